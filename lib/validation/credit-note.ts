/** A credit note as the admin asks for one, and the customer's download of one. */
import { z } from 'zod';
import { objectId, requiredText } from './fields';
import { orderTrackSchema } from './tracking';

const MAX_UNITS = 10_000;
/** The longest reason a credit note takes (the admin form keeps to it too). */
export const CREDIT_REASON_MAX = 300;

export const creditNoteSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: objectId,
          quantity: z
            .number({ error: 'Quantity must be a whole number of units.' })
            .int({ error: 'Quantity must be a whole number of units.' })
            .min(1, { error: 'Quantity must be at least 1.' })
            .max(MAX_UNITS, { error: `Quantity must be at most ${MAX_UNITS}.` }),
        }),
        { error: 'lines must be a list of { productId, quantity }.' },
      )
      .min(1, { error: 'lines must name at least one product (leave it out to credit the whole invoice).' })
      .max(100, { error: 'lines may name at most 100 products.' })
      .optional(),
    reason: requiredText('Reason', CREDIT_REASON_MAX),
  })
  .strict();
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

/** k in /credit-notes/{k}: 1 for the order's first note. */
export const noteIndexSchema = z.coerce
  .number({ error: 'The credit note is numbered from 1.' })
  .int({ error: 'The credit note is numbered from 1.' })
  .min(1, { error: 'The credit note is numbered from 1.' })
  .max(1000, { error: 'The credit note is numbered from 1.' });

/** The customer's download: tracking's order number and mobile, and which note. */
export const customerCreditNoteSchema = orderTrackSchema.extend({ note: noteIndexSchema });
