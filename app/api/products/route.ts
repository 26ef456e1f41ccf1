import { z } from 'zod';
import { adminTokenFrom, currentAdmin, requireAdmin } from '@/lib/server/auth/require-admin';
import { findCategory } from '@/lib/categories';
import { cacheableBody, cacheableJson, json, parseWith, readJson, route, versionEtag } from '@/lib/server/platform/http';
import { catalogueAnswer, createProduct, listAllProducts, listProducts, type ListingOptions } from '@/lib/server/catalogue/products';
import { searchProducts } from '@/lib/server/catalogue/product-search';
import { normaliseQuery } from '@/lib/search-words';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/lib/shop-rules';
import { queryWholeNumber } from '@/lib/validation/fields';
import { pageQuery } from '@/lib/validation/paging';
import { productCreateSchemaFor } from '@/lib/validation/product';
import { config } from '@/lib/server/platform/config.mjs';

/** The query parameters of the listing call; with none of them, the answer is the whole catalogue. */
const LISTING_PARAMS = ['category', 'page', 'limit'] as const;

/** The admin lists' page/limit rules, plus a category and the storefront's page size. */
const listingQuery = pageQuery.extend({
  category: z.string().trim().max(100).optional(),
  limit: queryWholeNumber('limit', MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/**
 * A search: `q` (trimmed and cut to its first 100 characters, never read as a pattern) with the
 * listing's page and limit.
 */
const searchQuery = pageQuery.extend({
  q: z.string().transform(normaliseQuery),
  limit: queryWholeNumber('limit', MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/**
 * The catalogue as an array; with q, the products matching it (name matches first); with category/page/limit, one page of it plus X-Total-Count. Visitors
 * get the cached catalogue with public Cache-Control and an ETag (docs/caching.md); a signed-in
 * admin gets the database's current state, never stored by a cache.
 */
export const GET = route(async (request) => {
  const params = new URL(request.url).searchParams;
  // Only a request that carries a credential is checked against the database.
  const admin = adminTokenFrom(request).token ? await currentAdmin(request) : null;
  const visibility = admin ? 'private' : 'public';
  if (params.has('q')) {
    const search = parseWith(searchQuery, Object.fromEntries(params));
    const found = await searchProducts(search.q, { page: search.page, limit: search.limit });
    return cacheableJson(request, found.products, { visibility, headers: { 'X-Total-Count': String(found.total) } });
  }
  const whole = !LISTING_PARAMS.some((key) => params.has(key));
  let listing: ListingOptions | undefined;
  if (!whole) {
    const query = parseWith(listingQuery, Object.fromEntries(params));
    const category = query.category ? findCategory(query.category) : undefined;
    if (query.category && query.category.toLowerCase() !== 'all' && !category) {
      return cacheableJson(request, [], { visibility, headers: { 'X-Total-Count': '0' } });
    }
    listing = { category, page: query.page, limit: query.limit };
  }
  const totalHeader = (total: number): Record<string, string> => (whole ? {} : { 'X-Total-Count': String(total) });
  if (admin) {
    // The database's current state, never the cache: an admin edits from what is stored now.
    if (!listing) return cacheableJson(request, await listAllProducts({ fresh: true }), { visibility });
    const page = await listProducts(listing, { fresh: true });
    return cacheableJson(request, page.products, { visibility, headers: totalHeader(page.total) });
  }
  const answer = await catalogueAnswer(listing);
  return cacheableBody(request, answer.body, { visibility, etag: answer.etag, headers: totalHeader(answer.total) });
});

export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = parseWith(productCreateSchemaFor(config().HSN_MIN_DIGITS), await readJson(request));
  const { product, version } = await createProduct(input);
  return json(product, { status: 201, headers: { ETag: versionEtag(version) } });
});
