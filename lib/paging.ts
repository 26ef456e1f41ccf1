/**
 * Page numbers and page counts, read and counted one way by every list: the product listing's paths,
 * the search page, the admin screens' ?page=N, the data layer's skip/limit. The JSON API validates
 * ?page and ?limit with zod instead (lib/validation/paging.ts), to answer 400 naming the field.
 */
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '@/lib/shop-rules';

/**
 * The page number written in `text`: digits only (at most 6).
 * - canonical: the one spelling an address uses (1 to MAX_PAGE_NUMBER, no leading zero); null for
 *   anything else, so each page has one URL (`page/02` and `page/0` are not pages).
 * - otherwise read leniently, as in a typed or older query string: leading zeros are fine and the
 *   number is brought into 1 to MAX_PAGE_NUMBER; null only for what is not digits.
 */
export function parsePageNumber(text: string | null | undefined, { canonical = false } = {}): number | null {
  const digits = (canonical ? text : text?.trim()) ?? '';
  if (!/^\d{1,6}$/.test(digits)) return null;
  const page = Number(digits);
  if (canonical) return String(page) === digits && page >= 1 && page <= MAX_PAGE_NUMBER ? page : null;
  return Math.min(Math.max(page, 1), MAX_PAGE_NUMBER);
}

/** How many pages `total` rows fill at `pageSize` a page; at least 1, so an empty list is "Page 1 of 1". */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * One page of a list as the data layer reads it: page 1 to MAX_PAGE_NUMBER, 1 to MAX_PAGE_SIZE rows
 * (`defaultSize` when not given), and how many rows come before it.
 */
export function pageSlice(options: { page?: number; limit?: number }, defaultSize: number): { page: number; pageSize: number; skip: number } {
  const whole = (value: number | undefined, fallback: number, max: number) =>
    value !== undefined && Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), 1), max) : fallback;
  const pageSize = whole(options.limit, defaultSize, MAX_PAGE_SIZE);
  const page = whole(options.page, 1, MAX_PAGE_NUMBER);
  return { page, pageSize, skip: (page - 1) * pageSize };
}
