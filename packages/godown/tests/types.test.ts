/** Conformance: BSON types survive a round trip and compare correctly. */
import mongoose, { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';

testDatabase.useTestDatabase();

const op = mongoose.trusted;

const Order = mongoose.model(
  'TypesOrder',
  new Schema({
    placedAt: Date,
    customerId: Schema.Types.ObjectId,
    amount: Schema.Types.Decimal128,
    lines: [{ qty: Number, price: Number, _id: false }],
    meta: { source: String, nested: { depth: Number } },
    flag: Boolean,
    note: { type: String, default: null },
  }),
);

describe('round trips', () => {
  it('Date, ObjectId, Decimal128, nested documents, arrays, booleans and null come back as stored', async () => {
    const customerId = new mongoose.Types.ObjectId();
    const placedAt = new Date('2024-03-01T10:20:30.456Z');
    const created = await Order.create({
      placedAt,
      customerId,
      amount: mongoose.Types.Decimal128.fromString('12345.67'),
      lines: [{ qty: 2, price: 9.5 }],
      meta: { source: 'web', nested: { depth: 3 } },
      flag: false,
    });
    const doc = await Order.findById(created._id).lean();
    expect(doc?.placedAt).toBeInstanceOf(Date);
    expect(doc?.placedAt?.toISOString()).toBe(placedAt.toISOString());
    expect(doc?.customerId).toBeInstanceOf(mongoose.Types.ObjectId);
    expect(doc?.customerId?.equals(customerId)).toBe(true);
    expect(doc?.amount?.toString()).toBe('12345.67');
    expect(doc?.lines).toEqual([{ qty: 2, price: 9.5 }]);
    expect(doc?.meta).toEqual({ source: 'web', nested: { depth: 3 } });
    expect(doc?.flag).toBe(false);
    expect(doc?.note).toBeNull();
  });

  it('queries compare dates by instant and ObjectIds by value', async () => {
    const customerId = new mongoose.Types.ObjectId();
    await Order.create([
      { placedAt: new Date('2024-01-01'), customerId },
      { placedAt: new Date('2024-06-01'), customerId },
      { placedAt: new Date('2025-01-01') },
    ]);
    expect(await Order.countDocuments({ placedAt: op({ $gte: new Date('2024-05-01'), $lt: new Date('2025-06-01') }) })).toBe(2);
    expect(await Order.countDocuments({ customerId: new mongoose.Types.ObjectId(customerId.toHexString()) })).toBe(2);
    expect(await Order.countDocuments({ customerId: op({ $in: [customerId] }) })).toBe(2);
    const newestFirst = await Order.find({ placedAt: op({ $exists: true }) })
      .sort({ placedAt: -1 })
      .limit(1)
      .lean();
    expect(newestFirst[0]?.placedAt?.getUTCFullYear()).toBe(2025);
  });

  it('findById finds by ObjectId and by its hex string', async () => {
    const created = await Order.create({ flag: true });
    expect((await Order.findById(created._id).lean())?.flag).toBe(true);
    expect((await Order.findById(created._id.toHexString()).lean())?.flag).toBe(true);
    expect(await Order.findById(new mongoose.Types.ObjectId())).toBeNull();
  });

  it('string _ids and numeric values of different widths round-trip', async () => {
    const raw = mongoose.connection.collection('types_raw');
    await raw.insertOne({ _id: 'sku-1' as never, big: 2 ** 40, neg: -7, frac: 0.1 });
    expect(await raw.findOne({ _id: 'sku-1' as never })).toEqual({ _id: 'sku-1', big: 2 ** 40, neg: -7, frac: 0.1 });
  });
});
