import { requireAdmin } from '@/lib/auth/require-admin';
import { clientIp } from '@/lib/client-ip';
import { HttpError, json, parseWith, readJson, route } from '@/lib/http';
import { messages } from '@/lib/messages';
import { findOrderByIdempotencyKey, listOrders, placeOrder } from '@/lib/orders';
import { consume } from '@/lib/rate-limit';
import { orderSchema } from '@/lib/validation/order';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')?.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, 'Idempotency-Key must be 8-100 letters, digits, - or _.');
  return key;
}

/** Places an order priced by the server; a repeated Idempotency-Key returns the first order. */
export const POST = route(async (request) => {
  const key = idempotencyKey(request);
  const input = parseWith(orderSchema, await readJson(request));
  const replay = key ? await findOrderByIdempotencyKey(key) : null;
  if (replay) return json({ message: messages.orders.created, order: replay }, { status: 200 });
  await consume('order', clientIp(request));
  const { order, created } = await placeOrder(input, key);
  return json({ message: messages.orders.created, order }, { status: created ? 201 : 200 });
});

export const GET = route(async (request) => {
  await requireAdmin(request);
  return json(await listOrders());
});
