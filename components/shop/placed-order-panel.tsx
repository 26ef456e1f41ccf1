'use client';
/** The confirmation panel PlacedOrderNotice shows for the order this browser session placed, with its Dismiss button. */
import type { OrderConfirmation } from '@/lib/cart/order-confirmation';
import { trackingUrl } from '@/lib/whatsapp';
import { OrderConfirmationPanel } from './order-confirmation';
import styles from './order-confirmation.module.css';

export function PlacedOrderPanel({ order, onDismiss }: { order: OrderConfirmation; onDismiss: () => void }) {
  return (
    <OrderConfirmationPanel
      order={order}
      trackingUrl={trackingUrl(window.location.origin, order.orderNumber)}
      actions={
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          Dismiss
        </button>
      }
    />
  );
}
