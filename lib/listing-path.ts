/**
 * The product listing's addresses: the category and the page are path segments, one URL per page.
 *
 *   /products                        all products, page 1
 *   /products/page/2                 all products, page 2
 *   /products/label-printers         one category, page 1
 *   /products/label-printers/page/2  one category, page 2
 *
 * The older query form (/products?category=Label%20Printers&page=2) is redirected to these.
 */
import { parsePageNumber } from '@/lib/paging';
import { CATEGORIES, categorySlug, findCategory, type Category } from './categories';

export interface ListingQuery {
  category: Category | undefined;
  page: number;
}

const LISTING_ROOT = '/products';
/** The listing's status line, where "Loading products..." shows while another listing page loads. */
export const LISTING_STATUS_ID = 'listing-status';
const PAGE_SEGMENT = 'page';

/** The path of a listing page; page 1 and "all" are left out, so each page has one URL. */
export function listingPath({ category, page = 1 }: { category?: Category; page?: number }): string {
  const categoryPart = category ? `/${categorySlug(category)}` : '';
  const pagePart = page > 1 ? `/${PAGE_SEGMENT}/${page}` : '';
  return `${LISTING_ROOT}${categoryPart}${pagePart}`;
}

/** The category whose URL slug this is (`label-printers`), compared exactly: slugs are lower case. */
export function categoryFromSlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => categorySlug(category) === slug);
}

/**
 * The listing named by the segments after /products, or null for any other path: an unknown
 * category slug, a page written another way (`page/02`, `page/1`, `page/x`), or extra segments.
 */
export function parseListingSegments(segments: readonly string[]): ListingQuery | null {
  const pageAt = (index: number): number | null => {
    if (segments[index] !== PAGE_SEGMENT) return null;
    const page = parsePageNumber(segments[index + 1], { canonical: true });
    return page !== null && page > 1 ? page : null;
  };
  switch (segments.length) {
    case 0:
      return { category: undefined, page: 1 };
    case 1: {
      const category = categoryFromSlug(segments[0] ?? '');
      return category ? { category, page: 1 } : null;
    }
    case 2: {
      const page = pageAt(0);
      return page ? { category: undefined, page } : null;
    }
    case 3: {
      const category = categoryFromSlug(segments[0] ?? '');
      const page = pageAt(1);
      return category && page ? { category, page } : null;
    }
    default:
      return null;
  }
}

/**
 * Where a listing written in the older query form goes: `?category=` (any casing of the name, or
 * "all") and `?page=` become path segments, and any other parameters are kept. Null when the query
 * names neither, so the request is already in path form. The category matches in any casing; an
 * unknown one, or a page that is not a whole number, falls back to all products and page 1.
 */
export function listingPathFromQuery(params: URLSearchParams): string | null {
  if (!params.has('category') && !params.has('page')) return null;
  const pageNumber = parsePageNumber(params.get('page')) ?? 1;
  const rest = new URLSearchParams(params);
  rest.delete('category');
  rest.delete('page');
  const path = listingPath({ category: findCategory(params.get('category')), page: pageNumber });
  const others = rest.toString();
  return others ? `${path}?${others}` : path;
}
