'use client';
/**
 * The cart page and the checkout read today's prices for the lines they show, once per set of
 * products (fetchCurrentPrices). `apply` stores them and drops the products the shop no longer has;
 * the page then says that prices changed and names what was removed.
 */
import { useEffect, useRef, useState } from 'react';
import type { CartItem } from '@/lib/cart/cart-item';
import { fetchCurrentPrices, type CurrentPrices } from '@/lib/cart/current-prices';

export interface AppliedPrices {
  /** A stored price changed. */
  changed: boolean;
  /** Lines dropped because their product is gone. */
  removed: readonly CartItem[];
}

/** `productIds`: the ids shown, comma-separated ('' until the stored cart has been read). */
export function useCurrentPrices(productIds: string, apply: (current: CurrentPrices) => AppliedPrices) {
  const [pricesUpdated, setPricesUpdated] = useState(false);
  const [removedNames, setRemovedNames] = useState<readonly string[]>([]);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  useEffect(() => {
    if (!productIds) return;
    let current = true;
    void fetchCurrentPrices(productIds.split(',')).then((prices) => {
      if (!current) return;
      const { changed, removed } = applyRef.current(prices);
      if (changed) setPricesUpdated(true);
      if (removed.length > 0) setRemovedNames((names) => [...names, ...removed.map((item) => item.name)]);
    });
    return () => {
      current = false;
    };
  }, [productIds]);

  return { pricesUpdated, removedNames };
}
