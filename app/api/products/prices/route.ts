import { json, parseWith, route } from '@/lib/server/platform/http';
import { cartProductFacts } from '@/lib/server/catalogue/cart-check';
import { priceQuerySchema } from '@/lib/validation/prices';

/**
 * Today's price of each product in a checkout (`?ids=a,b,c`), as `{ [id]: price }`: read from the
 * database in one query, as placing the order will price it, not from the catalogue cache (another
 * instance's cache can be minutes old). A product without a price answers null; an unknown id (a
 * product deleted since it went into the cart) is left out. With `details=1` (and `id:quantity`
 * entries), each product answers `{ price, gstRate, availability?, unitsLeft? }`: what the cart and
 * the checkout re-check (lib/server/catalogue/cart-check.ts).
 */
export const dynamic = 'force-dynamic';

export const GET = route(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const { ids, details } = parseWith(priceQuerySchema, { ids: params.get('ids') ?? undefined, details: params.get('details') ?? undefined });
  const facts = await cartProductFacts(ids);
  if (details) return json(facts);
  return json(Object.fromEntries(Object.entries(facts).map(([id, product]) => [id, product.price])));
});
