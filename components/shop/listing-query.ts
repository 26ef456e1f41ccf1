/** The listing's URL state: /products?category=...&page=..., parsed leniently and written canonically. */
import { findCategory, isCategory, type Category } from '@/lib/categories';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingQuery {
  category: Category | undefined;
  page: number;
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Category compared case-insensitively; anything else (or "all") means all products; bad pages mean 1. */
export function parseListingQuery(params: SearchParams): ListingQuery {
  const category = findCategory(firstValue(params.category));
  const pageText = firstValue(params.page)?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return { category, page };
}

/** The link to a listing page; page 1 and "all" are left out, so each page has one URL. */
export function listingHref({ category, page = 1 }: { category?: Category; page?: number }): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

/**
 * Listing pages served from the full-route cache: the first CACHED_LISTING_PAGES pages of each
 * category and of "all" (next.config.mjs rewrites them to CACHED_LISTING_PREFIX/{category}/{page});
 * deeper pages render per request, so the set of cached pages stays bounded whatever URLs arrive.
 */
export const CACHED_LISTING_PAGES = 100;
export const CACHED_LISTING_PREFIX = '/products/cached';
const ALL_CATEGORIES_SEGMENT = 'all';

/** The listing named by a cache path's segments (exact category name or "all", page 1-100); null for anything else. */
export function parseCachedListingSegments(categoryText: string, pageText: string): ListingQuery | null {
  if (!/^[1-9]\d{0,2}$/.test(pageText) || Number(pageText) > CACHED_LISTING_PAGES) return null;
  if (categoryText === ALL_CATEGORIES_SEGMENT) return { category: undefined, page: Number(pageText) };
  return isCategory(categoryText) ? { category: categoryText, page: Number(pageText) } : null;
}

/**
 * The canonical URL of a listing request whose category or page is written another way
 * (`?category=label%20printers`, `?page=1`, `?category=all`, an unknown category, a repeated
 * parameter), keeping any other parameters; null when the request is already canonical.
 */
export function canonicalListingUrl(params: URLSearchParams): string | null {
  const category = params.getAll('category');
  const page = params.getAll('page');
  const query = parseListingQuery({ category: category[0], page: page[0] });
  const canonicalCategory = query.category ? [query.category] : [];
  const canonicalPage = query.page > 1 ? [String(query.page)] : [];
  const same = (given: string[], wanted: string[]) => given.length === wanted.length && given.every((value, i) => value === wanted[i]);
  if (same(category, canonicalCategory) && same(page, canonicalPage)) return null;
  const rest = new URLSearchParams(params);
  rest.delete('category');
  rest.delete('page');
  const canonical = listingHref(query);
  const others = rest.toString();
  if (!others) return canonical;
  return `${canonical}${canonical.includes('?') ? '&' : '?'}${others}`;
}
