/**
 * Which GET /api/products queries may be answered from the full-route cache. next.config.mjs
 * rewrites well-formed queries to app/api/products/cached by regular expressions on each parameter's
 * value, and Next's rule matching cannot see three things that change the answer:
 * - a parameter given empty (`?page=`): Next takes it for absent, the per-request route answers 400
 *   (or, for `?category=`, a page rather than the whole catalogue);
 * - a parameter given more than once;
 * - a category that is not one of the exact names or "all": another spelling would take a cache entry
 *   of its own (any of millions, all pushing real pages out of the cache), and characters such as
 *   "#", "?", "%" or "\" do not survive the trip through the cache path.
 * Middleware marks such a request with UNCACHED_LISTING_HEADER, and the rewrite rules leave it to the
 * per-request route, which answers it exactly (other spellings of a category read the same cached
 * catalogue data, so this costs no extra database query).
 */
import { isCategory } from './categories';

/** The query parameters of the listing call (spec: GET /api/products?category=&page=&limit=). */
export const LISTING_PARAMS = ['category', 'page', 'limit'] as const;

/** Request header that keeps a query out of the cache rewrites; next.config.mjs names it too. */
export const UNCACHED_LISTING_HEADER = 'x-listing-uncached';

export function cacheableListingQuery(params: URLSearchParams): boolean {
  for (const key of LISTING_PARAMS) {
    const values = params.getAll(key);
    if (values.length > 1 || values[0] === '') return false;
  }
  const category = params.get('category');
  return category === null || category === 'all' || isCategory(category);
}
