/**
 * Customer tracking of orders and repair tickets, shared by the JSON calls and the /track-order form.
 * A miss never says which half was wrong, and every lookup, found or not, takes at least
 * TRACK_ANSWER_MS, so neither the answer nor its timing tells a guessed number from a guessed mobile.
 */
import 'server-only';
import { findOrderForCustomer } from '@/lib/server/orders/orders';
import { findCustomerInvoice, type InvoiceForPdf } from '@/lib/server/orders/invoices';
import { findCreditNote, type CreditNoteForPdf } from '@/lib/server/orders/credit-notes';
import type { OrderTracking } from '@/lib/types/order';
import { findServiceRequestForCustomer } from '@/lib/server/repairs/service-requests';
import type { ServiceRequestTracking } from '@/lib/types/service-request';
import type { OrderTrackInput, TicketTrackInput } from '@/lib/validation/tracking';

/** Every lookup answers after at least this long; well above the lookup's own time. */
export const TRACK_ANSWER_MS = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the lookup and answers no sooner than TRACK_ANSWER_MS after it started. */
async function evenly<T>(lookup: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await lookup();
  } finally {
    const left = TRACK_ANSWER_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

export function trackOrder(input: OrderTrackInput): Promise<OrderTracking | null> {
  return evenly(() => findOrderForCustomer(input.orderNumber, input.mobile));
}

export function trackServiceRequest(input: TicketTrackInput): Promise<ServiceRequestTracking | null> {
  return evenly(() => findServiceRequestForCustomer(input.ticketNumber, input.mobile));
}

/** The order's issued tax invoice, 'not-issued' when it has none yet, or null (the same miss as trackOrder). */
export function trackInvoice(input: OrderTrackInput): Promise<InvoiceForPdf | 'not-issued' | null> {
  return evenly(() => findCustomerInvoice(input.orderNumber, input.mobile));
}

/** The order's k-th credit note, or null: an unknown order and an unknown note are the same miss. */
export function trackCreditNote(input: OrderTrackInput & { note: number }): Promise<CreditNoteForPdf | null> {
  return evenly(() => findCreditNote({ orderNumber: input.orderNumber, mobile: input.mobile }, input.note));
}
