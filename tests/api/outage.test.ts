import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as LIST_PRODUCTS } from '@/app/api/products/route';
import { GET as READY } from '@/app/api/ready/route';
import mongoose from 'mongoose';
import { SERVER_SELECTION_TIMEOUT_MS, disconnectFromDatabase } from '@/lib/server/platform/db';
import { startGodown } from '@sanvio/godown';
import { ProductModel } from '@/models/Product';
import { request } from './http';

/**
 * The database goes away under a running app and comes back on the same address: requests answer
 * 503 meanwhile (after the driver's server-selection timeout, not hanging), and the app recovers by itself, with no restart and no data lost. (Godown
 * plays the database, since the test stops and restarts it; the app's driver cannot tell.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanvio-outage-'));
const previousUri = process.env.MONGODB_URI;

afterAll(async () => {
  await disconnectFromDatabase();
  process.env.MONGODB_URI = previousUri;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('database outage and recovery', () => {
  it('answers 503 after the server-selection timeout while the database is down and serves again once it is back', async () => {
    let database = await startGodown({ dataDir, quiet: true });
    process.env.MONGODB_URI = `${database.uri}/outage`;
    expect((await READY(request('/api/ready'))).status).toBe(200);
    await ProductModel.create({ name: 'Cash Drawer', category: 'Cash Drawers', price: 3500 });
    // What bounds the wait below: the connection gives up on an unreachable server after this long.
    expect(mongoose.connection.getClient().options.serverSelectionTimeoutMS).toBe(SERVER_SELECTION_TIMEOUT_MS);
    expect(SERVER_SELECTION_TIMEOUT_MS).toBeLessThanOrEqual(5_000);

    await database.close();
    const during = await LIST_PRODUCTS(request('/api/products'));
    expect(during.status).toBe(503);
    expect((await READY(request('/api/ready'))).status).toBe(503);

    database = await startGodown({ dataDir, port: database.port, quiet: true });
    try {
      // Waits for the recovery itself; the driver reconnects on its own heartbeat.
      await expect.poll(async () => (await LIST_PRODUCTS(request('/api/products'))).status, { timeout: 30_000 }).toBe(200);
      const products = (await (await LIST_PRODUCTS(request('/api/products'))).json()) as Array<{ name: string }>;
      expect(products.map((p) => p.name)).toEqual(['Cash Drawer']);
    } finally {
      await disconnectFromDatabase();
      await database.close();
    }
  }, 90_000);
});
