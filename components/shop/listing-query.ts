/** The listing's URL state: /products?category=...&page=..., parsed leniently and written canonically. */
import { findCategory, type Category } from '@/lib/categories';

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
