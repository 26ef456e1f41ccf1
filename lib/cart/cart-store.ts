/**
 * The cart: an external store over localStorage["cart"] for useSyncExternalStore. Every change fires
 * the window event `cartUpdated`; changes made in other tabs arrive through the `storage` event.
 */
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { countItems, parseCart, withProductAdded, withQuantity, withoutItem, type CartItem, type CartProduct } from './cart-item';

export const CART_KEY = 'cart';
export const CART_UPDATED_EVENT = 'cartUpdated';

const EMPTY: readonly CartItem[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedItems: readonly CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_KEY);
  } catch {
    // Storage can be disabled (privacy settings); the shop then behaves as with an empty cart.
    return null;
  }
}

/** The stored cart. The same array comes back while the stored text is unchanged, as React requires. */
export function getCart(): readonly CartItem[] {
  if (typeof window === 'undefined') return EMPTY;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const items = parseCart(raw);
    cachedItems = items.length === 0 ? EMPTY : items;
  }
  return cachedItems;
}

/** What the server renders: no cart (it cannot see the browser's storage). */
export function getServerCart(): readonly CartItem[] {
  return EMPTY;
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared the whole storage.
    if (event.key === CART_KEY || event.key === null) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_KEY);
    else window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Full or disabled storage: nothing is kept, but the page keeps working.
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Same product again: quantity + 1; a new product: appended with quantity 1. */
export function addToCart(product: CartProduct): void {
  const items = getCart();
  const existing = items.find((item) => item._id === product._id);
  if (existing && existing.quantity >= MAX_LINE_QUANTITY) return;
  saveCart(withProductAdded(items, product));
}

/** Sets a line's quantity; 0 removes the line. */
export function setCartQuantity(id: string, quantity: number): void {
  saveCart(withQuantity(getCart(), id, Math.min(quantity, MAX_LINE_QUANTITY)));
}

export function removeFromCart(id: string): void {
  saveCart(withoutItem(getCart(), id));
}

export function clearCart(): void {
  saveCart([]);
}

export function getCartCount(): number {
  return countItems(getCart());
}
