'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { adminFetch, SessionEndedError } from './admin-api';

/** The outcome line an admin table shows after an action. */
export type AdminStatus = { kind: 'success' | 'error'; text: string } | null;

/**
 * Loads one admin list from our API (null while loading). A failed load is logged and shows as an
 * empty list, the spec's rule for admin load failures; an ended session has already left the page.
 * `onLoaded` may reorder the list or start side effects (marking messages read).
 */
export function useAdminList<T>(path: string, what: string, onLoaded?: (items: T[]) => T[]) {
  const [items, setItems] = useState<T[] | null>(null);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  const reload = useCallback(async () => {
    try {
      const response = await adminFetch(path);
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      const body: unknown = await response.json();
      const loaded = Array.isArray(body) ? (body as T[]) : [];
      setItems(onLoadedRef.current ? onLoadedRef.current(loaded) : loaded);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      console.error(`Could not load ${what}`, error);
      setItems([]);
    }
  }, [path, what]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, reload };
}
