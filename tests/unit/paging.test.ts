/** lib/paging.ts: the one page-number parser and page count every list uses. */
import { describe, expect, it } from 'vitest';
import { pageParam } from '@/lib/admin-list-query';
import { pageCountOf, pageSlice, parsePageNumber } from '@/lib/paging';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '@/lib/shop-rules';

describe('parsePageNumber', () => {
  it("reads an address's page only in its one spelling when canonical", () => {
    expect(parsePageNumber('1', { canonical: true })).toBe(1);
    expect(parsePageNumber('12', { canonical: true })).toBe(12);
    expect(parsePageNumber(String(MAX_PAGE_NUMBER), { canonical: true })).toBe(MAX_PAGE_NUMBER);
    for (const text of ['0', '02', ' 2', '2 ', '-2', '2.5', '1e3', 'x', '', String(MAX_PAGE_NUMBER + 1), '9999999', null, undefined]) {
      expect(parsePageNumber(text, { canonical: true }), String(text)).toBeNull();
    }
  });

  it('reads a typed or older query leniently: leading zeros and spaces are fine, the number is brought into 1 to the last page number', () => {
    expect(parsePageNumber('02')).toBe(2);
    expect(parsePageNumber(' 3 ')).toBe(3);
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('999999')).toBe(MAX_PAGE_NUMBER);
    for (const text of ['-2', '2.5', 'abc', '', '9999999', null, undefined]) expect(parsePageNumber(text), String(text)).toBeNull();
  });

  it("is what the admin screens' ?page=N reads, page 1 for anything else", () => {
    expect([pageParam('3'), pageParam(['4', '5']), pageParam('abc'), pageParam(undefined), pageParam('999999')]).toEqual([3, 4, 1, 1, MAX_PAGE_NUMBER]);
  });
});

describe('pageCountOf and pageSlice', () => {
  it('counts at least one page, and a partial last page as a page', () => {
    expect([pageCountOf(0, 20), pageCountOf(20, 20), pageCountOf(21, 20), pageCountOf(41, 20)]).toEqual([1, 1, 2, 3]);
  });

  it('brings page and size into range and says how many rows come before the page', () => {
    expect(pageSlice({}, 8)).toEqual({ page: 1, pageSize: 8, skip: 0 });
    expect(pageSlice({ page: 3, limit: 10 }, 8)).toEqual({ page: 3, pageSize: 10, skip: 20 });
    expect(pageSlice({ page: 0, limit: 0 }, 8)).toEqual({ page: 1, pageSize: 1, skip: 0 });
    expect(pageSlice({ page: 2.7, limit: 1e9 }, 8)).toEqual({ page: 2, pageSize: MAX_PAGE_SIZE, skip: MAX_PAGE_SIZE });
    expect(pageSlice({ page: Number.NaN, limit: Number.POSITIVE_INFINITY }, 8)).toEqual({ page: 1, pageSize: 8, skip: 0 });
  });
});
