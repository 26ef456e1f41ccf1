import { json, parseWith, route } from '@/lib/server/platform/http';
import { getProductsByIds } from '@/lib/server/catalogue/products';
import { priceQuerySchema } from '@/lib/validation/prices';

/**
 * Today's price of each product in a checkout (`?ids=a,b,c`), as `{ [id]: price }`: read from the
 * database in one query, as placing the order will price it, not from the catalogue cache (another
 * instance's cache can be minutes old). A product without a price answers null; an unknown id (a
 * product deleted since it went into the cart) is left out.
 */
export const dynamic = 'force-dynamic';

export const GET = route(async (request: Request) => {
  const { ids } = parseWith(priceQuerySchema, { ids: new URL(request.url).searchParams.get('ids') ?? undefined });
  const products = await getProductsByIds(ids);
  return json(Object.fromEntries(products.map((product) => [product._id, product.price ?? null])));
});
