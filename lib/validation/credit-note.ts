/** A credit note as the admin asks for one, and the customer's download of one. */
import { z } from 'zod';
import { objectId, requiredText } from './fields';
import { orderTrackSchema } from './tracking';
import { fieldLabels, validationMessages } from '@/lib/messages';

const MAX_UNITS = 10_000;
/** The longest reason a credit note takes (the admin form keeps to it too). */
export const CREDIT_REASON_MAX = 300;
const MAX_NOTE_LINES = 100;

export const creditNoteSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: objectId,
          quantity: z
            .number({ error: validationMessages.creditNote.quantityNotWhole })
            .int({ error: validationMessages.creditNote.quantityNotWhole })
            .min(1, { error: validationMessages.creditNote.quantityAtLeastOne })
            .max(MAX_UNITS, { error: validationMessages.creditNote.quantityAtMost(MAX_UNITS) }),
        }),
        { error: validationMessages.creditNote.linesNotList },
      )
      .min(1, { error: validationMessages.creditNote.linesEmpty })
      .max(MAX_NOTE_LINES, { error: validationMessages.creditNote.linesTooMany(MAX_NOTE_LINES) })
      .optional(),
    reason: requiredText(fieldLabels.reason, CREDIT_REASON_MAX),
  })
  .strict();
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

/** k in /credit-notes/{k}: 1 for the order's first note. */
export const noteIndexSchema = z.coerce
  .number({ error: validationMessages.creditNote.noteIndex })
  .int({ error: validationMessages.creditNote.noteIndex })
  .min(1, { error: validationMessages.creditNote.noteIndex })
  .max(1000, { error: validationMessages.creditNote.noteIndex });

/** The customer's download: tracking's order number and mobile, and which note. */
export const customerCreditNoteSchema = orderTrackSchema.extend({ note: noteIndexSchema });
