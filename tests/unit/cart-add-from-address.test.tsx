// @vitest-environment jsdom
/**
 * Add to Cart tapped before its page's script ran: the form asked for /my-cart?add={id}. The cart page
 * takes the parameter out of the address, reads the product from the catalogue and adds it with the
 * same rules and alerts as the button does once the script runs.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartView } from '@/components/cart/cart-view';
import { cartProductOf } from '@/lib/cart/add-to-cart';
import { getCart } from '@/lib/cart/cart-store';
import { messages } from '@/lib/messages';
import { shopMessages } from '@/lib/messages/shop';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const scanner = {
  _id: '6b1402dda90a4099d6cedaa8',
  name: 'Barcode Scanner',
  price: 1850,
  images: ['/uploads/scanner.webp', '/uploads/side.webp'],
  category: 'Barcode Scanners',
  rating: 4,
};

/** GET /api/products/{id} answers from `catalogue`; the cart's price re-check answers today's prices. */
let catalogue: Record<string, Response | (() => Response)> = {};
const productRequests = vi.fn<(id: string) => void>();
const alertMock = vi.fn<(message?: string) => void>();

beforeEach(() => {
  window.localStorage.clear();
  catalogue = {};
  productRequests.mockReset();
  alertMock.mockReset();
  vi.stubGlobal('alert', alertMock);
  vi.stubGlobal('fetch', async (url: string) => {
    const address = new URL(String(url), 'http://localhost');
    if (address.pathname === '/api/products/prices') return json({ [scanner._id]: scanner.price });
    const id = address.pathname.replace('/api/products/', '');
    productRequests(id);
    const answer = catalogue[id];
    if (!answer) return json({ message: 'Not found' }, 404);
    return typeof answer === 'function' ? answer() : answer;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const openCart = (search: string) => {
  window.history.replaceState(null, '', `/my-cart${search}`);
  render(<CartView />);
};

describe('/my-cart?add={id}', () => {
  it('adds the product read from the catalogue, says so as the button does, and takes the parameter out of the address', async () => {
    catalogue[scanner._id] = json(scanner);
    openCart(`?add=${scanner._id}`);
    await waitFor(() => expect(getCart().map((item) => [item._id, item.quantity])).toEqual([[scanner._id, 1]]));
    expect(alertMock).toHaveBeenCalledWith(messages.products.addedToCart(scanner.name));
    expect(window.location.pathname + window.location.search).toBe('/my-cart');
    expect(await screen.findByRole('link', { name: scanner.name })).toBeTruthy();
    expect(getCart()[0]).toMatchObject({ name: scanner.name, price: scanner.price, image: scanner.images[0] });
  });

  it('the same product again raises its quantity', async () => {
    catalogue[scanner._id] = () => json(scanner);
    openCart(`?add=${scanner._id}`);
    await waitFor(() => expect(getCart().map((item) => item.quantity)).toEqual([1]));
    cleanup();
    openCart(`?add=${scanner._id}`);
    await waitFor(() => expect(getCart().map((item) => item.quantity)).toEqual([2]));
  });

  it('stops at the units left and says how many there are', async () => {
    catalogue[scanner._id] = () => json({ ...scanner, availability: 'low-stock', unitsLeft: 2 });
    window.localStorage.setItem('cart', JSON.stringify([{ _id: scanner._id, name: scanner.name, price: scanner.price, quantity: 2 }]));
    openCart(`?add=${scanner._id}`);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Only 2 of Barcode Scanner are left, and all are in your cart.'));
    expect(getCart().map((item) => item.quantity)).toEqual([2]);
  });

  it('out of stock: adds nothing and says so', async () => {
    catalogue[scanner._id] = json({ ...scanner, availability: 'out-of-stock' });
    openCart(`?add=${scanner._id}`);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(shopMessages.outOfStock(scanner.name)));
    expect(getCart()).toEqual([]);
  });

  it.each([
    ['an id the catalogue does not have', '6b1402dda90a4099d6cedaa9', true],
    ['an id that is not one', 'not-an-id', false],
  ])('%s: adds nothing and says it could not be added', async (_, id, asked) => {
    openCart(`?add=${id}`);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(shopMessages.notAdded));
    expect(productRequests).toHaveBeenCalledTimes(asked ? 1 : 0);
    expect(getCart()).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('a product without a price (Price on request) is not sold online: nothing is added', async () => {
    catalogue[scanner._id] = json({ ...scanner, price: undefined });
    openCart(`?add=${scanner._id}`);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(shopMessages.notAdded));
    expect(getCart()).toEqual([]);
  });

  it('without the parameter the cart page asks the catalogue for nothing and alerts nothing', async () => {
    openCart('');
    expect(await screen.findByRole('heading', { name: messages.cart.empty })).toBeTruthy();
    expect(productRequests).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
  });
});

describe('cartProductOf', () => {
  it('takes the cart line and the availability from a catalogue answer, and refuses anything else', () => {
    expect(cartProductOf({ ...scanner, availability: 'low-stock', unitsLeft: 3 }, scanner._id)).toEqual({
      product: { _id: scanner._id, name: scanner.name, price: scanner.price, images: [scanner.images[0]], category: scanner.category },
      availability: { availability: 'low-stock', unitsLeft: 3 },
    });
    expect(cartProductOf({ ...scanner, _id: '6b1402dda90a4099d6cedaa9' }, scanner._id)).toBeNull();
    expect(cartProductOf({ ...scanner, name: '' }, scanner._id)).toBeNull();
    expect(cartProductOf({ ...scanner, price: '1850' }, scanner._id)).toBeNull();
    expect(cartProductOf(null, scanner._id)).toBeNull();
  });
});
