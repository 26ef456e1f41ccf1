/**
 * The product listing's addresses: the category and the page are path segments, one URL per page.
 *
 *   /products                        all products, page 1
 *   /products/page/2                 all products, page 2
 *   /products/label-printers         one category, page 1
 *   /products/label-printers/page/2  one category, page 2
 *   /products/sort/price-low-to-high                     all products, cheapest first
 *   /products/label-printers/sort/price-high-to-low/page/2  one category, dearest first, page 2
 *
 * Newest first is the default order and has no segment, so each page still has one URL. Sorted pages
 * are paths too, so they are ISR pages like the rest and a proxy caches them by path alone.
 * The older query form (/products?category=Label%20Printers&page=2&sort=price-low-to-high) is
 * redirected to these.
 */
import { parsePageNumber } from '@/lib/paging';
import { CATEGORIES, categorySlug, findCategory, type Category } from './categories';

/** The listing's orders, as their path segment says them; the first is the default. */
export const LISTING_SORTS = ['newest', 'price-low-to-high', 'price-high-to-low'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'newest';

/** What the sort control shows for each order. */
export const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  newest: 'Newest',
  'price-low-to-high': 'Price: low to high',
  'price-high-to-low': 'Price: high to low',
};

export const isListingSort = (value: string | null | undefined): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value ?? '');

export interface ListingQuery {
  category: Category | undefined;
  page: number;
  sort: ListingSort;
}

const LISTING_ROOT = '/products';
/** The listing's status line, where "Loading products..." shows while another listing page loads. */
export const LISTING_STATUS_ID = 'listing-status';
const PAGE_SEGMENT = 'page';
const SORT_SEGMENT = 'sort';

/** The path of a listing page; page 1, "all" and newest first are left out, so each page has one URL. */
export function listingPath({ category, page = 1, sort = DEFAULT_SORT }: { category?: Category; page?: number; sort?: ListingSort }): string {
  const categoryPart = category ? `/${categorySlug(category)}` : '';
  const sortPart = sort !== DEFAULT_SORT ? `/${SORT_SEGMENT}/${sort}` : '';
  const pagePart = page > 1 ? `/${PAGE_SEGMENT}/${page}` : '';
  return `${LISTING_ROOT}${categoryPart}${sortPart}${pagePart}`;
}

/** The category whose URL slug this is (`label-printers`), compared exactly: slugs are lower case. */
export function categoryFromSlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => categorySlug(category) === slug);
}

/**
 * The listing named by the segments after /products, or null for any other path: an unknown
 * category slug, an unknown order or `sort/newest` (the default has no segment), a page written
 * another way (`page/02`, `page/1`, `page/x`), parts out of order, or extra segments.
 */
export function parseListingSegments(segments: readonly string[]): ListingQuery | null {
  let at = 0;
  let category: Category | undefined;
  let sort: ListingSort = DEFAULT_SORT;
  let page = 1;
  const first = segments[0];
  if (first !== undefined && first !== PAGE_SEGMENT && first !== SORT_SEGMENT) {
    category = categoryFromSlug(first);
    if (!category) return null;
    at = 1;
  }
  if (segments[at] === SORT_SEGMENT) {
    const named = segments[at + 1];
    if (!isListingSort(named) || named === DEFAULT_SORT) return null;
    sort = named;
    at += 2;
  }
  if (segments[at] === PAGE_SEGMENT) {
    const named = parsePageNumber(segments[at + 1], { canonical: true });
    if (named === null || named < 2) return null;
    page = named;
    at += 2;
  }
  return at === segments.length ? { category, page, sort } : null;
}

/**
 * Where a listing written in the older query form goes: `?category=` (any casing of the name, or
 * "all"), `?page=` and `?sort=` become path segments, and any other parameters are kept. Null when
 * the query names none of them, so the request is already in path form. The category matches in any
 * casing; an unknown one, a page that is not a whole number or an unknown order falls back to all
 * products, page 1 and newest first.
 */
export function listingPathFromQuery(params: URLSearchParams): string | null {
  if (!params.has('category') && !params.has('page') && !params.has('sort')) return null;
  const pageNumber = parsePageNumber(params.get('page')) ?? 1;
  const sortNamed = params.get('sort');
  const rest = new URLSearchParams(params);
  rest.delete('category');
  rest.delete('page');
  rest.delete('sort');
  const path = listingPath({
    category: findCategory(params.get('category')),
    page: pageNumber,
    sort: isListingSort(sortNamed) ? sortNamed : DEFAULT_SORT,
  });
  const others = rest.toString();
  return others ? `${path}?${others}` : path;
}
