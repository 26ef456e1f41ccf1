import { requireAdmin } from '@/lib/auth/require-admin';
import { json, parseWith, readJson, route } from '@/lib/http';
import { createProduct } from '@/lib/products';
import { productCreateSchema } from '@/lib/validation/product';
import { productListingResponse } from './listing-response';

/**
 * The catalogue as an array; with category/page/limit, one page of it plus X-Total-Count.
 * Middleware sends the usual queries to ./cached (the full-route cache; lib/api-listing-cache.ts);
 * this answers the rest, including every malformed query (400).
 */
export const GET = route(async (request) => productListingResponse(new URL(request.url).searchParams));

export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = parseWith(productCreateSchema, await readJson(request));
  return json(await createProduct(input), { status: 201 });
});
