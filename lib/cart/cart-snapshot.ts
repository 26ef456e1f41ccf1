/**
 * The read side of the cart store (cart-store.ts): the stored cart as a snapshot for useSyncExternalStore,
 * and its change events. Kept apart from the writers so the header's cart badge ships only this and the parser.
 */
import { parseCart, type CartItem } from './parse-cart';

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
