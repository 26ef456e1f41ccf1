// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Checkout } from '@/components/cart/checkout';
import { addToCart, getCart } from '@/lib/cart/cart-store';

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const scanner = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Barcode Scanner', price: 1850, images: [] };
const printer = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Receipt Printer', price: 4999.5, images: [] };
const alertMock = vi.fn<(message?: string) => void>();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal('alert', alertMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('a 409 for a short line tells the customer which item is short and how many are left, under that item, and keeps the cart', async () => {
  const message = 'Only 1 left of Receipt Printer. Please lower the quantity.';
  vi.stubGlobal('fetch', async (url: string) => {
    if (String(url).startsWith('/api/products/prices')) return json({ [scanner._id]: scanner.price, [printer._id]: printer.price });
    return json({ message, productId: printer._id, available: 1 }, 409);
  });
  addToCart(scanner);
  addToCart(printer);
  addToCart(printer);
  const user = userEvent.setup();
  render(<Checkout />);
  await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Address (house, street, area)'), 'Shop 4, Ghumar Mandi');
  await user.type(screen.getByLabelText('City'), 'Ludhiana');
  await user.type(screen.getByLabelText('PIN Code'), '141001');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(alertMock).toHaveBeenCalled());
  expect(alertMock.mock.calls[0]?.[0]).toContain(message);
  const lines = screen.getAllByTestId('checkout-line');
  expect(within(lines[1]!).getByRole('alert').textContent).toBe(message);
  expect(within(lines[0]!).queryByRole('alert')).toBeNull();
  expect(router.push).not.toHaveBeenCalled();
  expect(getCart().map((item) => item.quantity)).toEqual([1, 2]);
});
