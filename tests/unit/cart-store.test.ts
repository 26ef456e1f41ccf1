// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartTotal, countItems, parseCart } from '@/lib/cart/cart-item';
import {
  CART_KEY,
  CART_UPDATED_EVENT,
  addToCart,
  clearCart,
  getCart,
  getServerCart,
  removeFromCart,
  setCartQuantity,
  subscribeToCart,
  updateCartPrices,
} from '@/lib/cart/cart-store';
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { getCheckoutSource, setBuyNowQuantity, startBuyNow, startCartCheckout } from '@/lib/cart/checkout-source';
import { fromRupees } from '@/lib/money';

const scanner = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Barcode Scanner',
  price: 1850,
  images: ['/images/products/barcode-scanners/1.webp'],
  category: 'Barcode Scanners',
};
const printer = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Receipt Printer', price: 4999.5, images: [] };

const stored = () => JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null') as unknown;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cart store over localStorage["cart"]', () => {
  it('adding a new product appends it with quantity 1', () => {
    addToCart(scanner);
    expect(getCart()).toEqual([{ _id: scanner._id, name: scanner.name, price: 1850, image: scanner.images[0], category: 'Barcode Scanners', quantity: 1 }]);
    expect(stored()).toEqual(getCart());
  });

  it(`a line already at MAX_LINE_QUANTITY (${MAX_LINE_QUANTITY}) is left as it is, and adding says so (false)`, () => {
    expect(addToCart(scanner)).toBe(true);
    setCartQuantity(scanner._id, MAX_LINE_QUANTITY);
    expect(addToCart(scanner)).toBe(false);
    expect(getCart().map((item) => item.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it("today's prices replace the stored ones (updateCartPrices), and only a real change is stored", () => {
    addToCart(scanner);
    addToCart(printer);
    expect(updateCartPrices(new Map([[scanner._id, 1850]]))).toBe(false);
    expect(updateCartPrices(new Map([[printer._id, 5100]]))).toBe(true);
    expect(getCart().map((item) => [item._id, item.price])).toEqual([
      [scanner._id, 1850],
      [printer._id, 5100],
    ]);
    expect(stored()).toEqual(getCart());
  });

  it('adding the same _id again raises its quantity by 1 instead of adding a line', () => {
    addToCart(scanner);
    addToCart(scanner);
    addToCart(printer);
    expect(getCart().map((item) => [item._id, item.quantity])).toEqual([
      [scanner._id, 2],
      [printer._id, 1],
    ]);
    expect(countItems(getCart())).toBe(3);
  });

  it('a stored line without a quantity counts as 1 and the next add makes it 2', () => {
    window.localStorage.setItem(CART_KEY, JSON.stringify([{ _id: scanner._id, name: scanner.name, price: 1850, images: scanner.images }]));
    expect(getCart()[0]?.quantity).toBe(1);
    addToCart(scanner);
    expect(getCart()[0]?.quantity).toBe(2);
  });

  it('quantity 0 drops the line; Remove drops it; clear empties the cart', () => {
    addToCart(scanner);
    addToCart(printer);
    setCartQuantity(scanner._id, 3);
    expect(getCart()[0]?.quantity).toBe(3);
    setCartQuantity(scanner._id, 0);
    expect(getCart().map((item) => item._id)).toEqual([printer._id]);
    addToCart(scanner);
    removeFromCart(printer._id);
    expect(getCart().map((item) => item._id)).toEqual([scanner._id]);
    clearCart();
    expect(getCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('every change fires the window event "cartUpdated"', () => {
    const listener = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, listener);
    addToCart(scanner);
    setCartQuantity(scanner._id, 2);
    removeFromCart(scanner._id);
    clearCart();
    window.removeEventListener(CART_UPDATED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("subscribers hear this tab's changes and other tabs' storage events for the cart key only", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToCart(onChange);
    addToCart(scanner);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    unsubscribe();
    addToCart(scanner);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('returns the same array while the stored text is unchanged (useSyncExternalStore needs a stable snapshot)', () => {
    addToCart(scanner);
    expect(getCart()).toBe(getCart());
  });

  it('the server snapshot is an empty cart', () => {
    expect(getServerCart()).toEqual([]);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an object instead of a list', JSON.stringify({ _id: scanner._id, name: 'x' })],
    ['a string', JSON.stringify('cart')],
    ['null', 'null'],
  ])('ignores %s in the cart key instead of crashing', (_label, raw) => {
    window.localStorage.setItem(CART_KEY, raw);
    expect(getCart()).toEqual([]);
    addToCart(scanner);
    expect(getCart()).toHaveLength(1);
  });

  it('drops foreign lines (no valid _id or name, bad quantity) and keeps the valid ones', () => {
    const lines = parseCart(
      JSON.stringify([
        { _id: scanner._id, name: 'Good', price: 10, quantity: 2 },
        { _id: 'not-an-object-id', name: 'Bad id' },
        { name: 'No id' },
        { _id: printer._id, name: 'Bad quantity', quantity: -1 },
        { _id: printer._id, name: 'Fraction', quantity: 1.5 },
        42,
        null,
      ]),
    );
    expect(lines).toEqual([{ _id: scanner._id, name: 'Good', price: 10, quantity: 2 }]);
  });

  it('merges stored lines of one product into one, kept within the per-product cap the server applies', () => {
    const lines = parseCart(
      JSON.stringify([
        { _id: scanner._id, name: 'Scanner', quantity: 2 },
        { _id: printer._id, name: 'Printer', quantity: 1 },
        { _id: scanner._id.toUpperCase(), name: 'Scanner again', quantity: 3 },
        ...Array.from({ length: 3 }, () => ({ _id: printer._id, name: 'Printer', quantity: MAX_LINE_QUANTITY })),
      ]),
    );
    expect(lines).toEqual([
      { _id: scanner._id, name: 'Scanner', quantity: 5 },
      { _id: printer._id, name: 'Printer', quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('drops a stored picture that is neither a site path nor an https URL (the default image shows instead)', () => {
    const [line] = parseCart(JSON.stringify([{ _id: scanner._id, name: 'Scanner', image: 'javascript:alert(1)' }]));
    expect(line).toEqual({ _id: scanner._id, name: 'Scanner', quantity: 1 });
    const [kept] = parseCart(JSON.stringify([{ _id: scanner._id, name: 'Scanner', images: ['https://res.cloudinary.com/demo/a.webp'] }]));
    expect(kept?.image).toBe('https://res.cloudinary.com/demo/a.webp');
  });

  it('totals price x quantity to the paisa', () => {
    addToCart(printer);
    addToCart(printer);
    addToCart(scanner);
    expect(cartTotal(getCart())).toBe(fromRupees(11849));
  });
});

describe('Buy Now checkout source (sessionStorage)', () => {
  it('Buy Now makes a one-item cart with quantity 1 and leaves the stored cart untouched', () => {
    addToCart(scanner);
    const before = window.localStorage.getItem(CART_KEY);
    startBuyNow(printer);
    const source = getCheckoutSource();
    expect(source.source).toBe('buy-now');
    expect(source.source === 'buy-now' ? source.items.map((item) => [item._id, item.quantity]) : []).toEqual([[printer._id, 1]]);
    expect(window.localStorage.getItem(CART_KEY)).toBe(before);
  });

  it('survives a reload because it lives in sessionStorage', () => {
    startBuyNow(printer);
    expect(JSON.parse(window.sessionStorage.getItem('checkout') ?? '{}')).toMatchObject({ source: 'buy-now' });
  });

  it("quantity changes stay in the Buy Now cart; the cart page's Buy Now switches back to the stored cart", () => {
    startBuyNow(printer);
    setBuyNowQuantity(printer._id, 3);
    const source = getCheckoutSource();
    expect(source.source === 'buy-now' ? source.items[0]?.quantity : 0).toBe(3);
    expect(getCart()).toEqual([]);
    startCartCheckout();
    expect(getCheckoutSource().source).toBe('cart');
  });

  it('corrupt session data falls back to the stored cart', () => {
    window.sessionStorage.setItem('checkout', '{oops');
    expect(getCheckoutSource().source).toBe('cart');
  });
});
