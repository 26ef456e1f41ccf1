import { z } from 'zod';
import { currentAdmin, requireAdmin } from '@/lib/server/auth/require-admin';
import { findCategory } from '@/lib/categories';
import { cacheableJson, json, parseWith, readJson, route, versionEtag } from '@/lib/server/http';
import { createProduct, listAllProducts, listProducts } from '@/lib/server/products';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/lib/shop-rules';
import { wholeNumber } from '@/lib/validation/fields';
import { pageQuery } from '@/lib/validation/paging';
import { productCreateSchema } from '@/lib/validation/product';

/** The query parameters of the listing call; with none of them, the answer is the whole catalogue. */
const LISTING_PARAMS = ['category', 'page', 'limit'] as const;

/** The admin lists' page/limit rules, plus a category and the storefront's page size. */
const listingQuery = pageQuery.extend({
  category: z.string().trim().max(100).optional(),
  limit: wholeNumber('limit', MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/**
 * The catalogue as an array; with category/page/limit, one page of it plus X-Total-Count. Visitors
 * get the cached catalogue with public Cache-Control and an ETag (docs/caching.md); a signed-in
 * admin gets the database's current state, never stored by a cache.
 */
export const GET = route(async (request) => {
  const params = new URL(request.url).searchParams;
  const admin = await currentAdmin(request);
  const options = { fresh: admin !== null };
  const visibility = admin ? 'private' : 'public';
  if (!LISTING_PARAMS.some((key) => params.has(key))) return cacheableJson(request, await listAllProducts(options), { visibility });

  const query = parseWith(listingQuery, Object.fromEntries(params));
  const category = query.category ? findCategory(query.category) : undefined;
  if (query.category && query.category.toLowerCase() !== 'all' && !category) {
    return cacheableJson(request, [], { visibility, headers: { 'X-Total-Count': '0' } });
  }
  const page = await listProducts({ category, page: query.page, limit: query.limit }, options);
  return cacheableJson(request, page.products, { visibility, headers: { 'X-Total-Count': String(page.total) } });
});

export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = parseWith(productCreateSchema, await readJson(request));
  const { product, version } = await createProduct(input);
  return json(product, { status: 201, headers: { ETag: versionEtag(version) } });
});
