/**
 * Issue 7, end to end against the production build: the listing, product pages and GET /api/products
 * come from the full-route cache, every spelling of a listing URL leads to one cached page, the cache
 * paths are not public, and an admin's edit shows on the very next request (spec 6: the admin
 * manages products; the storefront shows them).
 */
import { expect, test, type APIRequestContext } from './fixtures';

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'owner@sanvio.in',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Sanvio-e2e-Passw0rd!',
};

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  let login = await request.post('/api/admin/login', { data: admin });
  if (login.status() === 401) {
    expect((await request.post('/api/admin/register', { data: admin })).ok()).toBe(true);
    login = await request.post('/api/admin/login', { data: admin });
  }
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

async function cacheState(request: APIRequestContext, path: string): Promise<string | undefined> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.headers()['x-nextjs-cache'];
}

test('listing pages, product pages and GET /api/products are served from the cache after the first request', async ({ request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as ApiProduct[];
  for (const path of ['/products', '/products?page=2', `/products?category=${encodeURIComponent(product!.category)}`, `/product-detail/${product!._id}`, '/api/products', '/api/products?page=2&limit=4']) {
    await cacheState(request, path);
    expect(await cacheState(request, path), path).toBe('HIT');
  }
});

test('a listing URL written another way answers 308 to its one canonical URL', async ({ request }) => {
  const cases: Array<[string, string]> = [
    ['/products?category=label%20PRINTERS', '/products?category=Label+Printers'],
    ['/products?page=1', '/products'],
    ['/products?category=all&page=02', '/products?page=2'],
    ['/products?category=Teapots', '/products'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(to);
  }
});

test('the cache paths are not public URLs, and a write without a Content-Type is refused', async ({ request }) => {
  const cachePage = await request.get('/products/cached/all/1');
  expect(cachePage.status()).toBe(404);
  // The site's 404 page (spec: 404), with the header and footer of every public path.
  const cachePageHtml = await cachePage.text();
  expect(cachePageHtml).toContain('Ouch, looks like you found our 404 page');
  expect(cachePageHtml).toContain('aria-label="Main"');
  expect((await request.get('/api/products/cached/whole')).status()).toBe(404);
  const write = await request.fetch('/api/products', { method: 'POST' });
  expect(write.status()).toBe(415);
  expect(((await write.json()) as { message: string }).message).toMatch(/Content-Type: application\/json/);
});

test('other methods on /api/products without a Content-Type get what the route answers, never the cached catalogue', async ({ request }) => {
  for (const method of ['DELETE', 'PUT', 'PATCH']) {
    const response = await request.fetch('/api/products', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe('GET, HEAD, OPTIONS, POST');
  }
  const options = await request.fetch('/api/products', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe('GET, HEAD, OPTIONS, POST');
});

test('GET /api/products answers a query the cache path could get wrong as the per-request route does', async ({ request }) => {
  // An empty value, which a cache path would drop.
  const emptyPage = await request.get('/api/products?page=');
  expect(emptyPage.status()).toBe(400);
  expect(((await emptyPage.json()) as { message: string }).message).toBe('page must be a whole number.');
  const emptyCategory = await request.get('/api/products?category=');
  expect(emptyCategory.headers()['x-total-count']).toMatch(/^\d+$/);
  expect(((await emptyCategory.json()) as ApiProduct[]).length).toBeLessThan(Number(emptyCategory.headers()['x-total-count']));

  // Characters that would not survive the cache path, and a name encoded twice: unknown categories.
  for (const category of ['%23', '%3F', '..', 'a%5Cb', '50%25', 'Label%2520Printers']) {
    const response = await request.get(`/api/products?category=${category}`);
    expect(response.status(), category).toBe(200);
    expect(await response.json(), category).toEqual([]);
    expect(response.headers()['x-total-count'], category).toBe('0');
  }

  // Another spelling of a category: the exact name's answer, without a cache entry of its own.
  const exact = await request.get('/api/products?category=Label%20Printers&page=1');
  const spelling = await request.get('/api/products?category=label%20PRINTERS&page=1');
  expect(spelling.status()).toBe(200);
  expect(await spelling.json()).toEqual(await exact.json());
  expect(spelling.headers()['x-total-count']).toBe(exact.headers()['x-total-count']);
  expect(spelling.headers()['x-nextjs-cache']).toBeUndefined();
});

test('a product id written in capitals answers 308 to its one lower-case page', async ({ request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as ApiProduct[];
  const response = await request.get(`/product-detail/${product!._id.toUpperCase()}`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`/product-detail/${product!._id}`);
  expect((await request.get(`/product-detail/${product!._id}`, { maxRedirects: 0 })).status()).toBe(200);
});

test("an admin's edit and delete show on the next request to every cached page and answer", async ({ request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/products', { headers, data: { name: 'Cache Check Scanner', category: 'Spares', price: 999, images: ['/images/products/spares/1.webp'] } });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ApiProduct;
  const pages = ['/products', '/products?category=Spares', `/product-detail/${product._id}`];
  const answers = ['/api/products', '/api/products?category=Spares&page=1'];
  // Warm every cache entry with the new product in it.
  for (const path of [...pages, ...answers]) {
    await request.get(path);
    expect(await (await request.get(path)).text(), path).toContain('Cache Check Scanner');
  }

  const renamed = await request.patch(`/api/products/${product._id}`, { headers, data: { name: 'Cache Check Renamed' } });
  expect(renamed.ok()).toBe(true);
  for (const path of [...pages, ...answers]) {
    const text = await (await request.get(path)).text();
    expect(text, path).toContain('Cache Check Renamed');
    expect(text, path).not.toContain('Cache Check Scanner');
  }

  expect((await request.delete(`/api/products/${product._id}`, { headers })).ok()).toBe(true);
  expect((await request.get(`/product-detail/${product._id}`)).status()).toBe(404);
  for (const path of ['/products', '/products?category=Spares', ...answers]) {
    expect(await (await request.get(path)).text(), path).not.toContain('Cache Check Renamed');
  }
});
