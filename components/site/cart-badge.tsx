'use client';
/**
 * The header's item count: hidden at zero, live through `cartUpdated` and other tabs' `storage` events.
 * It reads the store through cart-snapshot.ts alone, so every page ships the parser but none of the
 * cart page's writers, prices or checkout code.
 */
import { useSyncExternalStore } from 'react';
import { getCart, getServerCart, subscribeToCart } from '@/lib/cart/cart-snapshot';
import { countItems } from '@/lib/cart/parse-cart';
import styles from './site-header.module.css';

export function CartBadge() {
  const count = countItems(useSyncExternalStore(subscribeToCart, getCart, getServerCart));
  if (count === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{count === 1 ? ', 1 item' : `, ${count} items`}</span>
    </>
  );
}
