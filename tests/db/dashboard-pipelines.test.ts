/**
 * The admin dashboard's own aggregation pipelines (lib/server/insights/dashboard.ts), run as they are on the
 * suite's database: on Godown by default, on a real MongoDB where MONGODB_URI names one (CI's second
 * job). Their shapes ($dateToString with a time zone inside $group, $cond sums, $facet with $count,
 * $unwind then $group with $first, a compound $sort and $limit) must answer alike on both.
 */
import mongoose, { Schema } from 'mongoose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ordersByStatusPipeline, ordersPerDayPipeline, topProductsPipeline, unpaidOnlinePipeline } from '@/lib/server/insights/dashboard';
import { useTestDatabase } from '../helpers/database';

useTestDatabase();

const onGodown = inject('mongoBackend') === 'godown';

// The fields the pipelines read, without the order model's validation, so each case stays small.
const Sale = mongoose.model(
  'DashboardSale',
  new Schema({
    orderNumber: String,
    fullName: String,
    createdAt: Date,
    status: String,
    paid: Boolean,
    paymentMethod: String,
    totalAmount: Number,
    transactionId: String,
    items: [{ _id: false, productId: Schema.Types.ObjectId, name: String, price: Number, quantity: Number }],
  }),
);

const scanner = new mongoose.Types.ObjectId();
const printer = new mongoose.Types.ObjectId();
const roll = new mongoose.Types.ObjectId();

beforeAll(async () => {
  await Sale.create([
    // 31/10 23:30 IST (18:00 UTC) and 01/11 00:30 IST (19:00 UTC): two India days, one UTC day.
    {
      orderNumber: 'SV-0000001',
      fullName: 'A',
      createdAt: new Date('2026-10-31T18:00:00Z'),
      status: 'new',
      paid: false,
      paymentMethod: 'Online',
      totalAmount: 100.1,
      transactionId: 'T1',
      items: [{ productId: roll, name: 'Roll', price: 100.1, quantity: 1 }],
    },
    {
      orderNumber: 'SV-0000002',
      fullName: 'B',
      createdAt: new Date('2026-10-31T19:00:00Z'),
      status: 'delivered',
      paid: true,
      paymentMethod: 'COD',
      totalAmount: 200.2,
      items: [{ productId: scanner, name: 'Scanner', price: 100.1, quantity: 2 }],
    },
    {
      orderNumber: 'SV-0000003',
      fullName: 'C',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      status: 'cancelled',
      paid: false,
      paymentMethod: 'Online',
      totalAmount: 999,
      items: [{ productId: printer, name: 'Printer', price: 999, quantity: 9 }],
    },
    {
      orderNumber: 'SV-0000004',
      fullName: 'D',
      createdAt: new Date('2026-11-02T10:00:00Z'),
      status: 'confirmed',
      paid: false,
      paymentMethod: 'Online',
      totalAmount: 350,
      items: [
        { productId: printer, name: 'Printer (new name)', price: 150, quantity: 1 },
        { productId: roll, name: 'Roll', price: 100, quantity: 2 },
      ],
    },
  ]);
});

describe("the dashboard's pipelines on the database", () => {
  it('orders per India day ($dateToString in Asia/Kolkata inside $group), revenue without cancelled orders ($cond)', async () => {
    const rows = await Sale.aggregate<{ _id: string }>(ordersPerDayPipeline(new Date('2026-10-01T00:00:00Z')));
    expect(rows.sort((a, b) => a._id.localeCompare(b._id))).toEqual([
      { _id: '2026-10-31', orders: 1, revenue: 100.1 },
      { _id: '2026-11-01', orders: 2, revenue: 200.2 },
      { _id: '2026-11-02', orders: 1, revenue: 350 },
    ]);
    // $match on the start of the range: the first India day's order is left out.
    expect(await Sale.aggregate(ordersPerDayPipeline(new Date('2026-10-31T18:30:00Z')))).toHaveLength(2);
  });

  it('orders by status ($group with a $sum)', async () => {
    const rows = await Sale.aggregate<{ _id: string }>(ordersByStatusPipeline());
    expect(rows.sort((a, b) => a._id.localeCompare(b._id))).toEqual([
      { _id: 'cancelled', n: 1 },
      { _id: 'confirmed', n: 1 },
      { _id: 'delivered', n: 1 },
      { _id: 'new', n: 1 },
    ]);
  });

  it('unpaid online orders: a $facet with the $count and the newest rows of one $match', async () => {
    const [result] = await Sale.aggregate(unpaidOnlinePipeline(1));
    expect(result.count).toEqual([{ n: 2 }]);
    expect(result.latest).toHaveLength(1);
    expect(result.latest[0]).toMatchObject({ orderNumber: 'SV-0000004', fullName: 'D', totalAmount: 350 });
    expect(Object.keys(result.latest[0]).sort()).toEqual(['_id', 'createdAt', 'fullName', 'orderNumber', 'totalAmount']);
    const [both] = await Sale.aggregate(unpaidOnlinePipeline(5));
    expect(both.latest.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(['SV-0000004', 'SV-0000001']);
    expect(both.latest[1].transactionId).toBe('T1');
  });

  it('unpaid online orders over nothing: no rows, and a count the dashboard reads as 0', async () => {
    const [result] = await Sale.aggregate(unpaidOnlinePipeline(5).map((stage, index) => (index === 0 ? { $match: { paymentMethod: 'Cheque' } } : stage)));
    expect(result.latest).toEqual([]);
    // MongoDB's $count passes no document on when nothing reaches it; Godown (mingo) answers { n: 0 }.
    expect(result.count).toEqual(onGodown ? [{ n: 0 }] : []);
    expect(result.count[0]?.n ?? 0).toBe(0);
  });

  it('top products: $sort, $unwind, $group with $first and a $sum of $multiply, then $sort on two keys and $limit', async () => {
    const rows = await Sale.aggregate(topProductsPipeline(new Date('2026-10-31T18:30:00Z'), 2));
    expect(rows).toEqual([
      { _id: roll, name: 'Roll', quantity: 2, revenue: 200 },
      { _id: scanner, name: 'Scanner', quantity: 2, revenue: 200.2 },
    ]);
    // Named as last ordered: the printer's newer order renamed it; cancelled orders are left out.
    const all = await Sale.aggregate(topProductsPipeline(new Date('2026-10-01T00:00:00Z'), 5));
    expect(all.map((row) => [row.name, row.quantity])).toEqual([
      ['Roll', 3],
      ['Scanner', 2],
      ['Printer (new name)', 1],
    ]);
  });
});
