import { z } from 'zod';
import { MAX_CART_LINES } from '@/lib/shop-rules';
import { objectId } from './fields';

/** GET /api/products/prices?ids=a,b,c: the checkout's products, as many as a cart can hold. */
export const priceQuerySchema = z.object({
  ids: z
    .string({ error: 'List the product ids as ?ids=id1,id2.' })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))])
    .pipe(
      z
        .array(objectId)
        .min(1, { error: 'List the product ids as ?ids=id1,id2.' })
        .max(MAX_CART_LINES, { error: `At most ${MAX_CART_LINES} product ids at a time.` }),
    ),
});
