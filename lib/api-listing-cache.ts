/**
 * Which GET /api/products queries are answered from the full-route cache, and from which cache path.
 * Middleware rewrites a cacheable query to app/api/products/cached and leaves every other query to
 * the per-request route, which answers it exactly (400 for a malformed one). Not cached:
 * - a listing parameter given empty (`?page=`) or more than once: the route answers 400, or for
 *   `?category=` a page rather than the whole catalogue;
 * - a page or limit outside 1-100 or written another way (`07`, `1.0`): the route explains the 400,
 *   and deep pages are rare;
 * - a category that is not one of the exact names or "all": another spelling would take a cache entry
 *   of its own (any of millions, all pushing real pages out of the cache), and characters such as
 *   "#", "?", "%" or "\" do not survive the trip through a path. Other spellings read the same cached
 *   catalogue data in the per-request route, so this costs no extra database query.
 */
import { isCategory } from './categories';
import { MAX_PAGE_SIZE } from './shop-rules';

/** The query parameters of the listing call (spec: GET /api/products?category=&page=&limit=). */
export const LISTING_PARAMS = ['category', 'page', 'limit'] as const;

/** Path segment for a listing parameter that is absent from the query. */
export const ABSENT_PARAM = '~';

const CACHE_PREFIX = '/api/products/cached';
const WHOLE_CATALOGUE = 'whole';
const QUERY = 'q';
/** Pages of the API served from the cache; deeper ones are rare and go to the per-request route. */
const CACHED_API_PAGES = 100;
/** The largest page and limit the cache takes, each written in plain digits with no leading zero. */
const CACHED_MAXIMUM = { page: CACHED_API_PAGES, limit: MAX_PAGE_SIZE } as const;

/**
 * The cache path that answers this GET /api/products query (`/api/products/cached/whole`, or
 * `/api/products/cached/q/{category}/{page}/{limit}` with "~" for an absent parameter), or null for
 * a query the per-request route must answer. Parameters other than the three are ignored, as the
 * route ignores them.
 */
export function apiListingCachePath(params: URLSearchParams): string | null {
  const segments: string[] = [];
  for (const key of LISTING_PARAMS) {
    const values = params.getAll(key);
    if (values.length > 1) return null;
    const value = values[0];
    if (value === undefined) {
      segments.push(ABSENT_PARAM);
      continue;
    }
    const cacheable = key === 'category' ? value === 'all' || isCategory(value) : /^[1-9]\d{0,2}$/.test(value) && Number(value) <= CACHED_MAXIMUM[key];
    if (!cacheable) return null;
    segments.push(encodeURIComponent(value));
  }
  if (segments.every((segment) => segment === ABSENT_PARAM)) return `${CACHE_PREFIX}/${WHOLE_CATALOGUE}`;
  return `${CACHE_PREFIX}/${QUERY}/${segments.join('/')}`;
}

/**
 * The query a cache path stands for, from its decoded segments after /api/products/cached: the
 * reverse of apiListingCachePath. Null for any other path.
 */
export function listingQueryFromCacheKey(key: readonly string[]): URLSearchParams | null {
  if (key.length === 1 && key[0] === WHOLE_CATALOGUE) return new URLSearchParams();
  if (key.length !== LISTING_PARAMS.length + 1 || key[0] !== QUERY) return null;
  const params = new URLSearchParams();
  LISTING_PARAMS.forEach((name, i) => {
    const value = key[i + 1] ?? ABSENT_PARAM;
    if (value !== ABSENT_PARAM) params.set(name, value);
  });
  return params;
}
