/**
 * Conformance: the paged reads the shop's listings make ("newest 8 of a category", "newest 50 orders"):
 * sort + skip + limit returns exactly the slice of the fully sorted result for every kind of leading sort
 * key (dates and numbers with ties, missing and mixed-type values), and countDocuments gives the total.
 */
import mongoose, { Schema } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';
import { onGodown } from './backend';

// Called through the namespace: ESLint's React rules would take a bare `use…()` call for a React hook.
testDatabase.useTestDatabase();

const Entry = mongoose.model('PagingEntry', new Schema({ seq: Number, day: Date, price: Number, mixed: Schema.Types.Mixed, label: String }, { strict: false }));

const COUNT = 300;
const base = Date.UTC(2025, 0, 1);
const ids = (docs: Array<{ _id: unknown }>) => docs.map((doc) => String(doc._id));

beforeAll(async () => {
  // 20 distinct days and 15 distinct prices over 300 documents: many ties on the leading key.
  await Entry.insertMany(
    Array.from({ length: COUNT }, (_, i) => {
      const scrambled = (i * 37) % COUNT;
      return {
        seq: i,
        day: new Date(base + (scrambled % 20) * 86_400_000),
        price: (scrambled % 15) * 100,
        // Numbers, dates, strings, null, arrays and missing values on one field.
        ...(i % 7 === 5
          ? {}
          : { mixed: [scrambled, new Date(base + scrambled), `s${scrambled}`, null, scrambled / 2, /* missing */ undefined, [scrambled, 3]][i % 7] }),
        label: `entry ${i}`,
      };
    }),
  );
});

async function expectSlicesOfFullSort(sort: Record<string, 1 | -1>, pages: Array<[skip: number, limit: number]>) {
  const full = ids(await Entry.find().sort(sort).lean());
  expect(full).toHaveLength(COUNT);
  for (const [skip, limit] of pages) {
    const page = ids(await Entry.find().sort(sort).skip(skip).limit(limit).lean());
    expect(page, `skip ${skip} limit ${limit}`).toEqual(full.slice(skip, skip + limit));
  }
}

const PAGES: Array<[number, number]> = [
  [0, 1],
  [0, 8],
  [8, 8],
  [0, 50],
  [137, 13],
  [290, 8],
  [296, 8],
  [0, 299],
  [0, 400],
];

