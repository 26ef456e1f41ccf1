/** Conformance: update operators, findOneAndUpdate, upserts, replacements and deletes. */
import mongoose, { Schema } from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';

testDatabase.useTestDatabase();
beforeEach(() => testDatabase.clearCollections());

const op = mongoose.trusted;

const Cart = mongoose.model(
  'UpdateCart',
  new Schema(
    {
      sessionId: { type: String, required: true },
      items: [{ sku: String, qty: Number, _id: false }],
      tags: [String],
      total: { type: Number, default: 0 },
      note: String,
      createdAt: Date,
    },
    { timestamps: true },
  ),
);

describe('update operators', () => {
  it('$set changes fields and reports one matched, one modified', async () => {
    const cart = await Cart.create({ sessionId: 's1', note: 'old' });
    const result = await Cart.updateOne({ _id: cart._id }, { $set: { note: 'new' } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect((await Cart.findById(cart._id).lean())?.note).toBe('new');
  });

  it('an update that changes nothing matches but does not modify', async () => {
    const cart = await Cart.create({ sessionId: 's1', note: 'same' });
    const result = await Cart.collection.updateOne({ _id: cart._id }, { $set: { note: 'same' } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('$inc adds to a number, atomically under concurrent increments', async () => {
    const cart = await Cart.create({ sessionId: 's1', total: 10 });
    await Promise.all(Array.from({ length: 20 }, () => Cart.updateOne({ _id: cart._id }, { $inc: { total: 5 } })));
    expect((await Cart.findById(cart._id).lean())?.total).toBe(110);
  });

  it('$push appends and $pull removes matching array elements', async () => {
    const cart = await Cart.create({ sessionId: 's1', items: [{ sku: 'A', qty: 1 }] });
    await Cart.updateOne({ _id: cart._id }, { $push: { items: { sku: 'B', qty: 2 }, tags: 'gift' } });
    await Cart.updateOne({ _id: cart._id }, { $push: { items: { sku: 'C', qty: 3 } } });
    await Cart.updateOne({ _id: cart._id }, { $pull: { items: { sku: 'A' } } });
    const after = await Cart.findById(cart._id).lean();
    expect(after?.items).toEqual([
      { sku: 'B', qty: 2 },
      { sku: 'C', qty: 3 },
    ]);
    expect(after?.tags).toEqual(['gift']);
  });

  it('the positional $ operator updates the array element the filter matched', async () => {
    const cart = await Cart.create({
      sessionId: 's1',
      items: [
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: 1 },
      ],
    });
    await Cart.updateOne({ _id: cart._id, 'items.sku': 'B' }, { $inc: { 'items.$.qty': 4 } });
    expect((await Cart.findById(cart._id).lean())?.items).toEqual([
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 5 },
    ]);
  });

  it('$unset removes a field', async () => {
    const cart = await Cart.create({ sessionId: 's1', note: 'x' });
    await Cart.updateOne({ _id: cart._id }, { $unset: { note: 1 } });
    expect(await Cart.findById(cart._id).lean()).not.toHaveProperty('note');
  });

  it('updateMany changes every matching document', async () => {
    await Cart.insertMany([{ sessionId: 'a' }, { sessionId: 'b' }, { sessionId: 'c', total: 5 }]);
    const result = await Cart.updateMany({ total: 0 }, { $set: { note: 'empty' } });
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await Cart.countDocuments({ note: 'empty' })).toBe(2);
  });

  it('an unknown update operator is rejected and changes nothing', async () => {
    const cart = await Cart.create({ sessionId: 's1', total: 1 });
    await expect(Cart.collection.updateOne({ _id: cart._id }, { $bogus: { total: 2 } } as never)).rejects.toMatchObject({ code: 9 });
    expect((await Cart.findById(cart._id).lean())?.total).toBe(1);
  });

  it('changing _id through an update is refused (ImmutableField)', async () => {
    const cart = await Cart.create({ sessionId: 's1' });
    await expect(Cart.collection.updateOne({ _id: cart._id }, { $set: { _id: new mongoose.Types.ObjectId() } })).rejects.toMatchObject({ code: 66 });
  });
});

describe('findOneAndUpdate', () => {
  it('returns the document after the update with new: true, and before it by default', async () => {
    await Cart.create({ sessionId: 's1', total: 1 });
    const before = await Cart.findOneAndUpdate({ sessionId: 's1' }, { $inc: { total: 1 } }).lean();
    const after = await Cart.findOneAndUpdate({ sessionId: 's1' }, { $inc: { total: 1 } }, { new: true }).lean();
    expect(before?.total).toBe(1);
    expect(after?.total).toBe(3);
  });

  it('honours sort to pick which document to update', async () => {
    await Cart.insertMany([
      { sessionId: 'x', total: 1 },
      { sessionId: 'x', total: 9 },
    ]);
    const updated = await Cart.findOneAndUpdate({ sessionId: 'x' }, { $set: { note: 'top' } }, { new: true, sort: { total: -1 } }).lean();
    expect(updated).toMatchObject({ total: 9, note: 'top' });
  });

  it('returns null when nothing matches and upsert is off', async () => {
    expect(await Cart.findOneAndUpdate({ sessionId: 'none' }, { $set: { note: 'x' } }, { new: true })).toBeNull();
  });

  it('findOneAndDelete removes and returns the document', async () => {
    await Cart.create({ sessionId: 'gone' });
    expect((await Cart.findOneAndDelete({ sessionId: 'gone' }).lean())?.sessionId).toBe('gone');
    expect(await Cart.countDocuments()).toBe(0);
  });
});

describe('upserts', () => {
  it('an upsert inserts a document seeded from the filter, applying $setOnInsert only on insert', async () => {
    const first = await Cart.updateOne({ sessionId: 'up' }, { $inc: { total: 5 }, $setOnInsert: { note: 'created' } }, { upsert: true });
    expect(first).toMatchObject({ upsertedCount: 1, matchedCount: 0 });
    const second = await Cart.updateOne({ sessionId: 'up' }, { $inc: { total: 5 }, $setOnInsert: { note: 'again' } }, { upsert: true });
    expect(second).toMatchObject({ upsertedCount: 0, matchedCount: 1, modifiedCount: 1 });
    const doc = await Cart.findOne({ sessionId: 'up' }).lean();
    expect(doc).toMatchObject({ sessionId: 'up', total: 10, note: 'created' });
    // Mongoose timestamps ride on $setOnInsert (createdAt) and $set (updatedAt).
    expect(doc?.createdAt).toBeInstanceOf(Date);
  });

  it('findOneAndUpdate with upsert and new returns the inserted document', async () => {
    const doc = await Cart.findOneAndUpdate({ sessionId: 'fresh' }, { $set: { total: 3 } }, { upsert: true, new: true }).lean();
    expect(doc).toMatchObject({ sessionId: 'fresh', total: 3 });
    expect(doc?._id).toBeInstanceOf(mongoose.Types.ObjectId);
  });

  it('an upsert with an operator filter seeds only the equality fields', async () => {
    await Cart.updateOne({ sessionId: 'eq', total: op({ $gt: 100 }) }, { $set: { note: 'n' } }, { upsert: true });
    const doc = await Cart.findOne({ sessionId: 'eq' }).lean();
    expect(doc).toMatchObject({ sessionId: 'eq', note: 'n' });
    expect(doc?.total).toBe(0); // schema default from $setOnInsert, not the $gt bound
  });

  it('replaceOne replaces the whole document and keeps its _id', async () => {
    const cart = await Cart.create({ sessionId: 'r', note: 'old', total: 4 });
    await Cart.collection.replaceOne({ _id: cart._id }, { sessionId: 'r', total: 8 });
    const doc = await Cart.collection.findOne({ _id: cart._id });
    expect(doc).toEqual({ _id: cart._id, sessionId: 'r', total: 8 });
  });
});

describe('deletes', () => {
  it('deleteOne removes one matching document and deleteMany all of them', async () => {
    await Cart.insertMany([{ sessionId: 'd' }, { sessionId: 'd' }, { sessionId: 'd' }, { sessionId: 'keep' }]);
    expect((await Cart.deleteOne({ sessionId: 'd' })).deletedCount).toBe(1);
    expect((await Cart.deleteMany({ sessionId: 'd' })).deletedCount).toBe(2);
    expect(await Cart.countDocuments()).toBe(1);
  });
});
