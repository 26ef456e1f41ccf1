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

/** False during the server render and hydration, true after: lets pages show "loading" rather than "empty". */
export { useHydrated as useHasMounted } from '@/components/site/use-hydrated';
