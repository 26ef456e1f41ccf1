import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, parseObjectId, parseWith, readJson, route } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { changeOrder, deleteOrder } from '@/lib/server/orders/lifecycle';
import { orderUpdateSchema } from '@/lib/validation/order';
import { replyMessages } from '@/lib/messages';

type Context = { params: Promise<{ id: string }> };

/** Sets an order's status (marking it shipped issues its tax invoice), paid flag, courier and consignment number. */
export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const change = parseWith(orderUpdateSchema, await readJson(request));
  const order = await changeOrder(id, change);
  if (!order) throw new HttpError(404, messages.http.notFound);
  return json(order);
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  if (!(await deleteOrder(id))) throw new HttpError(404, messages.http.notFound);
  return json({ success: true, message: replyMessages.orders.deleted });
});
