/**
 * The answer of GET /api/products for a query, shared by the per-request route and its cached twin
 * (./cached): the whole catalogue with no category/page/limit, else one page plus X-Total-Count.
 */
import { z } from 'zod';
import { LISTING_PARAMS } from '@/lib/api-listing-cache';
import { findCategory } from '@/lib/categories';
import { json, parseWith } from '@/lib/http';
import { listAllProducts, listProducts } from '@/lib/products';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/lib/shop-rules';
import { wholeNumber } from '@/lib/validation/fields';
import { pageQuery } from '@/lib/validation/paging';

/** The admin lists' page/limit rules, plus a category and the storefront's page size. */
const listingQuery = pageQuery.extend({
  category: z.string().trim().max(100).optional(),
  limit: wholeNumber('limit', MAX_PAGE_SIZE).default(PAGE_SIZE),
});

export async function productListingResponse(params: URLSearchParams): Promise<Response> {
  if (!LISTING_PARAMS.some((key) => params.has(key))) return json(await listAllProducts());

  const query = parseWith(listingQuery, Object.fromEntries(params));
  const category = query.category ? findCategory(query.category) : undefined;
  if (query.category && query.category.toLowerCase() !== 'all' && !category) {
    return json([], { headers: { 'X-Total-Count': '0' } });
  }
  const page = await listProducts({ category, page: query.page, limit: query.limit });
  return json(page.products, { headers: { 'X-Total-Count': String(page.total) } });
}
