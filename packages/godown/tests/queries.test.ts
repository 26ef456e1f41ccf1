/** Conformance: the query shapes the shop uses, answered as MongoDB answers them. */
import mongoose, { Schema } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';
import { onGodown } from './backend';

// Called through the namespace: ESLint's React rules would take a bare `use…()` call for a React hook.
testDatabase.useTestDatabase();

// The test database has sanitizeFilter on, as the shop's connection does; operator objects must be marked trusted, as its code does.
const op = mongoose.trusted;

const Product = mongoose.model(
  'QueryProduct',
  new Schema(
    {
      name: { type: String, required: true },
      category: { type: String, index: true },
      price: Number,
      tags: [String],
      stock: Number,
      description: String,
    },
    { timestamps: true },
  ),
);

const categories = ['printers', 'scanners', 'barcode', 'pos'];

beforeAll(async () => {
  await Product.init();
  const base = Date.UTC(2024, 0, 1);
  await Product.insertMany(
    Array.from({ length: 40 }, (_, i) => ({
      name: `${i % 2 ? 'Thermal' : 'thermal'} Printer ${String(i).padStart(2, '0')}`,
      category: categories[i % 4],
      price: 1000 + i * 100,
      tags: i % 3 === 0 ? ['sale', 'new'] : ['new'],
      stock: i % 5,
      description: `Model ${i}`,
      createdAt: new Date(base + i * 60_000),
    })),
  );
});

describe('filters', () => {
  it('$in matches any listed value', async () => {
    const found = await Product.find({ category: op({ $in: ['printers', 'pos'] }) }).lean();
    expect(found).toHaveLength(20);
    expect(new Set(found.map((p) => p.category))).toEqual(new Set(['printers', 'pos']));
  });

  it('$gte/$lte bound a numeric range inclusively', async () => {
    const found = await Product.find({ price: op({ $gte: 2000, $lte: 2500 }) }).lean();
    expect(found.map((p) => p.price).sort()).toEqual([2000, 2100, 2200, 2300, 2400, 2500]);
  });

  it('a case-insensitive regex matches regardless of case', async () => {
    expect(await Product.countDocuments({ name: /^thermal printer 0/i })).toBe(10);
    expect(await Product.countDocuments({ name: op({ $regex: '^THERMAL', $options: 'i' }) })).toBe(40);
    expect(await Product.countDocuments({ name: /^thermal/ })).toBe(20);
  });

  it('equality on an array field matches any element', async () => {
    expect(await Product.countDocuments({ tags: 'sale' })).toBe(14);
  });

  it('dotted and logical operators combine ($or, $ne, $exists, $nin)', async () => {
    expect(await Product.countDocuments({ $or: [{ stock: 0 }, { category: 'barcode' }] })).toBe(16);
    expect(await Product.countDocuments({ category: op({ $nin: ['printers'] }), stock: op({ $ne: 0 }) })).toBe(24);
    expect(await Product.countDocuments({ description: op({ $exists: false }) })).toBe(0);
  });

  it('a query on a field that no document has matches nothing', async () => {
    expect(await Product.find({ category: 'nothing-here' }).lean()).toEqual([]);
  });
});

describe('paging', () => {
  it('sort + skip + limit returns the requested page in order, with countDocuments for the total', async () => {
    const filter = { category: 'printers' };
    const page2 = await Product.find(filter).sort({ createdAt: -1 }).skip(3).limit(3).lean();
    const all = await Product.find(filter).sort({ createdAt: -1 }).lean();
    expect(page2.map((p) => p.name)).toEqual(all.slice(3, 6).map((p) => p.name));
    expect(await Product.countDocuments(filter)).toBe(10);
    expect(all[0]?.createdAt.getTime()).toBeGreaterThan(all[1]?.createdAt.getTime() ?? Infinity);
  });

  it('sorts on several keys with mixed directions', async () => {
    const found = await Product.find().sort({ stock: 1, price: -1 }).limit(3).lean();
    expect(found.map((p) => [p.stock, p.price])).toEqual([
      [0, 4500],
      [0, 4000],
      [0, 3500],
    ]);
  });

  it('skip beyond the end gives an empty page', async () => {
    expect(await Product.find().skip(100).limit(8).lean()).toEqual([]);
  });

  it('estimatedDocumentCount counts the collection', async () => {
    expect(await Product.estimatedDocumentCount()).toBe(40);
  });
});

describe('projection', () => {
  it('an inclusion projection returns only the chosen fields and _id', async () => {
    const [doc] = await Product.find({ category: 'pos' }).select('name price').limit(1).lean();
    expect(Object.keys(doc ?? {}).sort()).toEqual(['_id', 'name', 'price']);
  });

  it('an exclusion projection drops the named fields', async () => {
    const [doc] = await Product.find().select('-description -tags').limit(1).lean();
    expect(doc).not.toHaveProperty('description');
    expect(doc).not.toHaveProperty('tags');
    expect(doc).toHaveProperty('name');
  });
});

describe('distinct', () => {
  it('returns each value once, unwinding arrays', async () => {
    expect((await Product.distinct('category')).sort()).toEqual([...categories].sort());
    expect((await Product.distinct('tags')).sort()).toEqual(['new', 'sale']);
    expect((await Product.distinct('category', { price: op({ $lt: 1200 }) })).sort()).toEqual(['printers', 'scanners']);
  });
});

describe('collation', () => {
  it('a case-insensitive collation orders strings without regard to case', async () => {
    const names = (await Product.find({}).sort({ name: 1 }).collation({ locale: 'en', strength: 2 }).limit(4).lean()).map((p) => p.name);
    expect(names.map((n) => n.toLowerCase())).toEqual(['thermal printer 00', 'thermal printer 01', 'thermal printer 02', 'thermal printer 03']);
  });

  it.runIf(!onGodown)('a case-insensitive collation matches equality regardless of case (real MongoDB)', async () => {
    expect(await Product.countDocuments({ name: 'THERMAL PRINTER 01' }).collation({ locale: 'en', strength: 2 })).toBe(1);
  });

  it.runIf(onGodown)('Godown refuses collation on a filter with a clear NotImplemented error instead of a wrong answer', async () => {
    await expect(Product.find({ name: 'THERMAL PRINTER 01' }).collation({ locale: 'en', strength: 2 })).rejects.toMatchObject({
      codeName: 'NotImplemented',
      message: expect.stringMatching(/collation/),
    });
  });
});

describe('cursors over large results', () => {
  const Bulk = mongoose.model('QueryBulk', new Schema({ n: Number, pad: String }));

  beforeAll(async () => {
    await Bulk.insertMany(Array.from({ length: 2_500 }, (_, n) => ({ n, pad: 'x'.repeat(50) })));
  });

  it('returns more than 101 documents through getMore', async () => {
    const found = await Bulk.find({ n: op({ $lt: 250 }) })
      .sort({ n: 1 })
      .lean();
    expect(found).toHaveLength(250);
    expect(found.map((d) => d.n)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('returns more than 1,000 documents in small batches without losing or repeating any', async () => {
    const seen: unknown[] = [];
    for await (const doc of Bulk.find().sort({ n: -1 }).batchSize(300).lean().cursor()) seen.push(doc.n);
    expect(seen).toHaveLength(2_500);
    expect(seen[0]).toBe(2_499);
    expect(new Set(seen).size).toBe(2_500);
  });

  it('an abandoned cursor can be closed early (killCursors)', async () => {
    const cursor = Bulk.find().batchSize(10).cursor();
    await cursor.next();
    await cursor.close();
    expect(await Bulk.countDocuments()).toBe(2_500);
  });
});
