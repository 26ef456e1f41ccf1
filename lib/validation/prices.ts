import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { OBJECT_ID_PATTERN } from '@/lib/object-id';
import { validationMessages } from '@/lib/messages';

const IDS_MESSAGE = validationMessages.product.pricesQuery;

/**
 * GET /api/products/prices?ids=a,b,c: the checkout's products, as many as a cart can hold. Each id may
 * carry the quantity wanted (`id:3`, 1 when left out), so the answer with `details=1` can say when
 * fewer are left.
 */
export const priceQuerySchema = z.object({
  ids: z
    .string({ error: IDS_MESSAGE })
    .transform((text, ctx) => {
      const wanted = new Map<string, number>();
      for (const entry of text.split(',')) {
        const [rawId = '', rawQuantity] = entry.trim().split(':');
        const id = rawId.toLowerCase();
        const quantity = rawQuantity === undefined ? 1 : Number(rawQuantity);
        if (!OBJECT_ID_PATTERN.test(id) || !/^\d{1,5}$/.test(rawQuantity ?? '1') || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
          ctx.addIssue({ code: 'custom', message: IDS_MESSAGE });
          return z.NEVER;
        }
        wanted.set(id, Math.max(wanted.get(id) ?? 0, quantity));
      }
      return wanted;
    })
    .refine((wanted) => wanted.size <= MAX_CART_LINES, { error: validationMessages.product.tooManyPriceIds }),
  details: z.enum(['1']).optional(),
});
