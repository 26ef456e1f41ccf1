// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartView } from '@/components/cart/cart-view';
import { addToCart, getCart } from '@/lib/cart/cart-store';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

/** GET /api/products/prices?ids=...: the ids asked for go to pricesMock. */
const pricesMock = vi.fn<(ids: string[]) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const scanner = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Barcode Scanner', price: 1850, images: [] };
const printer = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Receipt Printer', price: 4999.5, images: [] };

beforeEach(() => {
  window.localStorage.clear();
  pricesMock.mockReset();
  vi.stubGlobal('fetch', (url: string) => {
    const address = new URL(String(url), 'http://localhost');
    if (address.pathname !== '/api/products/prices') throw new Error(`unexpected request ${url}`);
    return pricesMock(
      address.searchParams
        .get('ids')
        ?.split(',')
        .map((entry) => entry.split(':')[0] ?? '') ?? [],
    );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/my-cart keeps the stored cart honest', () => {
  it("shows today's prices, as the checkout does, and stores them", async () => {
    addToCart(scanner);
    addToCart(printer);
    pricesMock.mockImplementation(async () => json({ [scanner._id]: 1900, [printer._id]: 4999.5 }));
    render(<CartView />);
    await waitFor(() => expect(screen.getByTestId('grand-total').textContent).toBe('₹6,899.50'));
    expect(pricesMock).toHaveBeenCalledWith([scanner._id, printer._id]);
    expect(screen.getByTestId('prices-updated').textContent).toBe("Some prices have changed since you added these items. The totals below are today's prices.");
    expect(getCart().map((item) => item.price)).toEqual([1900, 4999.5]);
  });

  it('a product deleted by the admin leaves the cart with a message that names it', async () => {
    addToCart(scanner);
    addToCart(printer);
    pricesMock.mockImplementation(async () => json({}));
    render(<CartView />);
    expect((await screen.findByTestId('products-gone')).textContent).toBe(
      'Barcode Scanner and Receipt Printer are no longer sold and have been removed from your cart.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Cart is Empty');
    expect(getCart()).toEqual([]);
  });

  it('keeps every line when the prices cannot be read', async () => {
    addToCart(scanner);
    pricesMock.mockImplementation(async () => new Response('down', { status: 503 }));
    render(<CartView />);
    await waitFor(() => expect(pricesMock).toHaveBeenCalled());
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.queryByTestId('products-gone')).toBeNull();
  });
});
