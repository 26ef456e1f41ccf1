import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, parseObjectId, parseWith, readJson, route } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { deleteOrder, updateOrder } from '@/lib/server/orders/orders';
import { invoiceOnShipping } from '@/lib/server/orders/invoices';
import { orderUpdateSchema } from '@/lib/validation/order';

type Context = { params: Promise<{ id: string }> };

/** Sets an order's status and/or paid flag. */
export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const change = parseWith(orderUpdateSchema, await readJson(request));
  const order = await updateOrder(id, change);
  if (!order) throw new HttpError(404, messages.http.notFound);
  // Marking an order shipped issues its tax invoice (or keeps the one it has).
  if (change.status === 'shipped' && order.status === 'shipped') Object.assign(order, await invoiceOnShipping(id));
  return json(order);
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  if (!(await deleteOrder(id))) throw new HttpError(404, messages.http.notFound);
  return json({ success: true, message: 'Order deleted' });
});
