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
 * changed, when the line is already at MAX_LINE_QUANTITY.
 */
export function addToCart(product: CartProduct): boolean {
  const items = getCart();
  const existing = items.find((item) => item._id === product._id);
  if (existing && existing.quantity >= MAX_LINE_QUANTITY) return false;
  saveCart(withProductAdded(items, product));
  return true;
}

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
