/** The customer's tracking form and calls: an order or ticket number as printed, and the mobile given with it. */
import { z } from 'zod';
import { REFERENCE_AS_TYPED, referenceNumberPattern } from '@/lib/reference-number';
import { phone } from './fields';

const mobile = phone('Mobile', 'Please enter the 10-digit mobile number you gave us.');

/** Any case, surrounding spaces ignored: `sv-7k2m9qx ` is SV-7K2M9QX. */
const referenceNumber = (label: string, pattern: RegExp, example: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .toUpperCase()
    .min(1, { error: `${label} is required.` })
    .max(REFERENCE_AS_TYPED, { error: `Enter the ${label.toLowerCase()} as printed, like ${example}.` })
    .regex(pattern, { error: `Enter the ${label.toLowerCase()} as printed, like ${example}.` });

export const orderTrackSchema = z.object({
  orderNumber: referenceNumber('Order number', referenceNumberPattern('SV'), 'SV-7K2M9QX'),
  mobile,
});
export type OrderTrackInput = z.infer<typeof orderTrackSchema>;

export const ticketTrackSchema = z.object({
  ticketNumber: referenceNumber('Ticket number', referenceNumberPattern('SR'), 'SR-4H8T2PB'),
  mobile,
});
export type TicketTrackInput = z.infer<typeof ticketTrackSchema>;

/** The /track-order form: one field takes an order number (SV-) or a repair ticket number (SR-). */
export const trackFormSchema = z.object({
  number: referenceNumber('Order or ticket number', referenceNumberPattern('SV', 'SR'), 'SV-7K2M9QX or SR-4H8T2PB'),
  mobile,
});
