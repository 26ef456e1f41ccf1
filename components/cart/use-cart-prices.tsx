'use client';
/**
 * The cart page and the checkout re-check the lines they show (fetchCurrentPrices) whenever the
 * products or quantities change, and store the result in the list the lines come from: the cart, or
 * the one-item Buy Now list. Today's prices replace the stored ones (pricesUpdated), products the
 * shop no longer has are dropped (ProductsGoneNotice), and a line wanting more than is left is capped
 * at the units left, or taken out when none are, each change said in words (stockChanges). The GST
 * rates and availability come back for the tax split and the "Only N left" notes.
 */
import { useEffect, useRef, useState } from 'react';
import { quantityWithin, stockMessages, type Availability } from '@/lib/availability';
import type { CartItem } from '@/lib/cart/cart-item';
import { getCart, removeGoneFromCart, setCartQuantity, updateCartPrices } from '@/lib/cart/cart-store';
import { getCheckoutSource, removeGoneFromBuyNow, setBuyNowQuantity, updateBuyNowPrices } from '@/lib/cart/checkout-source';
import { fetchCurrentPrices } from '@/lib/cart/current-prices';
import { messages } from '@/lib/messages';
import { useHasMounted } from './use-cart';
import styles from './cart.module.css';

/** How each stored list takes the re-check: prices, dropped lines, capped quantities. */
const STORES = {
  cart: { updatePrices: updateCartPrices, removeGone: removeGoneFromCart, lines: () => getCart(), setQuantity: setCartQuantity },
  'buy-now': {
    updatePrices: updateBuyNowPrices,
    removeGone: removeGoneFromBuyNow,
    lines: () => {
      const source = getCheckoutSource();
      return source.source === 'buy-now' ? source.items : [];
    },
    setQuantity: setBuyNowQuantity,
  },
} as const;

export interface CartCheck {
  pricesUpdated: boolean;
  removedNames: readonly string[];
  /** Each product's GST rate, once the re-check has answered. */
  gstRates: ReadonlyMap<string, number>;
  /** Each tracked product's availability for the quantity in the cart. */
  availability: ReadonlyMap<string, Availability>;
  /** The lines whose quantity was lowered to the stock, said in words, by product id. */
  stockChanges: ReadonlyMap<string, string>;
  /** True once the re-check of the current lines has answered (or failed). */
  checked: boolean;
}

const NONE = new Map<never, never>();

/** `items`: the lines shown; `list`: the stored list they come from. Asks once the stored lines have been read in the browser. */
export function useCartPrices(items: readonly CartItem[], list: keyof typeof STORES): CartCheck {
  const mounted = useHasMounted();
  const key = mounted ? items.map((item) => `${item._id}:${item.quantity}`).join(',') : '';
  const [pricesUpdated, setPricesUpdated] = useState(false);
  const [removedNames, setRemovedNames] = useState<readonly string[]>([]);
  const [facts, setFacts] = useState<{ key: string; gstRates: ReadonlyMap<string, number>; availability: ReadonlyMap<string, Availability> }>({
    key: '',
    gstRates: NONE,
    availability: NONE,
  });
  const [stockChanges, setStockChanges] = useState<ReadonlyMap<string, string>>(NONE);
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });

  useEffect(() => {
    if (!key) return;
    let current = true;
    const lines = key.split(',').map((entry) => {
      const [_id = '', quantity = '1'] = entry.split(':');
      return { _id, quantity: Number(quantity) };
    });
    void fetchCurrentPrices(lines).then(({ prices, gone, gstRates, availability }) => {
      if (!current) return;
      const store = STORES[listRef.current];
      if (store.updatePrices(prices)) setPricesUpdated(true);
      const removed = store.removeGone(gone);
      if (removed.length > 0) setRemovedNames((names) => [...names, ...removed.map((item) => item.name)]);
      const changes = new Map<string, string>();
      for (const line of store.lines()) {
        const fits = quantityWithin(line.quantity, availability.get(line._id) ?? {});
        if (fits === line.quantity) continue;
        changes.set(line._id, stockMessages.lineCapped(line.name, fits, line.quantity));
        store.setQuantity(line._id, fits);
      }
      if (changes.size > 0) setStockChanges((earlier) => new Map([...earlier, ...changes]));
      setFacts({ key, gstRates, availability });
    });
    return () => {
      current = false;
    };
  }, [key]);

  return { pricesUpdated, removedNames, gstRates: facts.gstRates, availability: facts.availability, stockChanges, checked: facts.key === key && key !== '' };
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

/** Each line whose quantity went down to the stock (or out of the cart), said above the lines. */
export function StockChangesNotice({ changes }: { changes: ReadonlyMap<string, string> }) {
  if (changes.size === 0) return null;
  return (
    <ul className={styles.notice} role="status" data-testid="stock-changes">
      {[...changes.values()].map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
