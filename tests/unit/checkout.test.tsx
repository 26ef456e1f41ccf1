// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkout, orderRequestBody, validateOrder } from '@/components/cart/checkout';
import { site } from '@/content/site';
import { CART_KEY, addToCart, getCart } from '@/lib/cart/cart-store';
import { startBuyNow } from '@/lib/cart/checkout-source';
import { messages } from '@/lib/messages';

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('qrcode', () => {
  const toDataURL = vi.fn(async (text: string) => `data:image/png;base64,${btoa(text)}`);
  return { default: { toDataURL }, toDataURL };
});

/** POST /api/orders; the price refresh (GET /api/products/prices?ids=...) goes to pricesMock, with the ids asked for. */
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const pricesMock = vi.fn<(ids: string[]) => Promise<Response>>();
const alertMock = vi.fn<(message?: string) => void>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const scanner = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Barcode Scanner', price: 1850, images: [] };
const printer = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Receipt Printer', price: 4999.5, images: [] };
const placed = { message: 'Order placed successfully', order: { _id: 'cccccccccccccccccccccccc', orderNumber: 'SV-7K2M9QX', totalAmount: 8699.5 } };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fetchMock.mockReset();
  pricesMock.mockReset();
  // By default every product still costs what the cart says.
  pricesMock.mockImplementation(async (ids) => json(Object.fromEntries([scanner, printer].filter((p) => ids.includes(p._id)).map((p) => [p._id, p.price]))));
  alertMock.mockReset();
  router.push.mockReset();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const address = new URL(String(url), 'http://localhost');
    return address.pathname === '/api/products/prices'
      ? pricesMock(
          address.searchParams
            .get('ids')
            ?.split(',')
            .map((entry) => entry.split(':')[0] ?? '') ?? [],
        )
      : fetchMock(url, init);
  });
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillShipping(user: ReturnType<typeof userEvent.setup>, mobile = '9876543210') {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Address (house, street, area)'), 'Shop 4, Ghumar Mandi');
  await user.type(screen.getByLabelText('City'), 'Ludhiana');
  // The PIN code fills in its state (Punjab), which the buyer sees and keeps.
  await user.type(screen.getByLabelText('PIN Code'), '141001');
  await user.type(screen.getByLabelText('Mobile Number'), mobile);
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
}

const postedBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const postedKeys = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('checkout (/buy-now)', () => {
  it('shows "No items found in your cart" and "Go Shopping" when there is nothing to buy', () => {
    render(<Checkout />);
    expect(screen.getByRole('heading', { name: 'No items found in your cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Shopping' })).toBeTruthy();
  });

  it('takes the items from the cart: Order Summary lines, Price Details item count and total', () => {
    addToCart(scanner);
    addToCart(scanner);
    addToCart(printer);
    render(<Checkout />);
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(2);
    expect(screen.getByTestId('item-count').textContent).toBe('3');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹8,699.50');
  });

  it('Buy Now checks out only its one product, and adjusting it leaves the stored cart alone', async () => {
    addToCart(scanner);
    startBuyNow(printer);
    const user = userEvent.setup();
    render(<Checkout />);
    const lines = screen.getAllByTestId('checkout-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0] as HTMLElement).getByText('Receipt Printer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Receipt Printer' }));
    expect(screen.getByTestId('item-count').textContent).toBe('2');
    expect(getCart().map((item) => [item._id, item.quantity])).toEqual([[scanner._id, 1]]);
  });

  it('COD is the default; Online reveals the UPI ID, the mobile number, a required "UPI transaction ID" and a QR of the upi:// link with the exact total', async () => {
    addToCart(printer);
    const user = userEvent.setup();
    render(<Checkout />);
    expect((screen.getByLabelText('Cash on Delivery (COD)') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('UPI transaction ID')).toBeNull();
    await user.click(screen.getByLabelText('Online (UPI)'));
    const online = screen.getByTestId('online-payment');
    expect(within(online).getByText(site.upi.id)).toBeTruthy();
    expect(within(online).getByText(site.mobile)).toBeTruthy();
    expect((screen.getByLabelText('UPI transaction ID') as HTMLInputElement).required).toBe(true);
    const qr = await screen.findByTestId('upi-qr');
    const link = new URL(qr.getAttribute('data-upi-link') ?? '');
    expect(link.searchParams.get('pa')).toBe(site.upi.id);
    expect(link.searchParams.get('pn')).toBe(site.upi.payee);
    expect(link.searchParams.get('am')).toBe('4999.50');
    expect(link.searchParams.get('cu')).toBe('INR');
  });

  it("reads today's prices first: a changed price updates the total, the UPI amount and the stored cart, and says so", async () => {
    addToCart(printer);
    pricesMock.mockImplementation(async () => json({ [printer._id]: 5200 }));
    const user = userEvent.setup();
    render(<Checkout />);
    expect((await screen.findByTestId('prices-updated')).textContent).toBe(messages.orders.pricesUpdated);
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹5,200');
    expect(pricesMock).toHaveBeenCalledWith([printer._id]);
    expect(getCart().map((item) => item.price)).toEqual([5200]);
    await user.click(screen.getByLabelText('Online (UPI)'));
    const qr = await screen.findByTestId('upi-qr');
    expect(new URL(qr.getAttribute('data-upi-link') ?? '').searchParams.get('am')).toBe('5200.00');
  });

  it('the mobile field takes a number written "+91 98765 43210" whole, and the address shows its limit', async () => {
    addToCart(printer);
    const user = userEvent.setup();
    render(<Checkout />);
    const mobile = (await screen.findByLabelText('Mobile Number')) as HTMLInputElement;
    await user.type(mobile, '+91 98765 43210');
    expect(mobile.value).toBe('+91 98765 43210');
    const address = screen.getByLabelText('Address (house, street, area)');
    expect(address.getAttribute('maxlength')).toBe('400');
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Up to 400 characters.');
  });

  it('a product deleted by the admin leaves the cart, and a message names it', async () => {
    addToCart(scanner);
    addToCart(printer);
    // The answer knows only the printer: the scanner has been deleted.
    pricesMock.mockImplementation(async () => json({ [printer._id]: printer.price }));
    render(<Checkout />);
    expect((await screen.findByTestId('products-gone')).textContent).toBe('Barcode Scanner is no longer sold and has been removed from your cart.');
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(1);
    expect(getCart().map((item) => item.name)).toEqual([printer.name]);
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,999.50');
  });

  it('a product without a price (answered null) stays in the cart', async () => {
    addToCart(scanner);
    pricesMock.mockImplementation(async () => json({ [scanner._id]: null }));
    render(<Checkout />);
    await waitFor(() => expect(pricesMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('products-gone')).toBeNull();
    expect(getCart().map((item) => item.name)).toEqual([scanner.name]);
  });

  it("a Buy Now checkout takes today's price too, and the stored cart stays as it was", async () => {
    addToCart(printer);
    startBuyNow(printer);
    pricesMock.mockImplementation(async () => json({ [printer._id]: 4800 }));
    render(<Checkout />);
    await screen.findByTestId('prices-updated');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,800');
    expect(getCart().map((item) => item.price)).toEqual([printer.price]);
  });

  it('keeps the stored prices and says nothing when they are unchanged or cannot be read', async () => {
    addToCart(scanner);
    addToCart(printer);
    // The scanner's price unchanged, the printer without a price any more (null), then no answer at all.
    for (const answer of [async () => json({ [scanner._id]: scanner.price, [printer._id]: null }), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      pricesMock.mockReset();
      pricesMock.mockImplementation(answer);
      const { unmount } = render(<Checkout />);
      await waitFor(() => expect(pricesMock).toHaveBeenCalledWith([scanner._id, printer._id]));
      await act(async () => {
        await pricesMock.mock.results[0]?.value.catch(() => undefined);
      });
      expect(screen.queryByTestId('prices-updated')).toBeNull();
      expect(screen.getByTestId('checkout-total').textContent).toBe('₹6,849.50');
      unmount();
    }
  });

  it('asks the state, never preselects it: the PIN code suggests it, the tax split shows once it is chosen, another state is IGST', async () => {
    addToCart(printer);
    const user = userEvent.setup();
    render(<Checkout />);
    const state = (await screen.findByLabelText('State')) as HTMLSelectElement;
    expect(state.value).toBe('');
    expect(screen.getByText(/Your state decides the tax/)).toBeTruthy();
    expect(screen.queryByTestId('tax-cgst')).toBeNull();
    await user.type(screen.getByLabelText('PIN Code'), '141001');
    expect(state.value).toBe('Punjab');
    expect(screen.getByTestId('state-suggestion').textContent).toContain('please check');
    // ₹4,999.50 at 18%: taxable 4,236.86, tax 762.64 split 381.32 + 381.32.
    expect((await screen.findByTestId('tax-cgst')).textContent).toBe('₹381.32');
    expect(screen.getByTestId('tax-sgst').textContent).toBe('₹381.32');
    await user.selectOptions(state, 'Maharashtra');
    expect(screen.getByTestId('tax-igst').textContent).toBe('₹762.64');
    expect(screen.getByTestId('state-suggestion').textContent).toContain('PIN code 141001 is in Punjab, but Maharashtra is chosen');
    // A new PIN code leaves the buyer's own choice alone.
    await user.clear(screen.getByLabelText('PIN Code'));
    await user.type(screen.getByLabelText('PIN Code'), '110001');
    expect(state.value).toBe('Maharashtra');
  });

  it('checks the shipping fields with the shared order rules and sends nothing while one is wrong', async () => {
    addToCart(printer);
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user, '98765');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeTruthy();
    expect(screen.getByLabelText('Mobile Number').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an Online order without a transaction ID is refused by the same rules as the server', () => {
    const body = orderRequestBody(
      { fullName: 'A', addressLines: 'B', city: 'Ludhiana', pinCode: '141001', mobile: '9876543210', email: 'a@b.in' },
      'Online',
      '  ',
      [{ ...scanner, quantity: 1 }],
      { billingState: 'Punjab', business: false, businessName: '', gstin: '' },
    );
    expect(validateOrder(body).transactionId).toBe(messages.orders.transactionIdRequired);
    expect(validateOrder({ ...body, transactionId: 'UPI123456' })).toEqual({});
  });

  it('Place Order posts the spec body with an Idempotency-Key, alerts success with the order number, clears the cart and goes to /products', async () => {
    addToCart(scanner);
    addToCart(printer);
    addToCart(printer);
    fetchMock.mockResolvedValue(json(placed, 201));
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/products'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders');
    expect(postedBodies()[0]).toEqual({
      fullName: 'Asha Verma',
      address: 'Shop 4, Ghumar Mandi\nLudhiana 141001\nPunjab',
      shippingAddress: { lines: 'Shop 4, Ghumar Mandi', city: 'Ludhiana', pinCode: '141001', state: 'Punjab' },
      mobile: '9876543210',
      email: 'asha@example.in',
      billingState: 'Punjab',
      gstin: null,
      businessName: null,
      paymentMethod: 'COD',
      transactionId: null,
      cart: [
        { _id: scanner._id, quantity: 1 },
        { _id: printer._id, quantity: 2 },
      ],
      totalAmount: 11849,
    });
    expect(postedKeys()[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const alertText = alertMock.mock.calls[0]?.[0] ?? '';
    expect(alertText.split('\n')[0]).toBe('Order placed successfully!');
    expect(alertText).toContain('SV-7K2M9QX');
    expect(getCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });

  it("a field the server refuses (the shop's own GSTIN, which only the server knows) is shown next to it, with no alert and the cart kept", async () => {
    addToCart(printer);
    const refusal = "This is our own GSTIN. Please enter your business's GSTIN.";
    fetchMock.mockResolvedValue(json({ message: refusal, errors: { gstin: [refusal] } }, 400));
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user);
    await user.click(screen.getByLabelText('Business purchase: GST invoice'));
    await user.type(screen.getByLabelText('Business Name'), 'Anyone Traders');
    await user.type(screen.getByLabelText('GSTIN'), site.tax.gstin);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const gstin = screen.getByLabelText('GSTIN');
    await waitFor(() => expect(gstin.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('checkout-gstin-error')?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(gstin);
    expect(alertMock).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    expect(getCart()).toHaveLength(1);
  });

  it('a double click on Place Order makes one request, and the button is disabled while posting', async () => {
    addToCart(scanner);
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user);
    const button = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await user.dblClick(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await user.click(button);
    answer(json(placed, 201));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed attempt is retried with the same Idempotency-Key; changed details get a new key', async () => {
    addToCart(scanner);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ message: 'Too many requests. Please try again later.' }, 429));
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Something went wrong!'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(2));
    expect(postedKeys()[0]).toBe(postedKeys()[1]);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Barcode Scanner' }));
    fetchMock.mockResolvedValueOnce(json(placed, 201));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(postedKeys()[2]).not.toBe(postedKeys()[0]);
  });

  it('a non-ok answer alerts "Failed to place order: " plus the server message and keeps the cart', async () => {
    addToCart(scanner);
    fetchMock.mockResolvedValue(json({ message: messages.orders.unknownProduct }, 400));
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(`${'Failed to place order: '}${messages.orders.unknownProduct}`));
    expect(getCart()).toHaveLength(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a Buy Now order does not clear the stored cart', async () => {
    addToCart(scanner);
    startBuyNow(printer);
    fetchMock.mockResolvedValue(json(placed, 201));
    const user = userEvent.setup();
    render(<Checkout />);
    await fillShipping(user);
    await user.click(screen.getByLabelText('Online (UPI)'));
    await user.type(screen.getByLabelText('UPI transaction ID'), 'UPI412345678901');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/products'));
    expect(postedBodies()[0]).toMatchObject({ paymentMethod: 'Online', transactionId: 'UPI412345678901', cart: [{ _id: printer._id, quantity: 1 }] });
    expect(getCart().map((item) => item._id)).toEqual([scanner._id]);
  });
});
