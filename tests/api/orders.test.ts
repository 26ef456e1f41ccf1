import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE, PATCH } from '@/app/api/orders/[id]/route';
import { GET, POST } from '@/app/api/orders/route';
import { messages } from '@/lib/messages';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

// Many orders come from one test client; the order limit itself is tested in rate-limits.test.ts.
process.env.RATE_LIMIT_ORDER = '1000/600';
useTestDatabase();

let printerId: string;
let scannerId: string;
let unpricedId: string;

beforeEach(async () => {
  await clearCollections();
  const [printer, scanner, unpriced] = await ProductModel.create([
    { name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '844332', images: ['/images/products/pos-printer/1.webp'] },
    { name: 'Barcode Scanner', category: 'Barcode Scanners', price: 2150, hsnCode: '847190' },
    { name: 'Custom Kiosk', category: 'Miscellaneous Products' },
  ]);
  printerId = String(printer!._id);
  scannerId = String(scanner!._id);
  unpricedId = String(unpriced!._id);
});

const buyer = { fullName: 'Harjit Singh', address: '12 Model Town, Ludhiana', billingState: 'Punjab', mobile: '9876543210', email: 'harjit@example.in' };

function order(change: Record<string, unknown> = {}) {
  return {
    ...buyer,
    paymentMethod: 'COD',
    transactionId: '',
    cart: [
      { _id: printerId, quantity: 2 },
      { _id: scannerId, quantity: 1 },
    ],
    totalAmount: 17149,
    ...change,
  };
}

