/**
 * Issue 7: GET /api/products answered from the full-route cache (app/api/products/cached) must give
 * exactly what the per-request route gives for the same query (spec 7: the whole catalogue as an
 * array; with category/page/limit one page and X-Total-Count), and nothing for paths middleware never
 * produces.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as CACHED_GET } from '@/app/api/products/cached/[...key]/route';
import { GET } from '@/app/api/products/route';
import { apiListingCachePath } from '@/lib/api-listing-cache';
import { CATEGORIES } from '@/lib/categories';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

async function insertProducts(count: number, category: string) {
  const base = Date.UTC(2026, 0, 1);
  await ProductModel.insertMany(Array.from({ length: count }, (_, i) => ({ name: `${category} ${i + 1}`, category, price: 100 + i, createdAt: new Date(base + i * 1000) })));
}

const cached = (key: string[]) => CACHED_GET(request(`/api/products/cached/${key.join('/')}`), { params: Promise.resolve({ key }) });

async function answer(response: Response) {
  return { status: response.status, total: response.headers.get('x-total-count'), body: (await response.json()) as unknown };
}

describe('GET /api/products from the cache', () => {
  beforeEach(async () => {
    await insertProducts(11, 'Label Printers');
    await insertProducts(3, 'Spares');
  });

  it('answers the whole catalogue like the plain call', async () => {
    const fromCache = await answer(await cached(['whole']));
    expect(fromCache).toEqual(await answer(await GET(request('/api/products'))));
    expect(fromCache.body).toHaveLength(14);
  });

  it('answers a page like the same query, with X-Total-Count, whatever the encoding of the category', async () => {
    const expected = await answer(await GET(request('/api/products?category=Label%20Printers&page=2')));
    expect(expected.total).toBe('11');
    expect(await answer(await cached(['q', 'Label Printers', '2', '~']))).toEqual(expected);
    expect(await answer(await cached(['q', 'Label%20Printers', '2', '~']))).toEqual(expected);
    expect(await answer(await cached(['q', '~', '~', '5']))).toEqual(await answer(await GET(request('/api/products?limit=5'))));
    expect(await answer(await cached(['q', 'Teapots', '~', '~']))).toEqual({ status: 200, total: '0', body: [] });
  });

  it('answers what the per-request route answers for the path middleware sends each query to', async () => {
    const queries = ['', 'category=Label%20Printers&page=2', 'category=Spares&limit=2&page=2', 'category=all&limit=4', 'page=3&limit=5', ...CATEGORIES.map((category) => new URLSearchParams({ category }).toString())];
    for (const query of queries) {
      const path = apiListingCachePath(new URLSearchParams(query));
      expect(path, query).not.toBeNull();
      // Next hands the route its path segments decoded once.
      const key = path!.split('/').slice(4).map(decodeURIComponent);
      expect(await answer(await cached(key)), query).toEqual(await answer(await GET(request(`/api/products?${query}`))));
    }
  });

  it('answers 404 for a path middleware never produces', async () => {
    for (const key of [['q'], ['q', 'Spares', '1'], ['everything'], ['whole', 'more']]) {
      expect((await cached(key)).status).toBe(404);
    }
  });
});
