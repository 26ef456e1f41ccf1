/** GST fields shared by the product and order schemas. */
import { z } from 'zod';
import { HSN_PATTERN } from '@/lib/gst/hsn';
import { GST_RATES } from '@/lib/gst/tax';

export const hsnCode = z.string({ error: 'HSN code must be 4 to 8 digits.' }).trim().regex(HSN_PATTERN, { error: 'HSN code must be 4 to 8 digits.' });

export const gstRate = z
  .number({ error: 'GST rate must be 0, 5, 12, 18 or 28.' })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), { error: 'GST rate must be 0, 5, 12, 18 or 28.' });
