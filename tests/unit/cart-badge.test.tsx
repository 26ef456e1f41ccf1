// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartBadge } from '@/components/site/cart-badge';
import { CART_KEY, addToCart, clearCart } from '@/lib/cart/cart-store';

const scanner = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Barcode Scanner', price: 1850 };
const printer = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Receipt Printer', price: 4999 };
const badge = () => screen.queryByTestId('cart-badge');

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the header's cart badge", () => {
  it('is hidden at zero and counts pieces live as the cart changes', () => {
    render(<CartBadge />);
    expect(badge()).toBeNull();
    act(() => addToCart(scanner));
    expect(badge()?.textContent).toBe('1');
    expect(screen.getByText(', 1 item')).toBeTruthy();
    act(() => {
      addToCart(scanner);
      addToCart(printer);
    });
    expect(badge()?.textContent).toBe('3');
    expect(screen.getByText(', 3 items')).toBeTruthy();
    act(() => clearCart());
    expect(badge()).toBeNull();
  });

  it("follows another tab's changes through the storage event, ignoring foreign lines", () => {
    render(<CartBadge />);
    act(() => {
      window.localStorage.setItem(
        CART_KEY,
        JSON.stringify([
          { ...scanner, quantity: 150 },
          { _id: 'not-ours', name: 'x' },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(badge()?.textContent).toBe('99+');
  });
});
