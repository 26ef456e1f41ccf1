import { clientIp } from '@/lib/server/platform/client-ip';
import { HttpError, json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { consume } from '@/lib/server/platform/rate-limit';
import { trackServiceRequest } from '@/lib/server/orders/tracking';
import { ticketTrackSchema } from '@/lib/validation/tracking';
import { messages } from '@/lib/messages';

/** A repair ticket found by its number and the mobile it was booked with; works like POST /api/orders/track. */
export const POST = route(async (request) => {
  const input = parseWith(ticketTrackSchema, await readJson(request));
  await consume('track', clientIp(request));
  const ticket = await trackServiceRequest(input);
  if (!ticket) throw new HttpError(404, messages.tracking.ticketNotFound);
  return json(ticket);
});
