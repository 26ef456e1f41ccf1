import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/products/route';
import { searchProducts } from '@/lib/server/catalogue/product-search';
import { updateProduct } from '@/lib/server/catalogue/products';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request } from './http';

useTestDatabase();

const base = Date.UTC(2026, 0, 1);
beforeEach(async () => {
  await clearCollections();
  // Created oldest to newest: within each group of results, newer products come first.
  const products = [
    { name: 'Cash Drawer CD-410', category: 'Cash Drawers', description: 'Steel drawer that opens from the receipt printer port.' },
    { name: 'TVS RP 3200 Star Receipt Printer', category: 'Thermal Receipt Printers', description: '80 mm thermal printer with auto-cutter.' },
    { name: 'Label Maker LP 46', category: 'Label Printers', description: 'Prints barcode labels for shelves.' },
    { name: 'Printer Paper Roll', category: 'Consumables', description: 'Thermal paper, 79 mm.' },
    { name: 'Barcode Scanner BS-L100', category: 'Barcode Scanners', description: 'Reads 1D codes.' },
  ];
  for (const [i, product] of products.entries()) await ProductModel.create({ ...product, price: 1000 + i, createdAt: new Date(base + i * 60_000) });
});

async function search(query: string, extra = ''): Promise<{ status: number; names: string[]; total: string | null }> {
  const response = await GET(request(`/api/products?q=${encodeURIComponent(query)}${extra}`));
  const body = response.status === 200 ? ((await response.json()) as Array<{ name: string }>) : [];
  return { status: response.status, names: body.map((product) => product.name), total: response.headers.get('x-total-count') };
}

describe('GET /api/products?q= (catalogue search)', () => {
  it('matches whole words and word prefixes in any case, name matches first, then category and description matches', async () => {
    expect((await search('PRINT')).names).toEqual([
      // Name matches, newest first.
      'Printer Paper Roll',
      'TVS RP 3200 Star Receipt Printer',
      // Category or description only, newest first.
      'Label Maker LP 46',
      'Cash Drawer CD-410',
    ]);
    expect((await search('print')).total).toBe('4');
  });

  it('needs every word of the query, each as the start of a word', async () => {
    expect((await search('receipt printer')).names).toEqual(['TVS RP 3200 Star Receipt Printer', 'Cash Drawer CD-410']);
    expect((await search('rinter')).names).toEqual([]);
    expect((await search('barcode')).names).toEqual(['Barcode Scanner BS-L100', 'Label Maker LP 46']);
    expect((await search('cd 410')).names).toEqual(['Cash Drawer CD-410']);
  });

  it('answers regex and operator text, and a 10 kB query, like any other words; no letters or digits match nothing', async () => {
    for (const query of ['.*', '(', '$where', '^', '[a-z]+', '\\', ' ', '!!!']) {
      const answer = await search(query);
      expect(answer.status, query).toBe(200);
      expect(answer.names, query).toEqual([]);
    }
    expect((await search('where')).names).toEqual([]);
    const huge = await search(`drawer ${'x'.repeat(10_000)}`);
    expect(huge.status).toBe(200);
    expect(huge.names).toEqual([]);
    // Cut to its first 100 characters: a long query still finds what those characters ask for.
    expect((await search(`drawer${' '.repeat(95)}zzzzzzzzzzzz`)).names).toEqual(['Cash Drawer CD-410']);
    expect((await search('printer(')).names).toHaveLength(4);
  });

  it('pages 8 at a time by default and keeps the ranking across pages', async () => {
    await ProductModel.insertMany(
      Array.from({ length: 9 }, (_, i) => ({ name: `Scanner ${i}`, category: 'Barcode Scanners', price: 10, createdAt: new Date(base - (i + 1) * 60_000) })),
    );
    const first = await search('scanner');
    expect(first.total).toBe('10');
    expect(first.names).toHaveLength(8);
    const second = await search('scanner', '&page=2');
    expect(second.names).toEqual(['Scanner 7', 'Scanner 8']);
    expect([...first.names, ...second.names]).toEqual(['Barcode Scanner BS-L100', ...Array.from({ length: 9 }, (_, i) => `Scanner ${i}`)]);
    expect((await search('scanner', '&page=0')).status).toBe(400);
  });

  it('keeps the listing contract for the other parameters', async () => {
    const all = await GET(request('/api/products'));
    expect(((await all.json()) as unknown[]).length).toBe(5);
    const page = await GET(request('/api/products?category=Cash%20Drawers'));
    expect(page.headers.get('x-total-count')).toBe('1');
    // The search's stored words are not part of a product's public shape.
    expect(Object.keys(((await page.json()) as Array<Record<string, unknown>>)[0]!)).not.toContain('searchWords');
  });

  it('follows edits of the name, category and description', async () => {
    const drawer = await ProductModel.findOne({ name: 'Cash Drawer CD-410' }).lean();
    await updateProduct(String(drawer!._id), { name: 'Money Box MB-7', description: 'Lockable.' });
    expect((await search('drawer')).names).toEqual(['Money Box MB-7']);
    expect((await search('money')).names).toEqual(['Money Box MB-7']);
    expect((await search('port')).names).toEqual([]);
  });

  it('gives products stored without search words their words before the first search', async () => {
    await mongoose.connection
      .db!.collection('products')
      .insertOne({ name: 'Currency Counter CC-90', category: 'Currency Counters', price: 5000, createdAt: new Date(), updatedAt: new Date() });
    const page = await searchProducts('counter');
    expect(page.products.map((product) => product.name)).toEqual(['Currency Counter CC-90']);
  });
});
