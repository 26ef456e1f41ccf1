/**
 * "Did you mean ...?" for a search that finds nothing: each word the catalogue does not hold becomes
 * its closest catalogue word by edit distance, and the suggestion is offered only when it finds products.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@/lib/server/catalogue/seed';
import { searchProducts } from '@/lib/server/catalogue/product-search';
import { allowedEdits, closestWord, correctedQuery, suggestSearch } from '@/lib/server/catalogue/search-suggestion';
import { useTestDatabase } from '../helpers/database';

useTestDatabase();
beforeAll(async () => {
  await seedProducts();
});

describe('the closest catalogue word', () => {
  const vocabulary = ['printer', 'printers', 'print', 'barcode', 'scanner', 'scanners', 'drawer', 'label'];

  it('takes the fewest edits, then the nearest length', () => {
    expect(closestWord('priner', vocabulary)).toBe('printer');
    expect(closestWord('scaner', vocabulary)).toBe('scanner');
    expect(closestWord('barcod', vocabulary)).toBe('barcode');
    expect(closestWord('drawr', vocabulary)).toBe('drawer');
  });

  it('allows about one edit in three letters, none for a word of one or two', () => {
    expect(allowedEdits('ab')).toBe(0);
    expect(allowedEdits('lable')).toBe(1);
    expect(allowedEdits('scaner')).toBe(2);
    expect(closestWord('qqzxv', vocabulary)).toBeNull();
    expect(closestWord('xy', ['xz'])).toBeNull();
  });

  it('corrects only the words the catalogue lacks; null when nothing changes', () => {
    expect(correctedQuery('barcod scaner', vocabulary)).toBe('barcode scanner');
    expect(correctedQuery('Label  PRINER', vocabulary)).toBe('label printer');
    expect(correctedQuery('label printer', vocabulary)).toBeNull();
    expect(correctedQuery('qqzxv', vocabulary)).toBeNull();
  });
});

describe('suggestSearch on the seeded catalogue', () => {
  it.each([
    ['priner', 'printer'],
    ['barcod scaner', 'barcode scanner'],
  ])('"%s" finds nothing; "%s" is suggested and finds products', async (typed, meant) => {
    expect((await searchProducts(typed)).total).toBe(0);
    expect(await suggestSearch(typed)).toBe(meant);
    expect((await searchProducts(meant)).total).toBeGreaterThan(0);
  });

  it('suggests nothing for nonsense, an empty query, or a correction that would find nothing either', async () => {
    expect(await suggestSearch('qqzxv')).toBeNull();
    expect(await suggestSearch('   ')).toBeNull();
    // "drawr" would become "drawer", but "qqzxv" stays and still matches nothing.
    expect((await searchProducts('drawr qqzxv')).total).toBe(0);
    expect(await suggestSearch('drawr qqzxv')).toBeNull();
  });
});
