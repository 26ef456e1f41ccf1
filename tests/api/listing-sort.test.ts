/** The listing's orders: newest first, price low to high and price high to low, over real queries. */
import { beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '@/lib/server/catalogue/products';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';

useTestDatabase();

const base = Date.UTC(2026, 0, 1);
// Created oldest to newest; two share a price, two have none ("price on request").
const products = [
  { name: 'A', price: 3000 },
  { name: 'B', price: 1000 },
  { name: 'C' },
  { name: 'D', price: 5000 },
  { name: 'E', price: 3000 },
  { name: 'F' },
  { name: 'G', price: 2000 },
];

beforeEach(async () => {
  await clearCollections();
  for (const [i, product] of products.entries()) {
    await ProductModel.create({ ...product, category: 'Spares', createdAt: new Date(base + i * 60_000) });
  }
  await ProductModel.create({ name: 'Other category', price: 1, category: 'Consumables', createdAt: new Date(base + 99 * 60_000) });
});

/** Every page of the category in this order, read 3 at a time, as names. */
async function allPages(sort: 'newest' | 'price-low-to-high' | 'price-high-to-low'): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 1; page <= 3; page += 1) {
    const result = await listProducts({ category: 'Spares', page, limit: 3, sort });
    expect(result.total).toBe(7);
    expect(result.pageCount).toBe(3);
    pages.push(result.products.map((product) => product.name));
  }
  return pages;
}

describe('listing order', () => {
  it('newest first by default', async () => {
    expect(await allPages('newest')).toEqual([['G', 'F', 'E'], ['D', 'C', 'B'], ['A']]);
    expect((await listProducts({ category: 'Spares', limit: 3 })).products.map((product) => product.name)).toEqual(['G', 'F', 'E']);
  });

  it('price low to high: cheapest first, newest first among equal prices, products without a price last', async () => {
    expect(await allPages('price-low-to-high')).toEqual([['B', 'G', 'E'], ['A', 'D', 'F'], ['C']]);
  });

  it('price high to low: dearest first, products without a price still last, pages never overlap or skip', async () => {
    const pages = await allPages('price-high-to-low');
    expect(pages).toEqual([['D', 'E', 'A'], ['G', 'B', 'F'], ['C']]);
    expect(new Set(pages.flat()).size).toBe(7);
  });
});
