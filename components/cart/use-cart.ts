'use client';
/** React bindings of the cart and checkout stores (lib/cart): no hydration mismatch, live across tabs. */
import { useSyncExternalStore } from 'react';
import { getCart, getServerCart, subscribeToCart } from '@/lib/cart/cart-store';
import { getCheckoutSource, getServerCheckoutSource, subscribeToCheckoutSource } from '@/lib/cart/checkout-source';

export function useCart() {
  return useSyncExternalStore(subscribeToCart, getCart, getServerCart);
}

export function useCheckoutSource() {
  return useSyncExternalStore(subscribeToCheckoutSource, getCheckoutSource, getServerCheckoutSource);
}

const noSubscription = () => () => {};

/** False during the server render and hydration, true after: lets pages show "loading" rather than "empty". */
export function useHasMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
