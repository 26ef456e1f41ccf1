'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE, MAX_PAGE_NUMBER } from '@/lib/shop-rules';
import { adminFetch, SessionEndedError } from './admin-api';

/** The outcome line an admin table shows after an action. */
export type AdminStatus = { kind: 'success' | 'error'; text: string } | null;

export interface AdminListOptions<T> {
  /** May reorder a loaded page or start side effects (marking messages read). */
  onLoaded?: (items: T[]) => T[];
  /** Rows per page; ADMIN_PAGE_SIZE unless given. */
  pageSize?: number;
}

/** The page named by ?page=N: a whole number from 1 to MAX_PAGE_NUMBER; anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE_NUMBER);
}

/** How many pages `total` rows fill; at least 1, so an empty list is "Page 1 of 1". */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * Loads one page of an admin list from our API (`items` is null until the first page arrives). The
 * page is the URL's ?page=N, so a reload or a shared link keeps it; the API's X-Total-Count gives the
 * page count. A failed load is logged and shows as an empty list, the rule for admin load
 * failures; an ended session has already left the page. A page past the end (an old link, or the last
 * row of the last page deleted) moves to the last page that has rows.
 */
export function useAdminList<T extends { _id: string }>(path: string, what: string, options: AdminListOptions<T> = {}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const page = pageFromQuery(searchParams.get('page'));
  const pageSize = options.pageSize ?? ADMIN_PAGE_SIZE;

  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const onLoadedRef = useRef(options.onLoaded);
  onLoadedRef.current = options.onLoaded;
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // Only the newest load may fill the list: an answer for a page the admin already left is dropped.
  const latestLoad = useRef(0);

  /** The address of page n of this screen: page 1 is the bare path, other query parameters stay. */
  const hrefFor = useCallback(
    (n: number) => {
      const query = new URLSearchParams(searchParams.toString());
      if (n > 1) query.set('page', String(n));
      else query.delete('page');
      const rest = query.toString();
      return rest ? `${pathname}?${rest}` : pathname;
    },
    [pathname, searchParams],
  );

  const reload = useCallback(async () => {
    const load = ++latestLoad.current;
    setLoading(true);
    try {
      const response = await adminFetch(`${path}?${new URLSearchParams({ page: String(page), limit: String(pageSize) })}`);
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      const body: unknown = await response.json();
      if (load !== latestLoad.current) return;
      const loaded = Array.isArray(body) ? (body as T[]) : [];
      const header = response.headers.get('x-total-count');
      const counted = header !== null && /^\d+$/.test(header) ? Number(header) : loaded.length;
      const lastPage = pageCountOf(counted, pageSize);
      if (loaded.length === 0 && page > lastPage) {
        router.replace(hrefFor(lastPage));
        return;
      }
      setTotal(counted);
      setItems(onLoadedRef.current ? onLoadedRef.current(loaded) : loaded);
    } catch (error) {
      if (error instanceof SessionEndedError || load !== latestLoad.current) return;
      console.error(`Could not load ${what}`, error);
      setTotal(0);
      setItems([]);
    } finally {
      if (load === latestLoad.current) setLoading(false);
    }
  }, [path, what, page, pageSize, router, hrefFor]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /**
   * After a row was deleted on the server: it leaves the list at once, then the page is read again so
   * the first row of the next page moves up; if it was the only row of a later page, the previous
   * page is shown instead.
   */
  const removeItem = useCallback(
    async (id: string) => {
      const remaining = (itemsRef.current ?? []).filter((item) => item._id !== id);
      setTotal((count) => Math.max(0, count - 1));
      if (remaining.length === 0 && page > 1) {
        // Loading, not "nothing here", until the previous page arrives.
        latestLoad.current += 1;
        setItems(null);
        router.replace(hrefFor(page - 1));
        return;
      }
      setItems(remaining);
      await reload();
    },
    [page, router, hrefFor, reload],
  );

  return { items, setItems, reload, removeItem, loading, page, pageSize, total, pageCount: pageCountOf(total, pageSize), hrefFor };
}
