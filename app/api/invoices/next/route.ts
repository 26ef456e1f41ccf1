import { requireAdmin } from '@/lib/server/auth/require-admin';
import { peekNextInvoiceNumber } from '@/lib/server/orders/invoices';
import { json, route } from '@/lib/server/platform/http';

/** The number the next tax invoice is expected to get, without taking it: { invoiceNumber }. Admin only. */
export const GET = route(async (request: Request) => {
  await requireAdmin(request);
  return json({ invoiceNumber: await peekNextInvoiceNumber() }, { headers: { 'Cache-Control': 'no-store' } });
});
