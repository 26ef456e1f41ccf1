/**
 * `npm run seed` on a running server: the seed writes products in a process of its own, then asks
 * the server (POST /api/catalogue/refresh, with the token made from the server's secret) to drop its
 * cached catalogue, so the new products show at once instead of after CATALOGUE_MAX_AGE. The server
 * here is the route handler behind a real HTTP listener; `revalidateTag` is watched, as Next's cache
 * only exists inside a Next server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '@/content/catalogue';
import { POST } from '@/app/api/catalogue/refresh/route';
import { catalogueRefreshToken, refreshRunningServer } from '@/lib/server/catalogue/catalogue-refresh';
import { ProductModel } from '@/models/Product';
import { replyMessages } from '@/lib/messages';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { runSeed } from '../helpers/run-seed';

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => revalidated.push(tag),
}));

useTestDatabase();

/** The refresh route behind a real listener; inside it, the code runs as in a Next server. */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`http://127.0.0.1${incoming.url}`, { method: incoming.method, headers });
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    void POST(request)
      .finally(() => vi.unstubAllEnvs())
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  revalidated.length = 0;
  await clearCollections();
});

describe('npm run seed on a running server', () => {
  it('loads the products, then the server drops its cached catalogue', async () => {
    const port = base.split(':').pop()!;
    const seeded = await runSeed(['--demo'], { NODE_ENV: 'production', PORT: port });
    expect(seeded.code, seeded.output).toBe(0);
    expect(await ProductModel.countDocuments()).toBe(seedCatalogue.length);
    expect(seeded.output).toContain(`The server at ${base} shows the new products now.`);
    expect(revalidated).toEqual(['products']);
  }, 120_000);

  it('adds nothing and asks nothing when the catalogue already has its products', async () => {
    await ProductModel.create({ name: 'TVS RP 3230', category: 'Label Printers', price: 8999 });
    const seeded = await runSeed(['--demo'], { NODE_ENV: 'production', PORT: base.split(':').pop()! });
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain('no demo products added');
    expect(revalidated).toEqual([]);
  }, 120_000);
});

describe('POST /api/catalogue/refresh', () => {
  it('refreshes with the server’s token', async () => {
    expect(await refreshRunningServer(base)).toBe('refreshed');
    expect(revalidated).toEqual(['products']);
  });

  it('refuses a missing or wrong token with 401, and drops nothing', async () => {
    const token = catalogueRefreshToken();
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token.slice(0, -1)}x`, `Basic ${token}`]) {
      const response = await fetch(`${base}/api/catalogue/refresh`, { method: 'POST', headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toMatchObject({ message: replyMessages.catalogue.refreshRefused });
    }
    expect(revalidated).toEqual([]);
    await expect(refreshRunningServer(base)).resolves.toBe('refreshed');
  });

  it('tells the seed when no server listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await refreshRunningServer(`http://127.0.0.1:${port}`)).toBe('no-server');
  });
});
