import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/orders/route';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request } from './http';

// Many buyers at once from one test client; the limit itself is tested in rate-limits.test.ts.
process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let productIds: string[] = [];
const prices = [1299, 4999.5, 250];

beforeAll(async () => {
  await clearCollections();
  const products = await ProductModel.create(prices.map((price, i) => ({ name: `Product ${i}`, category: 'Consumables', price })));
  productIds = products.map((product) => String(product._id));
});

const buyer = { fullName: 'Buyer', address: 'Ludhiana', billingState: 'Punjab', mobile: '9876543210', email: 'buyer@example.in', paymentMethod: 'COD' };

describe('no order is lost or doubled under load', () => {
  it('200 concurrent orders from distinct carts create exactly 200 orders with correct totals', async () => {
    const carts = Array.from({ length: 200 }, (_, i) => [
      { _id: productIds[i % 3]!, quantity: (i % 5) + 1 },
      { _id: productIds[(i + 1) % 3]!, quantity: 1 },
    ]);
    const expected = carts.map((cart) => cart.reduce((sum, line) => sum + prices[productIds.indexOf(line._id)]! * line.quantity, 0));
    const responses = await Promise.all(
      carts.map((cart, i) => POST(request('/api/orders', { method: 'POST', body: { ...buyer, fullName: `Buyer ${i}`, cart, totalAmount: 1 } }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const orders = await OrderModel.find({}, { fullName: 1, totalAmount: 1, orderNumber: 1 }).lean();
    expect(orders).toHaveLength(200);
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(200);
    for (const order of orders) {
      const index = Number(order.fullName.replace('Buyer ', ''));
      expect(order.totalAmount).toBe(expected[index]);
    }
  }, 60_000);

  it('50 concurrent retries of one Idempotency-Key create exactly one order', async () => {
    await OrderModel.deleteMany({});
    const headers = { 'idempotency-key': 'double-click-retry-0001' };
    const body = { ...buyer, cart: [{ _id: productIds[0]!, quantity: 2 }] };
    const responses = await Promise.all(Array.from({ length: 50 }, () => POST(request('/api/orders', { method: 'POST', body, headers }))));
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { order: { _id: string } }).order._id)));
    expect(ids.size).toBe(1);
    expect(await OrderModel.countDocuments()).toBe(1);
    expect((await OrderModel.findOne().lean())?.totalAmount).toBe(2598);
  }, 60_000);

  it('20 racing pairs, each two tries of one Idempotency-Key for the last unit: both get the one order, never "out of stock"', async () => {
    await OrderModel.deleteMany({});
    const products = await ProductModel.create(
      Array.from({ length: 20 }, (_, i) => ({ name: `Last unit ${i}`, category: 'Consumables', price: 100, stock: 1, stockReceived: 1 })),
    );
    const answers = await Promise.all(
      products.map(async (product, i) => {
        const headers = { 'idempotency-key': `last-unit-race-${String(i).padStart(4, '0')}` };
        const body = { ...buyer, cart: [{ _id: String(product._id), quantity: 1 }] };
        const pair = await Promise.all([0, 1].map(() => POST(request('/api/orders', { method: 'POST', body, headers }))));
        return Promise.all(pair.map(async (response) => ({ status: response.status, body: (await response.json()) as { order?: { _id: string } } })));
      }),
    );
    for (const pair of answers) {
      // One created it (201), the other got the same order (200); no 409.
      expect(pair.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(pair[0]!.body.order?._id).toBe(pair[1]!.body.order?._id);
    }
    expect(await OrderModel.countDocuments()).toBe(20);
    expect(await ProductModel.countDocuments({ stock: 0 })).toBe(20);
  }, 120_000);
});