describe('POST /api/orders: the server prices the order', () => {
  it('creates a COD order: 201 { message, order: { _id, orderNumber, totalAmount } } with transactionId null', async () => {
    const response = await POST(request('/api/orders', { method: 'POST', body: order() }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; order: { _id: string; orderNumber: string; totalAmount: number } };
    expect(body.message).toBe('Order placed successfully');
    expect(body.order.totalAmount).toBe(17149);
    expect(body.order.orderNumber).toMatch(/^SV-[0-9A-Z]{7}$/);
    const stored = await OrderModel.findById(body.order._id).lean();
    expect(stored).toMatchObject({ ...buyer, paymentMethod: 'COD', transactionId: null, totalAmount: 17149, status: 'new', paid: false });
    expect(stored?.items).toEqual([
      expect.objectContaining({ name: 'Receipt Printer', price: 7499.5, quantity: 2, image: '/images/products/pos-printer/1.webp' }),
      expect.objectContaining({ name: 'Barcode Scanner', price: 2150, quantity: 1, image: null }),
    ]);
  });

  it('ignores a tampered client total and client prices: a 1-rupee total stores the real one', async () => {
    const tampered = order({ totalAmount: 1, cart: [{ _id: printerId, quantity: 1, price: 1 }] });
    const response = await POST(request('/api/orders', { method: 'POST', body: tampered }));
    expect(response.status).toBe(201);
    const stored = await OrderModel.findOne().lean();
    expect(stored?.totalAmount).toBe(7499.5);
    expect(stored?.items[0]?.price).toBe(7499.5);
  });

  it('merges repeated lines of the same product', async () => {
    const response = await POST(
      request('/api/orders', {
        method: 'POST',
        body: order({
          cart: [
            { _id: scannerId, quantity: 1 },
            { _id: scannerId, quantity: 2 },
          ],
        }),
      }),
    );
    expect(response.status).toBe(201);
    const stored = await OrderModel.findOne().lean();
    expect(stored?.items).toHaveLength(1);
    expect(stored?.items[0]?.quantity).toBe(3);
    expect(stored?.totalAmount).toBe(6450);
  });

  it('stores the UPI transaction id of an Online order', async () => {
    const response = await POST(request('/api/orders', { method: 'POST', body: order({ paymentMethod: 'Online', transactionId: '  412345678901 ' }) }));
    expect(response.status).toBe(201);
    expect((await OrderModel.findOne().lean())?.transactionId).toBe('412345678901');
  });

  it('stores null, not the typed text, as the transaction id of a COD order', async () => {
    await POST(request('/api/orders', { method: 'POST', body: order({ transactionId: 'typed-then-switched' }) }));
    expect((await OrderModel.findOne().lean())?.transactionId).toBeNull();
  });

  it.each([
    ['an empty cart', { cart: [] }, messages.orders.emptyCart],
    ['an unknown product', { cart: [{ _id: '0123456789abcdef01234567', quantity: 1 }] }, messages.orders.unknownProduct],
    ['a product without a price', { cart: [{ _id: 'UNPRICED', quantity: 1 }] }, 'Custom Kiosk has no price yet. Please contact us for a quote.'],
    ['quantity 0', { cart: [{ _id: 'PRINTER', quantity: 0 }] }, 'Quantity must be a whole number of at least 1.'],
    ['a negative quantity', { cart: [{ _id: 'PRINTER', quantity: -3 }] }, 'Quantity must be a whole number of at least 1.'],
    ['a fractional quantity', { cart: [{ _id: 'PRINTER', quantity: 1.5 }] }, 'Quantity must be a whole number of at least 1.'],
    [`a quantity over MAX_LINE_QUANTITY (${MAX_LINE_QUANTITY})`, { cart: [{ _id: 'PRINTER', quantity: MAX_LINE_QUANTITY + 1 }] }, messages.cart.quantityLimit],
    ['Online without a transaction id', { paymentMethod: 'Online', transactionId: '' }, messages.orders.transactionIdRequired],
    ['an invalid email', { email: 'harjit@' }, 'Please enter a valid email address.'],
    ['a missing address', { address: '' }, 'Address is required.'],
    ['an unknown payment method', { paymentMethod: 'Bitcoin' }, 'Payment method must be COD or Online.'],
    ['a bogus product id', { cart: [{ _id: { $gt: '' }, quantity: 1 }] }, 'A valid id is required.'],
  ])('refuses %s with 400 and a message the checkout can show, writing nothing', async (_case, change, message) => {
    const body = JSON.parse(JSON.stringify(order(change)).replaceAll('PRINTER', printerId).replaceAll('UNPRICED', unpricedId));
    const response = await POST(request('/api/orders', { method: 'POST', body }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(message);
    expect(await OrderModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/orders: the cart caps apply to the merged lines', () => {
  const place = (cart: unknown) => POST(request('/api/orders', { method: 'POST', body: order({ cart }) }));

  it(`refuses 100 lines of ${MAX_LINE_QUANTITY} of one product (1,00,000 units) with 400 on cart, storing nothing`, async () => {
    const response = await place(Array.from({ length: 100 }, () => ({ _id: printerId, quantity: MAX_LINE_QUANTITY })));
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.message).toBe(messages.cart.quantityLimit);
    expect((body.errors as Record<string, string[]>).cart?.[0]).toBe(messages.cart.quantityLimit);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('refuses two lines of one product that add up to more than the cap, whatever the id casing', async () => {
    const response = await place([
      { _id: printerId, quantity: 600 },
      { _id: printerId.toUpperCase(), quantity: 401 },
    ]);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(messages.cart.quantityLimit);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it(`refuses more than ${MAX_CART_LINES} different products with 400 on cart, storing nothing`, async () => {
    const many = await ProductModel.create(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ name: `Roll ${i}`, category: 'POS Printer', price: 10 })));
    const response = await place(many.map((product) => ({ _id: String(product._id), quantity: 1 })));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors).toHaveProperty('cart');
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('accepts lines of one product that stay within the cap together, stored as one line', async () => {
    const response = await place([
      { _id: printerId, quantity: 400 },
      { _id: scannerId, quantity: 1 },
      { _id: printerId, quantity: 600 },
    ]);
    expect(response.status).toBe(201);
    const stored = await OrderModel.findOne().lean();
    expect(stored?.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Receipt Printer', MAX_LINE_QUANTITY],
      ['Barcode Scanner', 1],
    ]);
  });
});

describe('Idempotency-Key: a retried Place Order makes one order', () => {
  it('returns the first order for a repeated key', async () => {
    const headers = { 'idempotency-key': 'checkout-0001-abcdef' };
    const first = (await (await POST(request('/api/orders', { method: 'POST', body: order(), headers }))).json()) as { order: { _id: string } };
    const second = await POST(request('/api/orders', { method: 'POST', body: order(), headers }));
    expect(second.status).toBe(200);
    expect(((await second.json()) as { order: { _id: string } }).order._id).toBe(first.order._id);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('makes one order from concurrent retries of one key', async () => {
    const headers = { 'idempotency-key': 'checkout-0002-abcdef' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => POST(request('/api/orders', { method: 'POST', body: order(), headers }))));
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { order: { _id: string } }).order._id)));
    expect(responses.every((r) => r.ok)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await POST(request('/api/orders', { method: 'POST', body: order(), headers: { 'idempotency-key': 'a b' } }));
    expect(response.status).toBe(400);
  });
});

describe('GET, PATCH, DELETE /api/orders (admin)', () => {
  it('lists orders newest first', async () => {
    const { token } = await signedInAdmin();
    // Only the clock is faked (the orders' createdAt), a minute apart; the database driver keeps its real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
      await POST(request('/api/orders', { method: 'POST', body: order({ fullName: 'First Buyer' }) }));
      vi.setSystemTime(new Date('2026-03-02T10:01:00Z'));
      await POST(request('/api/orders', { method: 'POST', body: order({ fullName: 'Second Buyer' }) }));
    } finally {
      vi.useRealTimers();
    }
    const list = (await (await GET(request('/api/orders', { token }))).json()) as Array<{ fullName: string; idempotencyKey?: string }>;
    expect(list.map((o) => o.fullName)).toEqual(['Second Buyer', 'First Buyer']);
    expect(list[0]).not.toHaveProperty('idempotencyKey');
  });

  it('sets the status and the paid flag; refuses an unknown status', async () => {
    const { token } = await signedInAdmin();
    const placed = (await (await POST(request('/api/orders', { method: 'POST', body: order() }))).json()) as { order: { _id: string } };
    const id = placed.order._id;
    const updated = await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'shipped', paid: true } }), withId(id));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ status: 'shipped', paid: true });
    const bad = await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'lost' } }), withId(id));
    expect(bad.status).toBe(400);
    expect((await OrderModel.findById(id).lean())?.status).toBe('shipped');
  });

  it('deletes an order, then 404', async () => {
    const { token } = await signedInAdmin();
    const placed = (await (await POST(request('/api/orders', { method: 'POST', body: order() }))).json()) as { order: { _id: string } };
    const id = placed.order._id;
    expect((await DELETE(request(`/api/orders/${id}`, { method: 'DELETE', token }), withId(id))).status).toBe(200);
    expect((await DELETE(request(`/api/orders/${id}`, { method: 'DELETE', token }), withId(id))).status).toBe(404);
  });
});
