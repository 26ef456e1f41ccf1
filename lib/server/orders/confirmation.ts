/**
 * The confirmation of an order just placed (lib/cart/order-confirmation.ts), read from the stored
 * order: what POST /api/orders answers beside the order's number and the checkout's Server Action
 * shows. The address is in it, so it goes only to the request that placed the order.
 */
import 'server-only';
import type { OrderConfirmation } from '@/lib/cart/order-confirmation';
import { connectToDatabase } from '@/lib/server/platform/db';
import type { PaymentMethod } from '@/lib/shop-rules';
import { OrderModel, type OrderRecord } from '@/models/Order';
import { toRupees } from '@/lib/money';

export async function orderConfirmation(orderNumber: string): Promise<OrderConfirmation | null> {
  await connectToDatabase();
  const record = await OrderModel.findOne({ orderNumber }, { orderNumber: 1, items: 1, totalAmount: 1, tax: 1, address: 1, paymentMethod: 1 }).lean<
    Pick<OrderRecord, 'orderNumber' | 'items' | 'totalAmount' | 'address' | 'paymentMethod' | 'tax'>
  >();
  if (!record) return null;
  return {
    orderNumber: record.orderNumber,
    items: record.items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.price })),
    totalAmount: record.totalAmount,
    tax: record.tax
      ? {
          supplyType: record.tax.supplyType,
          taxableValue: toRupees(record.tax.taxableValue),
          cgst: toRupees(record.tax.cgst),
          sgst: toRupees(record.tax.sgst),
          igst: toRupees(record.tax.igst),
        }
      : null,
    address: record.address,
    paymentMethod: record.paymentMethod as PaymentMethod,
  };
}
