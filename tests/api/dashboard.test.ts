/**
 * The dashboard's figures from the database: orders and revenue per India day for 30 days (empty days
 * as 0, cancelled orders out of revenue), unpaid Online orders, and the month's top 5 products by
 * quantity, on whichever backend the suite runs on.
 */
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastIndiaDays, ordersPerDay, topProductsThisMonth, unpaidOnlineOrders } from '@/lib/server/insights/dashboard';
import { OrderModel } from '@/models/Order';
import { clearCollections, useTestDatabase } from '../helpers/database';

useTestDatabase();

// 15/11/2026 12:00 India time.
const NOW = new Date('2026-11-15T06:30:00Z');
const products = Array.from({ length: 7 }, () => new mongoose.Types.ObjectId());
let counter = 0;

function order(createdAt: string, change: Record<string, unknown> = {}) {
  counter += 1;
  return {
    orderNumber: `SV-${String(counter).padStart(7, '0')}`,
    fullName: `Buyer ${counter}`,
    address: 'Ludhiana',
    mobile: '9876543210',
    email: 'buyer@example.in',
    paymentMethod: 'COD',
    transactionId: null,
    items: [{ productId: products[0], name: 'Product 0', price: 100, quantity: 1 }],
    totalAmount: 100,
    status: 'new',
    paid: false,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
    ...change,
  };
}

beforeAll(async () => {
  await clearCollections();
  await OrderModel.collection.insertMany([
    // 16/10 23:59 IST: one day before the 30-day window (17/10 to 15/11).
    order('2026-10-16T18:29:00Z', { totalAmount: 5000 }),
    // 17/10 00:10 IST: the window's first day.
    order('2026-10-16T18:40:00Z', { totalAmount: 250.25 }),
    // 14/11: two orders, one cancelled (counted as an order, not as revenue).
    order('2026-11-14T05:00:00Z', { totalAmount: 100.1 }),
    order('2026-11-14T06:00:00Z', { totalAmount: 999, status: 'cancelled' }),
    // 15/11 (today).
    order('2026-11-15T04:00:00Z', { totalAmount: 200.2 }),
    // Unpaid Online orders: two waiting, one paid, one cancelled.
    order('2026-11-10T04:00:00Z', { paymentMethod: 'Online', transactionId: 'UPI-1', totalAmount: 10 }),
    order('2026-11-12T04:00:00Z', { paymentMethod: 'Online', transactionId: 'UPI-2', totalAmount: 20 }),
    order('2026-11-12T05:00:00Z', { paymentMethod: 'Online', transactionId: 'UPI-3', paid: true }),
    order('2026-11-12T06:00:00Z', { paymentMethod: 'Online', transactionId: 'UPI-4', status: 'cancelled' }),
  ]);
});

describe('orders and revenue per day', () => {
  it('covers the last 30 India days, oldest first, ending today', () => {
    const days = lastIndiaDays(30, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-17');
    expect(days.at(-1)).toBe('2026-11-15');
  });

  it('counts each India day, empty days as 0, cancelled orders as orders but not as revenue', async () => {
    const points = await ordersPerDay(NOW);
    expect(points).toHaveLength(30);
    const byDay = Object.fromEntries(points.map((point) => [point.day, [point.orders, point.revenue]]));
    expect(byDay['2026-10-17']).toEqual([1, 250.25]);
    expect(byDay['2026-11-14']).toEqual([2, 100.1]);
    expect(byDay['2026-11-15']).toEqual([1, 200.2]);
    expect(byDay['2026-11-01']).toEqual([0, 0]);
    expect(points.reduce((sum, point) => sum + point.orders, 0)).toBe(8);
  });
});

describe('unpaid Online orders', () => {
  it('counts those not paid and not cancelled, newest first', async () => {
    const unpaid = await unpaidOnlineOrders();
    expect(unpaid.count).toBe(2);
    expect(unpaid.latest.map((item) => item.transactionId)).toEqual(['UPI-2', 'UPI-1']);
  });
});

describe('top products this month', () => {
  it("ranks this India month's products by quantity, top 5, cancelled orders and last month left out", async () => {
    await OrderModel.collection.insertMany([
      // 31/10 23:59 IST: last month.
      order('2026-10-31T18:29:00Z', { items: [{ productId: products[6], name: 'Old', price: 1, quantity: 500 }] }),
      order('2026-11-02T04:00:00Z', {
        items: [
          { productId: products[1], name: 'Scanner', price: 1999, quantity: 3 },
          { productId: products[2], name: 'Roll', price: 20, quantity: 10 },
        ],
      }),
      order('2026-11-03T04:00:00Z', { items: [{ productId: products[3], name: 'Drawer', price: 3000, quantity: 2 }] }),
      order('2026-11-04T04:00:00Z', { items: [{ productId: products[4], name: 'Counter', price: 9000, quantity: 2 }] }),
      order('2026-11-05T04:00:00Z', { items: [{ productId: products[5], name: 'Label', price: 5, quantity: 1 }] }),
      order('2026-11-06T04:00:00Z', { status: 'cancelled', items: [{ productId: products[5], name: 'Label', price: 5, quantity: 900 }] }),
    ]);
    const top = await topProductsThisMonth(NOW);
    expect(top.map((row) => [row.name, row.quantity])).toEqual([
      ['Roll', 10],
      ['Product 0', 5],
      ['Scanner', 3],
      ['Counter', 2],
      ['Drawer', 2],
    ]);
    expect(top[2]?.revenue).toBe(5997);
  });
});
