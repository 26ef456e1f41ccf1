'use client';
/**
 * After an order: its number, a "Track this order" link and the WhatsApp link, read from sessionStorage
 * (lib/cart/placed-order.ts) once the page is in the browser. Dismissing it forgets the order.
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { forgetPlacedOrder, readPlacedOrder } from '@/lib/cart/placed-order';
import { orderWhatsAppLink, trackingUrl, type OrderForWhatsApp } from '@/lib/whatsapp';
import styles from './placed-order-notice.module.css';

export function PlacedOrderNotice() {
  const [order, setOrder] = useState<OrderForWhatsApp | null>(null);
  useEffect(() => {
    setOrder(readPlacedOrder());
  }, []);
  if (!order) return null;
  const trackPath = `/track-order?number=${encodeURIComponent(order.orderNumber)}`;
  return (
    <div className={styles.notice} role="status" data-testid="placed-order-notice">
      <p className={styles.text}>
        Thank you! Your order number is <strong className="reference-number">{order.orderNumber}</strong>.
      </p>
      <div className={styles.actions}>
        <Link href={trackPath} className={styles.link} prefetch={false}>
          Track this order
        </Link>
        <a
          href={orderWhatsAppLink(order, trackingUrl(window.location.origin, order.orderNumber))}
          className={styles.whatsApp}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send order details on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
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
      </div>
    </div>
  );
}
