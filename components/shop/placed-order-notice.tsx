'use client';
/**
 * After an order, at the top of Products: the order confirmation panel, read from sessionStorage
 * (lib/cart/placed-order.ts) once the page is in the browser, so it survives a reload for that
 * browser session. Dismissing it forgets the order.
 */
import { useEffect, useState } from 'react';
import { forgetPlacedOrder, readPlacedOrder } from '@/lib/cart/placed-order';
import type { OrderConfirmation } from '@/lib/cart/order-confirmation';
import { trackingUrl } from '@/lib/whatsapp';
import { OrderConfirmationPanel } from './order-confirmation';
import styles from './order-confirmation.module.css';

export function PlacedOrderNotice() {
  const [order, setOrder] = useState<OrderConfirmation | null>(null);
  useEffect(() => {
    setOrder(readPlacedOrder());
  }, []);
  if (!order) return null;
  return (
    <div data-testid="placed-order-notice">
      <OrderConfirmationPanel
        order={order}
        trackingUrl={trackingUrl(window.location.origin, order.orderNumber)}
        actions={
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => {
              forgetPlacedOrder();
              setOrder(null);
            }}
          >
            Dismiss
          </button>
        }
      />
    </div>
  );
}
