/**
 * The cart: an external store over localStorage["cart"] for useSyncExternalStore. Every change fires
 * the window event `cartUpdated`; changes made in other tabs arrive through the `storage` event.
 * The read side (getCart, subscribeToCart ...) is in cart-snapshot.ts; this module adds the writers.
 */
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { withPrices, withProductAdded, withQuantity, withoutItem, type CartItem, type CartProduct } from './cart-item';
import { CART_KEY, CART_UPDATED_EVENT, getCart } from './cart-snapshot';

export { CART_KEY, CART_UPDATED_EVENT, getCart, getServerCart, subscribeToCart } from './cart-snapshot';

export function saveCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_KEY);
    else window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Full or disabled storage: nothing is kept, but the page keeps working.
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/**
 * Same product again: quantity + 1; a new product: appended with quantity 1. False, and nothing
 * changed, when the line is already at MAX_LINE_QUANTITY or at `unitsLeft` (the units the shop shows
 * as left, lib/availability.ts).
 */
export function addToCart(product: CartProduct, unitsLeft?: number): boolean {
  const items = getCart();
  const existing = items.find((item) => item._id === product._id);
  const most = Math.min(MAX_LINE_QUANTITY, unitsLeft ?? MAX_LINE_QUANTITY);
  if ((existing?.quantity ?? 0) >= most) return false;
  saveCart(withProductAdded(items, product));
  return true;
}

/** The quantity of a product in the stored cart (0 when it is not there). */
export const quantityInCart = (id: string): number => getCart().find((item) => item._id === id)?.quantity ?? 0;

/** Sets a line's quantity; 0 removes the line. */
export function setCartQuantity(id: string, quantity: number): void {
  saveCart(withQuantity(getCart(), id, Math.min(quantity, MAX_LINE_QUANTITY)));
}

/** Stores today's prices (fetchCurrentPrices) in the cart; true when one of them changed. */
export function updateCartPrices(prices: ReadonlyMap<string, number>): boolean {
  const items = getCart();
  const updated = withPrices(items, prices);
  if (updated === items) return false;
  saveCart(updated);
  return true;
}

/** Drops the lines of products the shop no longer has; answers the lines dropped (their names say which). */
export function removeGoneFromCart(gone: readonly string[]): CartItem[] {
  const items = getCart();
  const removed = items.filter((item) => gone.includes(item._id));
  if (removed.length > 0) saveCart(items.filter((item) => !gone.includes(item._id)));
  return removed;
}

export function removeFromCart(id: string): void {
  saveCart(withoutItem(getCart(), id));
}

export function clearCart(): void {
  saveCart([]);
}
