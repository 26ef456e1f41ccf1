import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startGodown, type Godown } from '@sanvio/godown';
import { messages } from '@/lib/messages';
import { PORTS } from './helpers/ports';

/**
 * Friendly error state on public pages under the page cache: with the database down, a product page,
 * the listing and the search show the error state and the API answers 503, never a bare 500; those renders are kept for one
 * second, so the real page is back as soon as the database is. Runs a production server of its own
 * whose database (Godown, stopped and restarted by the test) the shared e2e server does not use.
 */
const port = PORTS.outage;
const baseURL = `http://127.0.0.1:${port}`;
const product = {
  _id: new mongoose.Types.ObjectId(),
  name: 'Outage Test Cash Drawer',
  category: 'Cash Drawers',
  price: 3500,
  images: [],
  createdAt: new Date(),
  updatedAt: new Date(),
};
const productPath = `/product-detail/${product._id.toHexString()}`;

async function status(url: string): Promise<number> {
  return (await fetch(url).catch(() => null))?.status ?? 0;
}

test('with the database down, catalogue pages and the API show their friendly states for a second at a time, then recover', async ({ page }) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanvio-outage-pages-'));
  let database: Godown = await startGodown({ dataDir, quiet: true });
  const databasePort = database.port;
  const connection = await mongoose.createConnection(`${database.uri}/sanvio_outage_pages`).asPromise();
  await connection.collection('products').insertOne(product);
  await connection.close();
  await database.close();

  // The production server (`npm start`) with the build's SITE_URL (it refuses another).
  const server = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      MONGODB_URI: `mongodb://127.0.0.1:${databasePort}/sanvio_outage_pages`,
      JWT_SECRET: 'outage-test-secret-that-is-long-enough-0123',
      SITE_URL: '',
      LOG_SILENT: '1',
    },
    stdio: 'ignore',
  });
  try {
    await expect.poll(() => status(`${baseURL}/api/health`), { timeout: 90_000, intervals: [500] }).toBe(200);
    expect(await status(`${baseURL}/api/ready`)).toBe(503);

    // Product page: the error state inside the site frame, not indexed, cached for one second.
    const detail = await page.goto(`${baseURL}${productPath}`);
    expect(detail?.status()).toBe(200);
    expect(detail?.headers()['cache-control']).toMatch(/^s-maxage=1,/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pageError.title);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', productPath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner')).toBeVisible();

    // Listing: the same error state (never "No products found", which would say the shop sells nothing), also for one second.
    for (const path of ['/products', '/products/page/2', '/products/cash-drawers']) {
      const listing = await page.goto(`${baseURL}${path}`);
      expect(listing?.status(), path).toBe(200);
      expect(listing?.headers()['cache-control'], path).toMatch(/^s-maxage=1,/);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(messages.pageError.title);
      await expect(page).toHaveTitle(new RegExp(`^${messages.pageError.title}`));
      await expect(page.getByRole('link', { name: 'Try again' }), path).toHaveAttribute('href', path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByText(messages.products.empty)).toHaveCount(0);
    }
    // The search page says the same.
    await page.goto(`${baseURL}/search?q=drawer`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pageError.title);

    // API: 503 with the usual message; no-store for any proxy, and one second in the server's own cache.
    const api = await fetch(`${baseURL}/api/products`);
    expect(api.status).toBe(503);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(((await api.json()) as { message: string }).message).toBe(messages.http.databaseUnavailable);

    // The database comes back on the same address: every one of them recovers within seconds, not
    // after the catalogue cache's five minutes. (An entry past its second is served once more while
    // the fresh one renders, so each answer may take one extra request.)
    database = await startGodown({ dataDir, port: databasePort, quiet: true });
    await expect.poll(() => status(`${baseURL}/api/ready`), { timeout: 20_000, intervals: [500] }).toBe(200);
    const bodyOf = async (url: string) => (await fetch(url)).text();
    await expect.poll(() => bodyOf(`${baseURL}${productPath}`), { timeout: 20_000, intervals: [1_100] }).toContain(product.name);
    await expect.poll(() => bodyOf(`${baseURL}/products`), { timeout: 20_000, intervals: [1_100] }).toContain(product.name);
    await expect.poll(() => status(`${baseURL}/api/products`), { timeout: 20_000, intervals: [1_100] }).toBe(200);
    await page.goto(`${baseURL}${productPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
