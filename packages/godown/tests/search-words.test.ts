/**
 * Conformance: the shop's catalogue search query shape, answered as MongoDB answers it. A multikey index on an array of lower-case words; every query word an anchored, escaped prefix
 * of one element ($regex on the array field, joined by $and); the rest of the matches excluded with
 * $nor; counted, sorted newest first and paged.
 */
import mongoose, { Schema } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';

testDatabase.useTestDatabase();

const op = mongoose.trusted;

/** A query word as the shop sends it: every regex character escaped, anchored at the start. */
const anchoredPrefix = (text: string) => `^${text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}`;

const Item = mongoose.model('SearchWordsItem', new Schema({ label: String, nameWords: [String], searchWords: { type: [String], index: true }, at: Date }));

const startsWith = (field: string, words: string[]) => words.map((word) => ({ [field]: op({ $regex: anchoredPrefix(word) }) }));

beforeAll(async () => {
  await Item.init();
  await Item.insertMany([
    { label: 'a', nameWords: ['thermal', 'printer'], searchWords: ['thermal', 'printer', 'pos'], at: new Date(1) },
    { label: 'b', nameWords: ['cash', 'drawer'], searchWords: ['cash', 'drawer', 'printer', 'port'], at: new Date(2) },
    { label: 'c', nameWords: ['label', 'printer'], searchWords: ['label', 'printer', 'barcode'], at: new Date(3) },
    { label: 'd', nameWords: ['a.b', 'c*d'], searchWords: ['a.b', 'c*d', '(x)'], at: new Date(4) },
    { label: 'e', nameWords: ['scanner'], searchWords: ['scanner'], at: new Date(5) },
  ]);
});

const labels = (docs: Array<{ label?: string | null }>) => docs.map((doc) => doc.label);

describe('search words: anchored prefixes on an indexed array', () => {
  it('matches a document when any element starts with the prefix', async () => {
    expect(
      labels(
        await Item.find({ $and: startsWith('searchWords', ['print']) })
          .sort({ at: -1 })
          .lean(),
      ),
    ).toEqual(['c', 'b', 'a']);
    expect(labels(await Item.find({ $and: startsWith('searchWords', ['rint']) }).lean())).toEqual([]);
  });

  it('needs every word under $and, each matched by some element', async () => {
    expect(
      labels(
        await Item.find({ $and: startsWith('searchWords', ['print', 'po']) })
          .sort({ at: -1 })
          .lean(),
      ),
    ).toEqual(['b', 'a']);
  });

  it('treats escaped regex characters literally', async () => {
    expect(labels(await Item.find({ $and: startsWith('searchWords', ['a.b']) }).lean())).toEqual(['d']);
    expect(labels(await Item.find({ $and: startsWith('searchWords', ['a.']) }).lean())).toEqual(['d']);
    expect(await Item.countDocuments({ $and: startsWith('searchWords', ['.']) })).toBe(0);
    expect(labels(await Item.find({ $and: startsWith('searchWords', ['c*']) }).lean())).toEqual(['d']);
    expect(labels(await Item.find({ $and: startsWith('searchWords', ['(x']) }).lean())).toEqual(['d']);
  });

  it('splits name matches from the rest with $nor, and counts, sorts and pages each group', async () => {
    const byName = { $and: startsWith('nameWords', ['printer']) };
    const rest = { $and: [...startsWith('searchWords', ['printer']), { $nor: [byName] }] };
    expect(await Item.countDocuments(byName)).toBe(2);
    expect(await Item.countDocuments(rest)).toBe(1);
    expect(labels(await Item.find(byName).sort({ at: -1, _id: -1 }).skip(1).limit(1).lean())).toEqual(['a']);
    expect(labels(await Item.find(rest).sort({ at: -1, _id: -1 }).lean())).toEqual(['b']);
  });

  it('finds documents without the array with a null match, and not those with one', async () => {
    await Item.collection.insertOne({ label: 'f' });
    expect(labels(await Item.find({ searchWords: null }).lean())).toEqual(['f']);
    await Item.collection.deleteOne({ label: 'f' });
  });
});
