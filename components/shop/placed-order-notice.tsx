'use client';
/**
 * After an order, at the top of Products: the order confirmation panel, read from sessionStorage
 * (lib/cart/placed-order.ts) once the page is in the browser, so it survives a reload for that
 * browser session. Dismissing it forgets the order.
 *
 * The panel (its markup, the UPI QR code and their styles, about a third of the listing's CSS) is a
 * chunk of its own, fetched only when there is an order to show: every other visit to Products
 * never downloads it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { forgetPlacedOrder, readPlacedOrder } from '@/lib/cart/placed-order';
import type { OrderConfirmation } from '@/lib/cart/order-confirmation';

// React's lazy (the panel renders only in the browser, after the effect reads the order), not next/dynamic.
const PlacedOrderPanel = lazy(() => import('./placed-order-panel').then((module) => ({ default: module.PlacedOrderPanel })));

export function PlacedOrderNotice() {
  const [order, setOrder] = useState<OrderConfirmation | null>(null);
  useEffect(() => {
    setOrder(readPlacedOrder());
  }, []);
  if (!order) return null;
  return (
    <div data-testid="placed-order-notice">
      <Suspense fallback={null}>
        <PlacedOrderPanel
          order={order}
          onDismiss={() => {
            forgetPlacedOrder();
            setOrder(null);
          }}
        />
      </Suspense>
    </div>
  );
}
