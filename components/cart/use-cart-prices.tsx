'use client';
/**
 * The cart page and the checkout read today's prices for the lines they show, once per set of
 * products (fetchCurrentPrices), and store them in the list the lines come from: the cart, or the
 * one-item Buy Now list. Products the shop no longer has are dropped, and the page says that prices
 * changed (pricesUpdated) and names what was removed (ProductsGoneNotice).
 */
import { useEffect, useRef, useState } from 'react';
import type { CartItem } from '@/lib/cart/cart-item';
import { removeGoneFromCart, updateCartPrices } from '@/lib/cart/cart-store';
import { removeGoneFromBuyNow, updateBuyNowPrices } from '@/lib/cart/checkout-source';
import { fetchCurrentPrices } from '@/lib/cart/current-prices';
import { messages } from '@/lib/messages';
import { useHasMounted } from './use-cart';
import styles from './cart.module.css';

/** How each stored list takes today's prices: whether a stored price changed, and the lines dropped. */
const STORES = {
  cart: { updatePrices: updateCartPrices, removeGone: removeGoneFromCart },
  'buy-now': { updatePrices: updateBuyNowPrices, removeGone: removeGoneFromBuyNow },
} as const;

/** `items`: the lines shown; `list`: the stored list they come from. Asks once the stored lines have been read in the browser. */
export function useCartPrices(items: readonly CartItem[], list: keyof typeof STORES) {
  const mounted = useHasMounted();
  const productIds = mounted ? items.map((item) => item._id).join(',') : '';
  const [pricesUpdated, setPricesUpdated] = useState(false);
  const [removedNames, setRemovedNames] = useState<readonly string[]>([]);
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });

  useEffect(() => {
    if (!productIds) return;
    let current = true;
    void fetchCurrentPrices(productIds.split(',')).then(({ prices, gone }) => {
      if (!current) return;
      const store = STORES[listRef.current];
      if (store.updatePrices(prices)) setPricesUpdated(true);
      const removed = store.removeGone(gone);
      if (removed.length > 0) setRemovedNames((names) => [...names, ...removed.map((item) => item.name)]);
    });
    return () => {
      current = false;
    };
  }, [productIds]);

  return { pricesUpdated, removedNames };
}

/** "... is no longer available", naming the products dropped; nothing while none were. */
export function ProductsGoneNotice({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className={styles.notice} role="status" data-testid="products-gone">
      {messages.cart.productsGone(names)}
    </p>
  );
}
