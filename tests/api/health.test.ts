import { describe, expect, it } from 'vitest';
import { GET as HEALTH } from '@/app/api/health/route';
import { GET as LIST_PRODUCTS } from '@/app/api/products/route';
import { GET as READY } from '@/app/api/ready/route';
import { useTestDatabase } from '../helpers/database';
import { request } from './http';

useTestDatabase();

describe('GET /api/health (liveness) and GET /api/ready (readiness)', () => {
  it('health answers 200 without asking the database; ready answers 200 when the database answers', async () => {
    expect((await HEALTH(request('/api/health'))).status).toBe(200);
    const ready = await READY(request('/api/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up' });
  });
});

describe('an unreachable database answers 503 instead of hanging (the driver gives up after its server-selection timeout, checked in outage.test.ts)', () => {
  it('ready and the API answer 503 JSON with Retry-After, health stays 200, and all recover when it is back', async () => {
    const working = process.env.MONGODB_URI;
    // Nothing listens on port 9 (discard) here: every connection attempt is refused.
    process.env.MONGODB_URI = 'mongodb://127.0.0.1:9/unreachable';
    try {
      const ready = await READY(request('/api/ready'));
      expect(ready.status).toBe(503);
      const products = await LIST_PRODUCTS(request('/api/products'));
      expect(products.status).toBe(503);
      expect(products.headers.get('retry-after')).toBe('5');
      expect(typeof ((await products.json()) as { message?: unknown }).message).toBe('string');
      expect((await HEALTH(request('/api/health'))).status).toBe(200);
    } finally {
      process.env.MONGODB_URI = working;
    }
    expect((await READY(request('/api/ready'))).status).toBe(200);
    expect((await LIST_PRODUCTS(request('/api/products'))).status).toBe(200);
  }, 60_000);
});
