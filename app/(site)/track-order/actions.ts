'use server';
/**
 * The /track-order form's Server Action: the same schema, rate limit and lookups as POST
 * /api/orders/track and /api/service-requests/track, so the form works before hydration and without
 * JavaScript. The number's prefix says which: SV- an order, SR- a repair ticket. A failure is read
 * through the same mapping as the JSON API's (failureOf).
 */
import { headers } from 'next/headers';
import { formFields } from '@/lib/server/platform/action-form';
import { clientIpFromHeaders } from '@/lib/server/platform/client-ip';
import { failureOf, fieldMessages, parseWith } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/platform/rate-limit';
import { siteUrl } from '@/lib/server/content/site-url';
import { trackOrder, trackServiceRequest } from '@/lib/server/orders/tracking';
import { orderView, repairView, type OrderView, type RepairView } from '@/lib/tracking-view';
import { trackFormSchema } from '@/lib/validation/tracking';

export interface TrackState {
  values: { number: string; mobile: string };
  errors?: Partial<Record<'number' | 'mobile', string>>;
  message?: string;
  result?: OrderView | RepairView;
}

const FIELDS = ['number', 'mobile'] as const;

export async function trackAction(_previous: TrackState, form: FormData): Promise<TrackState> {
  const values = formFields(form, FIELDS, 40);
  if (!values) return { values: { number: '', mobile: '' }, message: messages.http.invalidInput };
  try {
    const { number, mobile } = parseWith(trackFormSchema, values);
    await consume('track', clientIpFromHeaders(await headers()));
    if (number.startsWith('SR-')) {
      const ticket = await trackServiceRequest({ ticketNumber: number, mobile });
      return ticket ? { values, result: repairView(ticket) } : { values, message: messages.tracking.ticketNotFound };
    }
    const order = await trackOrder({ orderNumber: number, mobile });
    return order ? { values, result: orderView(order, siteUrl()) } : { values, message: messages.tracking.orderNotFound };
  } catch (error) {
    const failure = failureOf(error, { action: 'track' });
    if (failure.status === 400) return { values, errors: fieldMessages(failure, FIELDS) };
    return { values, message: failure.message };
  }
}
