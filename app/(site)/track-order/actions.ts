'use server';
/**
 * The /track-order form's Server Action: the same schema, rate limit and lookups as POST
 * /api/orders/track and /api/service-requests/track, so the form works before hydration and without
 * JavaScript. The number's prefix says which: SV- an order, SR- a repair ticket.
 */
import { z } from 'zod';
import { headers } from 'next/headers';
import { clientIpFromHeaders } from '@/lib/server/client-ip';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/rate-limit';
import { siteUrl } from '@/lib/server/site-url';
import { trackOrder, trackServiceRequest } from '@/lib/server/tracking';
import { orderView, repairView, type OrderView, type RepairView } from '@/lib/tracking-view';
import { trackFormSchema } from '@/lib/validation/tracking';

export interface TrackState {
  values: { number: string; mobile: string };
  errors?: Partial<Record<'number' | 'mobile', string>>;
  message?: string;
  result?: OrderView | RepairView;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export async function trackAction(_previous: TrackState, form: FormData): Promise<TrackState> {
  const values = { number: text(form.get('number')).slice(0, 40), mobile: text(form.get('mobile')).slice(0, 40) };
  const parsed = trackFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { values, errors: { number: fieldErrors.number?.[0], mobile: fieldErrors.mobile?.[0] } };
  }
  const { number, mobile } = parsed.data;
  try {
    await consume('track', clientIpFromHeaders(await headers()));
    if (number.startsWith('SR-')) {
      const ticket = await trackServiceRequest({ ticketNumber: number, mobile });
      return ticket ? { values, result: repairView(ticket) } : { values, message: messages.tracking.ticketNotFound };
    }
    const order = await trackOrder({ orderNumber: number, mobile });
    return order ? { values, result: orderView(order, siteUrl()) } : { values, message: messages.tracking.orderNotFound };
  } catch (error) {
    if (error instanceof HttpError) return { values, message: error.message };
    if (isDatabaseUnavailable(error)) return { values, message: messages.http.databaseUnavailable };
    logEvent('error', 'track_failed', { error: error instanceof Error ? error.message : String(error) });
    return { values, message: messages.http.internal };
  }
}
