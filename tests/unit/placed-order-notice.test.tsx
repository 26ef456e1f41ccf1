// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlacedOrderNotice } from '@/components/shop/placed-order-notice';
import { site } from '@/content/site';
import { PLACED_ORDER_KEY, rememberPlacedOrder } from '@/lib/cart/placed-order';

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

const order = {
  orderNumber: 'SV-7K2M9QX',
  items: [{ name: 'Receipt Printer', quantity: 2, price: 7499.5 }],
  totalAmount: 14999,
  paymentMethod: 'Online' as const,
};

describe('the order notice on Products', () => {
  it('shows the number, a tracking link and the WhatsApp link from sessionStorage; Dismiss forgets the order', async () => {
    rememberPlacedOrder(order);
    render(<PlacedOrderNotice />);
    expect(await screen.findByText('SV-7K2M9QX')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe('/track-order?number=SV-7K2M9QX');
    const href = screen.getByRole('link', { name: /Send order details on WhatsApp/ }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect(url.searchParams.get('text')).toContain('Payment: UPI\n');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('SV-7K2M9QX')).toBeNull();
    expect(window.sessionStorage.getItem(PLACED_ORDER_KEY)).toBeNull();
  });

  it('shows nothing without an order, or for anything else in the slot', async () => {
    for (const stored of [
      null,
      '{oops',
      JSON.stringify({ ...order, orderNumber: '<img src=x onerror=alert(1)>' }),
      JSON.stringify({ ...order, paymentMethod: 'Bitcoin' }),
    ]) {
      window.sessionStorage.clear();
      if (stored !== null) window.sessionStorage.setItem(PLACED_ORDER_KEY, stored);
      const { container, unmount } = render(<PlacedOrderNotice />);
      // Runs the mount effect that reads the slot, then looks.
      await act(async () => {});
      expect(container.innerHTML, String(stored)).toBe('');
      unmount();
    }
  });
});
