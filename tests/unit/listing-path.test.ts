/** The listing's addresses: category and page as path segments, one URL per page, the query form redirected. */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/lib/categories';
import { LISTING_SORTS, categoryFromSlug, listingPath, listingPathFromQuery, parseListingSegments } from '@/lib/listing-path';

describe('listingPath', () => {
  it('writes all products, a page, a category and a category page as paths', () => {
    expect(listingPath({})).toBe('/products');
    expect(listingPath({ page: 2 })).toBe('/products/page/2');
    expect(listingPath({ category: 'Label Printers' })).toBe('/products/label-printers');
    expect(listingPath({ category: 'Label Printers', page: 2 })).toBe('/products/label-printers/page/2');
    expect(listingPath({ category: 'Computing devices - laptops, tablets, desktops', page: 1 })).toBe('/products/computing-devices');
  });

  it('gives every category its own slug, read back to the same category', () => {
    const slugs = CATEGORIES.map((category) => listingPath({ category }).split('/')[2]);
    expect(new Set(slugs).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) {
      const query = parseListingSegments(listingPath({ category, page: 3 }).split('/').slice(2));
      expect(query).toEqual({ category, page: 3, sort: 'newest' });
    }
  });
});

describe('parseListingSegments', () => {
  it('reads the four forms', () => {
    expect(parseListingSegments([])).toEqual({ category: undefined, page: 1, sort: 'newest' });
    expect(parseListingSegments(['page', '2'])).toEqual({ category: undefined, page: 2, sort: 'newest' });
    expect(parseListingSegments(['spares'])).toEqual({ category: 'Spares', page: 1, sort: 'newest' });
    expect(parseListingSegments(['spares', 'page', '12'])).toEqual({ category: 'Spares', page: 12, sort: 'newest' });
  });

  it('reads the price orders, with or without a category and a page', () => {
    expect(parseListingSegments(['sort', 'price-low-to-high'])).toEqual({ category: undefined, page: 1, sort: 'price-low-to-high' });
    expect(parseListingSegments(['sort', 'price-high-to-low', 'page', '3'])).toEqual({ category: undefined, page: 3, sort: 'price-high-to-low' });
    expect(parseListingSegments(['spares', 'sort', 'price-low-to-high', 'page', '2'])).toEqual({ category: 'Spares', page: 2, sort: 'price-low-to-high' });
  });

  it('writes each order as one path and reads it back', () => {
    for (const sort of LISTING_SORTS) {
      for (const category of [undefined, 'Label Printers' as const]) {
        for (const page of [1, 4]) {
          const path = listingPath({ category, page, sort });
          expect(parseListingSegments(path.split('/').slice(2)), path).toEqual({ category, page, sort });
        }
      }
    }
    expect(listingPath({ category: 'Spares', sort: 'price-high-to-low', page: 2 })).toBe('/products/spares/sort/price-high-to-low/page/2');
    expect(listingPath({ sort: 'newest' })).toBe('/products');
  });

  it('refuses any other spelling, so each page has exactly one URL', () => {
    for (const segments of [
      ['teapots'],
      ['Spares'],
      ['page', '1'],
      ['page', '02'],
      ['page', 'x'],
      ['page'],
      ['spares', 'page', '1'],
      ['spares', 'page'],
      ['spares', 'x', '2'],
      ['spares', 'page', '2', 'extra'],
      ['page', '9999999'],
      ['sort', 'newest'],
      ['sort', 'cheapest'],
      ['sort'],
      ['page', '2', 'sort', 'price-low-to-high'],
      ['sort', 'price-low-to-high', 'spares'],
      ['spares', 'sort', 'price-low-to-high', 'page', '1'],
    ]) {
      expect(parseListingSegments(segments), segments.join('/')).toBeNull();
    }
  });

  it("knows only the category list's slugs", () => {
    expect(categoryFromSlug('label-printers')).toBe('Label Printers');
    expect(categoryFromSlug('label printers')).toBeUndefined();
  });
});

describe('listingPathFromQuery (the older /products?category=&page= form)', () => {
  it('turns the query form into the path, the category in any casing', () => {
    expect(listingPathFromQuery(new URLSearchParams('category=Label%20Printers&page=2'))).toBe('/products/label-printers/page/2');
    expect(listingPathFromQuery(new URLSearchParams('category=label%20PRINTERS'))).toBe('/products/label-printers');
    expect(listingPathFromQuery(new URLSearchParams('page=1'))).toBe('/products');
    expect(listingPathFromQuery(new URLSearchParams('category=all&page=02'))).toBe('/products/page/2');
    expect(listingPathFromQuery(new URLSearchParams('sort=price-low-to-high'))).toBe('/products/sort/price-low-to-high');
    expect(listingPathFromQuery(new URLSearchParams('category=Spares&sort=price-high-to-low&page=2'))).toBe('/products/spares/sort/price-high-to-low/page/2');
    expect(listingPathFromQuery(new URLSearchParams('sort=cheapest'))).toBe('/products');
  });

  it('falls back to all products and page 1 for what it cannot read, and keeps other parameters', () => {
    expect(listingPathFromQuery(new URLSearchParams('category=Teapots&page=2'))).toBe('/products/page/2');
    expect(listingPathFromQuery(new URLSearchParams('page=abc'))).toBe('/products');
    expect(listingPathFromQuery(new URLSearchParams('category=&utm_source=ad'))).toBe('/products?utm_source=ad');
  });

  it('leaves a request that names neither alone', () => {
    expect(listingPathFromQuery(new URLSearchParams(''))).toBeNull();
    expect(listingPathFromQuery(new URLSearchParams('utm_source=ad'))).toBeNull();
  });
});
