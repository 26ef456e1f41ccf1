/** The customer's tracking form and calls: an order or ticket number as printed, and the mobile given with it. */
import { z } from 'zod';
import { REFERENCE_AS_TYPED, referenceNumberPattern } from '@/lib/reference-number';
import { phone } from './fields';
import { fieldLabels, validationMessages } from '@/lib/messages';

const mobile = phone(fieldLabels.mobile, validationMessages.tracking.mobile);

/** Any case, surrounding spaces ignored: `sv-7k2m9qx ` is SV-7K2M9QX. */
const referenceNumber = (label: string, pattern: RegExp, example: string) =>
  z
    .string({ error: validationMessages.field.required(label) })
    .trim()
    .toUpperCase()
    .min(1, { error: validationMessages.field.required(label) })
    .max(REFERENCE_AS_TYPED, { error: validationMessages.tracking.asPrinted(label, example) })
    .regex(pattern, { error: validationMessages.tracking.asPrinted(label, example) });

export const orderTrackSchema = z.object({
  orderNumber: referenceNumber(fieldLabels.orderNumber, referenceNumberPattern('SV'), 'SV-7K2M9QX'),
  mobile,
});
export type OrderTrackInput = z.infer<typeof orderTrackSchema>;

export const ticketTrackSchema = z.object({
  ticketNumber: referenceNumber(fieldLabels.ticketNumber, referenceNumberPattern('SR'), 'SR-4H8T2PB'),
  mobile,
});
export type TicketTrackInput = z.infer<typeof ticketTrackSchema>;

/** The /track-order form: one field takes an order number (SV-) or a repair ticket number (SR-). */
export const trackFormSchema = z.object({
  number: referenceNumber(
    fieldLabels.orderOrTicketNumber,
    referenceNumberPattern('SV', 'SR'),
    validationMessages.tracking.eitherExample('SV-7K2M9QX', 'SR-4H8T2PB'),
  ),
  mobile,
});
