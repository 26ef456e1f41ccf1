import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as LIST_PRODUCTS } from '@/app/api/products/route';
import { GET as READY } from '@/app/api/ready/route';
import { disconnectFromDatabase } from '@/lib/server/db';
import { startGodown } from '@sanvio/godown';
import { ProductModel } from '@/models/Product';
import { request } from './http';

/**
 * The database goes away under a running app and comes back on the same address: requests answer
 * 503 quickly meanwhile, and the app recovers by itself, with no restart and no data lost. (Godown
 * plays the database, since the test stops and restarts it; the app's driver cannot tell.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanvio-outage-'));
const previousUri = process.env.MONGODB_URI;

afterAll(async () => {
  await disconnectFromDatabase();
  process.env.MONGODB_URI = previousUri;
  rmSync(dataDir, { recursive: true, force: true });
});

async function eventually(check: () => Promise<boolean>, seconds: number): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe('database outage and recovery', () => {
  it('answers 503 within 6 s while the database is down and serves again once it is back', async () => {
    let database = await startGodown({ dataDir, quiet: true });
    process.env.MONGODB_URI = `${database.uri}/outage`;
    expect((await READY()).status).toBe(200);
    await ProductModel.create({ name: 'Cash Drawer', category: 'Cash Drawers', price: 3500 });

    await database.close();
    const started = Date.now();
    const during = await LIST_PRODUCTS(request('/api/products'));
    expect(during.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await READY()).status).toBe(503);

    database = await startGodown({ dataDir, port: database.port, quiet: true });
    try {
      const recovered = await eventually(async () => (await LIST_PRODUCTS(request('/api/products'))).status === 200, 15);
      expect(recovered).toBe(true);
      const products = (await (await LIST_PRODUCTS(request('/api/products'))).json()) as Array<{ name: string }>;
      expect(products.map((p) => p.name)).toEqual(['Cash Drawer']);
    } finally {
      await disconnectFromDatabase();
      await database.close();
    }
  }, 40_000);
});