describe('sort + skip + limit', () => {
  it('newest first by a date with ties, then _id: every page is the slice of the full sort', async () => {
    await expectSlicesOfFullSort({ day: -1, _id: -1 }, PAGES);
    await expectSlicesOfFullSort({ day: 1, _id: 1 }, PAGES);
  });

  it('by a number with ties, then another key: every page is the slice of the full sort', async () => {
    await expectSlicesOfFullSort({ price: 1, seq: -1 }, PAGES);
    await expectSlicesOfFullSort({ price: -1, day: 1, seq: 1 }, PAGES);
  });

  it('the first page holds the right documents in the right order', async () => {
    const page = await Entry.find().sort({ day: -1, seq: 1 }).limit(8).lean();
    const latest = new Date(base + 19 * 86_400_000).getTime();
    expect(page.every((doc) => doc.day?.getTime() === latest)).toBe(true);
    const seqs = page.map((doc) => doc.seq as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[0]).toBe(Math.min(...(await Entry.find({ day: new Date(latest) }).lean()).map((doc) => doc.seq as number)));
  });

  it('a leading key with missing, null, array and mixed-type values pages like the full sort', async () => {
    await expectSlicesOfFullSort({ mixed: 1, seq: 1 }, PAGES);
    await expectSlicesOfFullSort({ mixed: -1, seq: 1 }, PAGES);
  });

  it('a filter and a projection that drops the sort key do not change the page', async () => {
    const filter = { price: mongoose.trusted({ $gte: 500 }) };
    const full = ids(await Entry.find(filter).sort({ day: -1, seq: 1 }).lean());
    const page = await Entry.find(filter, { day: 0, price: 0 }).sort({ day: -1, seq: 1 }).skip(5).limit(10).lean();
    expect(ids(page)).toEqual(full.slice(5, 15));
    expect(page.every((doc) => doc.day === undefined && doc.price === undefined)).toBe(true);
  });

  it.runIf(onGodown)('Godown: sorting on Decimal128 values is refused (top-level, in an array, dotted), with or without a limit', async () => {
    const decimal = (text: string) => mongoose.mongo.Decimal128.fromString(text);
    const coll = mongoose.connection.collection('paging_decimals');
    await coll.insertMany(
      Array.from({ length: 5 }, (_, i) => ({
        n: i,
        amount: i === 3 ? decimal('100') : i,
        list: i === 2 ? [1, decimal('2')] : [i],
        sub: { amount: i === 4 ? decimal('2') : i },
      })),
    );
    const sorts: Array<Record<string, 1 | -1>> = [{ amount: 1 }, { amount: -1 }, { list: 1 }, { 'sub.amount': -1 }];
    for (const sort of sorts) {
      for (const limit of [0, 2]) {
        await expect(coll.find({}).sort(sort).limit(limit).toArray(), JSON.stringify({ sort, limit })).rejects.toMatchObject({ codeName: 'NotImplemented' });
      }
    }
    expect((await coll.find({}).sort({ n: -1 }).limit(2).toArray()).map((doc) => doc.n)).toEqual([4, 3]);
  });

  it.runIf(onGodown)('Godown: ties on the only sort key come back in insertion order, with or without a limit', async () => {
    const full = (await Entry.find().sort({ day: -1 }).lean()).map((doc) => doc.seq as number);
    const page = (await Entry.find().sort({ day: -1 }).skip(3).limit(20).lean()).map((doc) => doc.seq as number);
    expect(page).toEqual(full.slice(3, 23));
    const firstDay = (await Entry.find().sort({ day: -1 }).limit(15).lean()).map((doc) => doc.seq as number);
    expect(firstDay).toEqual([...firstDay].sort((a, b) => a - b));
  });
});

describe('countDocuments', () => {
  it('counts everything, a filtered subset, nothing, and honours skip and limit', async () => {
    expect(await Entry.countDocuments()).toBe(COUNT);
    expect(await Entry.countDocuments({ price: 0 })).toBe(20);
    expect(await Entry.countDocuments({ price: mongoose.trusted({ $gte: 1000 }) })).toBe(100);
    expect(await Entry.countDocuments({ label: 'no such entry' })).toBe(0);
    expect(await Entry.countDocuments({}, { skip: 290 })).toBe(10);
    expect(await Entry.countDocuments({ price: 0 }, { limit: 7 })).toBe(7);
    expect(await mongoose.connection.collection('paging_nothing_here').countDocuments()).toBe(0);
  });

  it('a $group on a constant key counts like countDocuments, and other accumulators still group', async () => {
    const count = await Entry.aggregate([{ $match: { price: 0 } }, { $group: { _id: 1, n: { $sum: 1 } } }]);
    expect(count).toEqual([{ _id: 1, n: 20 }]);
    expect(await Entry.aggregate([{ $match: { label: 'no such entry' } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([]);
    expect(await Entry.aggregate([{ $match: { price: 0 } }, { $group: { _id: 1, n: { $sum: 2 } } }])).toEqual([{ _id: 1, n: 40 }]);
    expect(await Entry.aggregate([{ $match: { price: 0 } }, { $group: { _id: 1, n: { $sum: '$price' } } }])).toEqual([{ _id: 1, n: 0 }]);
    const perPrice = await Entry.aggregate([
      { $match: { price: mongoose.trusted({ $lte: 100 }) } },
      { $group: { _id: '$price', n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(perPrice).toEqual([
      { _id: 0, n: 20 },
      { _id: 100, n: 20 },
    ]);
  });
});
