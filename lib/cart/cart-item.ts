/**
 * One line of a cart as the browser keeps it (what the cart page and checkout show, plus a quantity):
 * building and changing lines, and their totals. Reading a stored cart lives in parse-cart.ts.
 */
import { itemTotal, sumMoney, type Money } from '@/lib/money';
import type { CartItem, CartProduct } from './parse-cart';

export { countItems, parseCart, parseCartItem } from './parse-cart';
export type { CartItem, CartProduct } from './parse-cart';

export function toCartItem(product: CartProduct, quantity = 1): CartItem {
  const item: CartItem = { _id: product._id, name: product.name, quantity };
  if (product.price !== undefined) item.price = product.price;
  const image = product.images?.[0];
  if (image) item.image = image;
  if (product.category) item.category = product.category;
  return item;
}

/** Same _id: quantity + 1; otherwise appended with quantity 1. */
export function withProductAdded(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const index = items.findIndex((item) => item._id === product._id);
  if (index === -1) return [...items, toCartItem(product)];
  return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item));
}

/** A quantity of 0 or less drops the line. */
export function withQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity < 1) return items.filter((item) => item._id !== id);
  return items.map((item) => (item._id === id ? { ...item, quantity: Math.trunc(quantity) } : item));
}

/** The lines with these prices where they differ from the stored ones; the same array when none does. */
export function withPrices(items: readonly CartItem[], prices: ReadonlyMap<string, number>): readonly CartItem[] {
  let changed = false;
  const updated = items.map((item) => {
    const price = prices.get(item._id);
    if (price === undefined || price === item.price) return item;
    changed = true;
    return { ...item, price };
  });
  return changed ? updated : items;
}

export function withoutItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item._id !== id);
}

export function lineTotalOf(item: CartItem): Money {
  return itemTotal({ price: item.price ?? 0, quantity: item.quantity });
}

/** Grand total of the shown prices, paise-exact. Lines without a price count as 0. */
export function cartTotal(items: readonly CartItem[]): Money {
  return sumMoney(items.map(lineTotalOf));
}
