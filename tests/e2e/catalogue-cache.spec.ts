/**
 * The catalogue's caching, end to end against the production build: listing pages are real paths,
 * rendered on first request and then served from Next's cache; the older query form answers 308 to
 * them; unknown listings are 404; GET /api/products is a plain route with public Cache-Control, an
 * ETag and 304; and an admin's edit shows on the next request of the instance that made it.
 */
import { expect, test } from '@playwright/test';
import { adminHeaders } from './helpers/admin';
import { hydrated } from './helpers/hydration';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
}

/** The path and query a redirect points to; a Location relative to this site, or on its own origin. */
function target(location: string | undefined): string {
  const url = new URL(location ?? '', 'http://relative.invalid');
  return url.pathname + url.search;
}

test('listing pages and product pages are rendered once, then served from the cache for at most 60 s', async ({ request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as ApiProduct[];
  for (const path of ['/products', '/products/page/2', '/products/label-printers', `/product-detail/${product!._id}`]) {
    expect((await request.get(path)).status(), path).toBe(200);
    const again = await request.get(path);
    expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(again.headers()['cache-control'], path).toBe('s-maxage=60, stale-while-revalidate=300');
  }
});

test('the older query form of a listing answers 308 to its path, the category in any casing', async ({ request }) => {
  const cases: Array<[string, string]> = [
    ['/products?category=Label%20Printers&page=2', '/products/label-printers/page/2'],
    ['/products?category=label%20PRINTERS', '/products/label-printers'],
    ['/products?page=1', '/products'],
    ['/products?category=all&page=02', '/products/page/2'],
    ['/products?category=Teapots', '/products'],
    ['/products?category=Spares&utm_source=ad', '/products/spares?utm_source=ad'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(target(response.headers().location), from).toBe(to);
  }
});

test('a path that names no listing, or a page past the last, answers 404 with the site 404 page', async ({ request, page }) => {
  for (const path of [
    '/products/teapots',
    '/products/Label-Printers',
    '/products/page/1',
    '/products/page/02',
    '/products/label-printers/page/999',
    '/products/page/999',
    '/products/a/b/c',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<title>Page Not Found | Sanvio Technologies</title>');
  }
  await page.goto('/products/teapots');
  await expect(page.getByText('Ouch, looks like you found our 404 page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('GET /api/products: public Cache-Control, an ETag, and 304 for If-None-Match', async ({ request }) => {
  const first = await request.get('/api/products?page=1');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/api/products?page=1', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

test('a product id written in capitals answers 308 to its one lower-case page', async ({ request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as ApiProduct[];
  const response = await request.get(`/product-detail/${product!._id.toUpperCase()}`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(target(response.headers().location)).toBe(`/product-detail/${product!._id}`);
  expect((await request.get(`/product-detail/${product!._id}`, { maxRedirects: 0 })).status()).toBe(200);
});

test("an admin's edit and delete show on the next request to every cached page and answer", async ({ request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/products', {
    headers,
    data: { name: 'Cache Check Scanner', category: 'Spares', price: 999, images: ['/images/products/spares/1.webp'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ApiProduct;
  const pages = ['/products', '/products/spares', `/product-detail/${product._id}`];
  const answers = ['/api/products', '/api/products?category=Spares&page=1', `/api/products/${product._id}`];
  // Warm every cache entry with the new product in it.
  for (const path of [...pages, ...answers]) {
    await request.get(path);
    expect(await (await request.get(path)).text(), path).toContain('Cache Check Scanner');
  }

  const renamed = await request.patch(`/api/products/${product._id}`, {
    headers: { ...headers, 'If-Match': created.headers().etag! },
    data: { name: 'Cache Check Renamed' },
  });
  expect(renamed.ok()).toBe(true);
  for (const path of [...pages, ...answers]) {
    const text = await (await request.get(path)).text();
    expect(text, path).toContain('Cache Check Renamed');
    expect(text, path).not.toContain('Cache Check Scanner');
  }

  expect((await request.delete(`/api/products/${product._id}`, { headers })).ok()).toBe(true);
  expect((await request.get(`/product-detail/${product._id}`)).status()).toBe(404);
  for (const path of ['/products', '/products/spares', '/api/products', '/api/products?category=Spares&page=1']) {
    expect(await (await request.get(path)).text(), path).not.toContain('Cache Check Renamed');
  }
});

test('while the next listing page is on its way, the listing says "Loading products..."', async ({ page }) => {
  await page.goto('/products');
  // Links navigate in place once the page has hydrated.
  await hydrated(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/products/spares**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('complementary', { name: 'Product categories' }).getByRole('link', { name: 'Spares' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Spares' })).toBeVisible();
  await expect(page.getByText('Loading products...')).toHaveCount(0);
});
