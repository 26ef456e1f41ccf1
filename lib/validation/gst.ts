/** GST fields of the product schemas. */
import { z } from 'zod';
import { HSN_LEAST_DIGITS, hsnPattern } from '@/lib/gst/hsn';
import { gstMessages } from '@/lib/gst/messages';
import { isGstSlab } from '@/lib/gst/slabs';

/** An HSN code of `minDigits` (the configuration's HSN_MIN_DIGITS on the server) to 8 digits. */
export const hsnCodeField = (minDigits: number = HSN_LEAST_DIGITS) =>
  z
    .string({ error: gstMessages.hsnCodeFormat(minDigits) })
    .trim()
    .regex(hsnPattern(minDigits), { error: gstMessages.hsnCodeFormat(minDigits) });

/** A current slab (lib/gst/slabs.ts): products created or edited never take a retired rate. */
export const gstRate = z.number({ error: gstMessages.gstRateNotSlab }).refine(isGstSlab, { error: gstMessages.gstRateNotSlab });
