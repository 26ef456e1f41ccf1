/**
 * Where the checkout's items come from: the stored cart, or a one-item "Buy Now" cart that leaves the
 * stored cart untouched. Kept in sessionStorage so a reload of /buy-now keeps the same items, and
 * exposed as an external store like the cart.
 */
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { parseCart, toCartItem, withPrices, withQuantity, type CartItem, type CartProduct } from './cart-item';

export const CHECKOUT_KEY = 'checkout';
export const CHECKOUT_UPDATED_EVENT = 'checkoutUpdated';

export type CheckoutSource = { source: 'cart' } | { source: 'buy-now'; items: readonly CartItem[] };

const FROM_CART: CheckoutSource = Object.freeze({ source: 'cart' });

let cachedRaw: string | null = null;
let cachedSource: CheckoutSource = FROM_CART;

function parseSource(raw: string | null): CheckoutSource {
  if (!raw) return FROM_CART;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'buy-now') {
      return { source: 'buy-now', items: parseCart(JSON.stringify((data as { items?: unknown }).items ?? null)) };
    }
  } catch {
    // Corrupt session data: fall back to the cart.
  }
  return FROM_CART;
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_KEY);
  } catch {
    return null;
  }
}

function write(source: CheckoutSource): void {
  try {
    if (source.source === 'cart') window.sessionStorage.removeItem(CHECKOUT_KEY);
    else window.sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(source));
  } catch {
    // Disabled storage: the checkout then works from the cart only.
  }
  window.dispatchEvent(new Event(CHECKOUT_UPDATED_EVENT));
}

export function getCheckoutSource(): CheckoutSource {
  if (typeof window === 'undefined') return FROM_CART;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSource = parseSource(raw);
  }
  return cachedSource;
}

export function getServerCheckoutSource(): CheckoutSource {
  return FROM_CART;
}

export function subscribeToCheckoutSource(onChange: () => void): () => void {
  window.addEventListener(CHECKOUT_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(CHECKOUT_UPDATED_EVENT, onChange);
}

/** Product page / card "Buy Now": check out this one product, quantity 1. */
export function startBuyNow(product: CartProduct): void {
  write({ source: 'buy-now', items: [toCartItem(product, 1)] });
}

/** A Buy Now checkout of these lines (the one the server rendered for /buy-now?product=ID). */
export function startBuyNowItems(items: readonly CartItem[]): void {
  write({ source: 'buy-now', items: [...items] });
}

/** Cart page "Buy Now": check out the stored cart. */
export function startCartCheckout(): void {
  write(FROM_CART);
}

/** Quantity change on a Buy Now checkout; dropping the last item ends it. */
export function setBuyNowQuantity(id: string, quantity: number): void {
  const current = getCheckoutSource();
  if (current.source !== 'buy-now') return;
  const items = withQuantity(current.items, id, Math.min(quantity, MAX_LINE_QUANTITY));
  // Emptied, it stays a Buy Now checkout with no items: showing the stored cart instead would surprise.
  write({ source: 'buy-now', items });
}

/** Stores today's prices (fetchCurrentPrices) in a Buy Now checkout; true when one of them changed. */
export function updateBuyNowPrices(prices: ReadonlyMap<string, number>): boolean {
  const current = getCheckoutSource();
  if (current.source !== 'buy-now') return false;
  const items = withPrices(current.items, prices);
  if (items === current.items) return false;
  write({ source: 'buy-now', items });
  return true;
}

/** Drops products the shop no longer has from a Buy Now checkout; answers the lines dropped. */
export function removeGoneFromBuyNow(gone: readonly string[]): CartItem[] {
  const current = getCheckoutSource();
  if (current.source !== 'buy-now') return [];
  const removed = current.items.filter((item) => gone.includes(item._id));
  if (removed.length > 0) write({ source: 'buy-now', items: current.items.filter((item) => !gone.includes(item._id)) });
  return removed;
}

export function endCheckout(): void {
  write(FROM_CART);
}
