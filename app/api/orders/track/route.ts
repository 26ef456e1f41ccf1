import { clientIp } from '@/lib/server/platform/client-ip';
import { HttpError, json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { consume } from '@/lib/server/platform/rate-limit';
import { trackOrder } from '@/lib/server/orders/tracking';
import { orderTrackSchema } from '@/lib/validation/tracking';
import { messages } from '@/lib/messages';

/**
 * A customer's order, found by its number and the mobile given at checkout: the summary (never the
 * email or address), or the same 404 after the same time whichever of the two was wrong.
 */
export const POST = route(async (request) => {
  const input = parseWith(orderTrackSchema, await readJson(request));
  await consume('track', clientIp(request));
  const order = await trackOrder(input);
  if (!order) throw new HttpError(404, messages.tracking.orderNotFound);
  return json(order);
});
