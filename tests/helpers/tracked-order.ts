/** A customer's one-printer cash order as the tracking page shows it, with the status, history and shipment a test gives. */
import { orderView } from '@/lib/tracking-view';

type StoredOrder = Parameters<typeof orderView>[0];

export const trackedOrder = (fields: Pick<StoredOrder, 'status' | 'statusHistory'> & Partial<StoredOrder>) =>
  orderView(
    {
      orderNumber: 'SV-7K2M9QX',
      placedAt: '2026-03-02T10:00:00Z',
      items: [{ name: 'Receipt Printer', quantity: 1, price: 7499 }],
      totalAmount: 7499,
      paymentMethod: 'COD',
      paid: false,
      ...fields,
    },
    'https://www.sanvio.in',
  );
