/** Conformance: aggregation stages the shop uses ($match, $group, $sort, $skip, $limit, $project, $lookup, $count). */
import mongoose, { Schema } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';

testDatabase.useTestDatabase();

const op = mongoose.trusted;

const Customer = mongoose.model('AggCustomer', new Schema({ name: String, city: String }));
const Order = mongoose.model('AggOrder', new Schema({ customer: { type: Schema.Types.ObjectId, ref: 'AggCustomer' }, total: Number, status: String }));

beforeAll(async () => {
  const [asha, ravi] = await Customer.create([
    { name: 'Asha', city: 'Ludhiana' },
    { name: 'Ravi', city: 'Jalandhar' },
  ]);
  await Order.create([
    { customer: asha?._id, total: 100, status: 'paid' },
    { customer: asha?._id, total: 250, status: 'paid' },
    { customer: ravi?._id, total: 75, status: 'paid' },
    { customer: ravi?._id, total: 500, status: 'cancelled' },
  ]);
});

describe('aggregate', () => {
  it('$match + $group + $sort totals per key', async () => {
    const rows = await Order.aggregate([
      { $match: { status: 'paid' } },
      { $group: { _id: '$customer', revenue: { $sum: '$total' }, orders: { $sum: 1 } } },
      { $sort: { revenue: -1 } },
    ]);
    expect(rows.map((r: { revenue: number; orders: number }) => [r.revenue, r.orders])).toEqual([
      [350, 2],
      [75, 1],
    ]);
  });

  it('$skip, $limit and $project shape a page of results', async () => {
    const rows = await Order.aggregate([
      { $sort: { total: 1 } },
      { $skip: 1 },
      { $limit: 2 },
      { $project: { _id: 0, total: 1, big: { $gt: ['$total', 200] } } },
    ]);
    expect(rows).toEqual([
      { total: 100, big: false },
      { total: 250, big: true },
    ]);
  });

  it('$lookup joins another collection', async () => {
    const rows = await Order.aggregate([
      { $match: { total: op({ $gte: 250 }) } },
      { $lookup: { from: Customer.collection.collectionName, localField: 'customer', foreignField: '_id', as: 'buyer' } },
      { $sort: { total: 1 } },
      { $project: { _id: 0, total: 1, name: { $first: '$buyer.name' } } },
    ]);
    expect(rows).toEqual([
      { total: 250, name: 'Asha' },
      { total: 500, name: 'Ravi' },
    ]);
  });

  it('$count counts the documents reaching it', async () => {
    expect(await Order.aggregate([{ $match: { status: 'paid' } }, { $count: 'n' }])).toEqual([{ n: 3 }]);
  });

  it('countDocuments with skip and limit (an aggregate underneath) counts the window', async () => {
    expect(await Order.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
  });

  it('an unknown stage is an error, not an empty result', async () => {
    await expect(Order.aggregate([{ $notAStage: {} } as never])).rejects.toMatchObject({ code: 40324 });
  });
});
