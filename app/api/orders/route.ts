import { requireAdmin } from '@/lib/server/auth/require-admin';
import { clientIp } from '@/lib/server/platform/client-ip';
import { HttpError, json, parseWith, readJson, route, streamedList } from '@/lib/server/platform/http';
import { messages, replyMessages } from '@/lib/messages';
import { orderConfirmation } from '@/lib/server/orders/confirmation';
import { listOrders, streamAllOrders } from '@/lib/server/orders/orders';
import { awaitPlacedOrder, placeOrder } from '@/lib/server/orders/lifecycle';
import { consume } from '@/lib/server/platform/rate-limit';
import { orderSchema } from '@/lib/validation/order';
import { asksForPage, pageQuery } from '@/lib/validation/paging';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')?.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, replyMessages.orders.idempotencyKey);
  return key;
}

/**
 * Places an order priced by the server; a repeated Idempotency-Key returns the first order. The
 * answer carries the order's confirmation (items, tax split, address) for the panel the buyer sees next.
 */
export const POST = route(async (request) => {
  const key = idempotencyKey(request);
  const input = parseWith(orderSchema, await readJson(request));
  // A known key answers with its order (waiting for a first try still taking its units) before the rate limit counts it.
  const replay = key ? await awaitPlacedOrder(key) : null;
  if (replay) return json({ message: messages.orders.created, order: replay, confirmation: await orderConfirmation(replay.orderNumber) }, { status: 200 });
  await consume('order', clientIp(request));
  const { order, created } = await placeOrder(input, key);
  return json({ message: messages.orders.created, order, confirmation: await orderConfirmation(order.orderNumber) }, { status: created ? 201 : 200 });
});

/**
 * The admin's orders, newest first, with the total in X-Total-Count: one page with ?page&limit
 * (whole numbers, limit at most MAX_PAGE_SIZE), the whole list with neither (the plain call).
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  if (!asksForPage(params)) return streamedList(await streamAllOrders());
  const { orders, total } = await listOrders(parseWith(pageQuery, Object.fromEntries(params)));
  return json(orders, { headers: { 'X-Total-Count': String(total) } });
});
