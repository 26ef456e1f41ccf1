/**
 * Issue 7 (LCP under 1.5 s): the cache handler configured in next.config.mjs is Next's own
 * file-system cache with one change, that every cached page, prerendered or rendered at run time,
 * is served with its framework scripts deferred (lib/next-cache/defer-framework-scripts.mjs), and
 * every other cached value is left as Next stored it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, describe, expect, it } from 'vitest';
import nextConfig from '@/next.config.mjs';
import DeferredScriptsCache from '@/lib/next-cache/handler.mjs';

const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
afterAll(() => fs.rmSync(serverDistDir, { recursive: true, force: true }));

const cache = new DeferredScriptsCache({ fs: nodeFs, dev: false, flushToDisk: false, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 10 * 1024 * 1024, _requestHeaders: {} });
const page = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main-app-1.js" async=""></script></head><body><h1>Hi</h1></body></html>';
const deferredPage = '<!DOCTYPE html><html><head><script data-defer-src="/_next/static/chunks/main-app-1.js"></script></head><body><h1>Hi</h1>';
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('the cache handler', () => {
  it('is the one next.config.mjs configures', () => {
    expect(nextConfig.cacheHandler).toBe(path.resolve('lib/next-cache/handler.mjs'));
  });

  it('extends the file-system cache of the Next release installed', async () => {
    const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
    expect(cache).toBeInstanceOf(FileSystemCache);
  });

  it('stores a page rendered at run time with its scripts deferred', async () => {
    await cache.set('/products/cached/all/1', { kind: 'APP_PAGE', html: page, rscData: Buffer.from('0:{}'), headers: {}, status: 200 }, { isRoutePPREnabled: false });
    const entry = await cache.get('/products/cached/all/1', pageContext);
    expect(entry?.value?.html?.startsWith(deferredPage)).toBe(true);
    expect((await cache.get('/products/cached/all/1', pageContext))?.value?.html).toBe(entry?.value?.html);
  });

  it('serves a prerendered page from the build output with its scripts deferred, and leaves the file as built', async () => {
    fs.mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
    fs.writeFileSync(path.join(serverDistDir, 'app/about.html'), page);
    fs.writeFileSync(path.join(serverDistDir, 'app/about.meta'), '{}');
    fs.writeFileSync(path.join(serverDistDir, 'app/about.rsc'), '0:{}');
    const entry = await cache.get('/about', pageContext);
    expect(entry?.value?.html?.startsWith(deferredPage)).toBe(true);
    expect(fs.readFileSync(path.join(serverDistDir, 'app/about.html'), 'utf8')).toBe(page);
  });

  it('leaves route answers and data-cache entries as they were stored', async () => {
    const body = Buffer.from(page);
    await cache.set('/api/products/cached/whole', { kind: 'APP_ROUTE', body, headers: {}, status: 200 }, {});
    expect((await cache.get('/api/products/cached/whole', { kind: 'APP_ROUTE' }))?.value?.body).toBe(body);
    const data = { kind: 'FETCH', data: { headers: {}, body: page, status: 200, url: '' }, revalidate: 300, tags: ['products'] };
    await cache.set('catalogue', data, { fetchCache: true, tags: ['products'] });
    expect((await cache.get('catalogue', { kind: 'FETCH', tags: ['products'] }))?.value).toEqual(data);
  });
});
