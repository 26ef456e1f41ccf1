/**
 * Paging of the admin lists (GET /api/orders, GET /api/contact): optional ?page&limit, validated like
 * the product listing's. Without either parameter the plain call answers the whole list.
 */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '@/lib/shop-rules';
import { pageSlice } from '@/lib/paging';
import { queryWholeNumber } from './fields';

export interface PageOptions {
  page?: number;
  limit?: number;
}

export const pageQuery = z.object({
  page: queryWholeNumber('page', MAX_PAGE_NUMBER).default(1),
  limit: queryWholeNumber('limit', MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});

/** True when the query names page or limit; a query with neither asks for the whole list. */
export const asksForPage = (params: URLSearchParams): boolean => params.has('page') || params.has('limit');

/**
 * skip/limit for one page, clamped the way the routes validate (page 1+, 1 to MAX_PAGE_SIZE rows);
 * null when the caller gave neither page nor limit, which means the whole list.
 */
export function pageWindow(options: PageOptions): { skip: number; limit: number } | null {
  if (options.page === undefined && options.limit === undefined) return null;
  const { skip, pageSize } = pageSlice(options, ADMIN_PAGE_SIZE);
  return { skip, limit: pageSize };
}
