import { clientIp } from '@/lib/client-ip';
import { HttpError, json, parseWith, readJson, route } from '@/lib/http';
import { consume } from '@/lib/rate-limit';
import { trackServiceRequest, trackingMessages } from '@/lib/tracking';
import { ticketTrackSchema } from '@/lib/validation/tracking';

/** A repair ticket found by its number and the mobile it was booked with; works like POST /api/orders/track. */
export const POST = route(async (request) => {
  const input = parseWith(ticketTrackSchema, await readJson(request));
  await consume('track', clientIp(request));
  const ticket = await trackServiceRequest(input);
  if (!ticket) throw new HttpError(404, trackingMessages.ticketNotFound);
  return json(ticket);
});
