'use client';
/** The header's item count: hidden at zero, live through `cartUpdated` and other tabs' `storage` events. */
import { useCart } from '@/components/cart/use-cart';
import { countItems } from '@/lib/cart/cart-item';
import styles from './site-header.module.css';

export function CartBadge() {
  const count = countItems(useCart());
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
