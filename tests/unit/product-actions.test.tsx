// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductActions } from '@/components/shop/product-actions';
import { getCart, setCartQuantity } from '@/lib/cart/cart-store';
import { messages } from '@/lib/messages';
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { ASK_WHEN_BACK, backInStockText } from '@/lib/availability';
import { whatsAppLink } from '@/lib/whatsapp';

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const scanner = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Barcode Scanner', price: 1850, images: [] };
const alertMock = vi.fn<(message?: string) => void>();

beforeEach(() => {
  window.localStorage.clear();
  router.push.mockReset();
  alertMock.mockReset();
  vi.stubGlobal('alert', alertMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Add to Cart (spec: same _id gets quantity +1, the cart is saved and the user goes to /my-cart)', () => {
  it('adds, alerts "<name> added to cart!" and goes to the cart', async () => {
    render(<ProductActions product={scanner} goToCartAfterAdd />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(getCart().map((item) => item.quantity)).toEqual([1]);
    expect(alertMock).toHaveBeenCalledWith(messages.products.addedToCart(scanner.name));
    expect(router.push).toHaveBeenCalledWith('/my-cart');
  });

  it(`at ${MAX_LINE_QUANTITY} of one product it adds nothing and says why, instead of claiming it was added`, async () => {
    render(<ProductActions product={scanner} goToCartAfterAdd={false} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    setCartQuantity(scanner._id, MAX_LINE_QUANTITY);
    alertMock.mockReset();
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(getCart().map((item) => item.quantity)).toEqual([MAX_LINE_QUANTITY]);
    expect(alertMock).toHaveBeenCalledWith(messages.cart.quantityLimit);
    expect(alertMock).not.toHaveBeenCalledWith(messages.products.addedToCart(scanner.name));
  });
});

describe('Add to Cart and Buy Now before hydration', () => {
  it('both work in the server HTML: Add to Cart is an enabled button of a GET form to the cart carrying the product id; Buy Now is a link to the server-rendered checkout', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProductActions product={scanner} goToCartAfterAdd={false} />);
    const buttons = Array.from(container.querySelectorAll('button'));
    expect(buttons.map((button) => [button.textContent, button.disabled, button.type])).toEqual([['Add to Cart', false, 'submit']]);
    const form = buttons[0]?.form;
    expect([form?.getAttribute('action'), form?.getAttribute('method')]).toEqual(['/my-cart', 'get']);
    // What the browser sends when the button is pressed before the script runs: /my-cart?add={id}.
    expect(new URLSearchParams(new FormData(form ?? undefined) as unknown as Record<string, string>).toString()).toBe(`add=${scanner._id}`);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(`/buy-now?product=${scanner._id}`);
  });

  it('once rendered in the browser, Add to Cart adds in place: the form is not sent', async () => {
    render(<ProductActions product={scanner} goToCartAfterAdd={false} />);
    // Seen from the document, after React's own listener on its root: sending the form was prevented.
    const sent = vi.fn();
    const onSubmit = (event: Event) => sent(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    document.removeEventListener('submit', onSubmit);
    expect(sent).toHaveBeenCalledWith(true);
    expect(getCart().map((item) => item._id)).toEqual([scanner._id]);
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(`/buy-now?product=${scanner._id}`);
  });
});

describe('Add to Cart stops at the units left', () => {
  it('adds up to the units left, then says how many there are and adds nothing', async () => {
    render(<ProductActions product={scanner} goToCartAfterAdd={false} unitsLeft={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(alertMock).toHaveBeenLastCalledWith(messages.products.addedToCart(scanner.name));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCart().map((item) => item.quantity)).toEqual([2]);
    expect(alertMock).toHaveBeenLastCalledWith('Only 2 of ' + scanner.name + ' are left, and all are in your cart.');
  });
});

describe('out of stock', () => {
  it('both buttons are disabled and a WhatsApp link asks when the product is back, in the server HTML', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProductActions product={scanner} goToCartAfterAdd={false} outOfStock />);
    expect(Array.from(container.querySelectorAll('button')).map((button) => [button.textContent, button.disabled])).toEqual([
      ['Add to Cart', true],
      ['Buy Now', true],
    ]);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual([ASK_WHEN_BACK]);
    expect(links[0]?.getAttribute('href')).toBe(whatsAppLink(backInStockText(scanner.name)));
    expect(links[0]?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('in stock, there is no such link', () => {
    render(<ProductActions product={scanner} goToCartAfterAdd={false} />);
    expect(screen.queryByRole('link', { name: ASK_WHEN_BACK })).toBeNull();
  });
});
