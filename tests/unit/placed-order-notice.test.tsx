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
  tax: { supplyType: 'inter-state' as const, taxableValue: 12711.02, cgst: 0, sgst: 0, igst: 2287.98 },
  address: 'Shop 4, FC Road\nPune 411004\nMaharashtra',
  paymentMethod: 'Online' as const,
};

describe('the order confirmation on Products', () => {
  it('shows the number, items, total with its tax split, the address, UPI payment, next steps, tracking and WhatsApp links from sessionStorage; Dismiss forgets the order', async () => {
    rememberPlacedOrder(order);
    render(<PlacedOrderNotice />);
    expect(await screen.findByText('SV-7K2M9QX')).toBeTruthy();
    expect(screen.getByTestId('confirmation-items').textContent).toContain('Receipt Printer × 2');
    expect(screen.getByTestId('confirmation-tax').textContent).toContain('IGST₹2,287.98');
    expect(screen.getByTestId('confirmation-total').textContent).toBe('₹14,999');
    expect(screen.getByTestId('confirmation-address').textContent).toBe(order.address);
    expect(screen.getByTestId('confirmation-upi').textContent).toContain(site.upi.id);
    expect(screen.getByTestId('confirmation-next').textContent).toContain('working day');
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe('/track-order?number=SV-7K2M9QX');
    const href = screen.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href') ?? '';
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
      JSON.stringify({ ...order, tax: { supplyType: 'x' } }),
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
