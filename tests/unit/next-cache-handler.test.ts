/**
 * Issue 7 (LCP under 1.5 s): the cache handler instrumentation.ts installs is Next's own
 * file-system cache with one change, that every cached page, prerendered or rendered at run time,
 * is served with its framework scripts deferred (lib/next-cache/defer-framework-scripts.mjs), and
 * every other cached value is left as Next stored it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import DeferredScriptsCache, { installDeferredScriptsCache } from '@/lib/next-cache/handler.mjs';

/** Where Next's IncrementalCache finds a platform's cache handler when next.config.mjs names none. */
const PLATFORM_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
afterAll(() => fs.rmSync(serverDistDir, { recursive: true, force: true }));

const cache = new DeferredScriptsCache({ fs: nodeFs, dev: false, flushToDisk: false, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 10 * 1024 * 1024, _requestHeaders: {} });
const page = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main-app-1.js" async=""></script></head><body><h1>Hi</h1></body></html>';
const deferredPage = '<!DOCTYPE html><html><head><script data-defer-src="/_next/static/chunks/main-app-1.js"></script></head><body><h1>Hi</h1>';
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('the cache handler', () => {
  it('is installed at start-up (instrumentation.ts) as the handler of every IncrementalCache Next creates', async () => {
    const saved = Reflect.get(globalThis, PLATFORM_CACHE_HANDLERS);
    Reflect.deleteProperty(globalThis, PLATFORM_CACHE_HANDLERS);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    try {
      await register();
      const incremental = new IncrementalCache({ fs: nodeFs, dev: false, serverDistDir, requestHeaders: {}, flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, getPrerenderManifest: () => ({ version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: '', previewModeSigningKey: '', previewModeEncryptionKey: '' } }) });
      expect(incremental.cacheHandler?.constructor.name).toBe('DeferredScriptsCache');
    } finally {
      vi.unstubAllEnvs();
      Reflect.set(globalThis, PLATFORM_CACHE_HANDLERS, saved);
    }
  });

  it("keeps the server on Next's own cache, and logs why, when the handler cannot be loaded", async () => {
    const saved = Reflect.get(globalThis, PLATFORM_CACHE_HANDLERS);
    Reflect.deleteProperty(globalThis, PLATFORM_CACHE_HANDLERS);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('LOG_SILENT', '0');
    vi.spyOn(process, 'cwd').mockReturnValue(serverDistDir); // no lib/next-cache there
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(register()).resolves.toBeUndefined();
      expect(Reflect.get(globalThis, PLATFORM_CACHE_HANDLERS)).toBeUndefined();
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"cache_handler.not_installed"'));
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      Reflect.set(globalThis, PLATFORM_CACHE_HANDLERS, saved);
    }
  });

  it("leaves a platform's own cache handler in place", () => {
    class PlatformCache {}
    const saved = Reflect.get(globalThis, PLATFORM_CACHE_HANDLERS);
    Reflect.set(globalThis, PLATFORM_CACHE_HANDLERS, { FetchCache: PlatformCache });
    try {
      installDeferredScriptsCache();
      expect(Reflect.get(globalThis, PLATFORM_CACHE_HANDLERS)).toEqual({ FetchCache: PlatformCache });
    } finally {
      Reflect.set(globalThis, PLATFORM_CACHE_HANDLERS, saved);
    }
  });

  it('extends the file-system cache of the Next release installed', async () => {
    const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
    expect(cache).toBeInstanceOf(FileSystemCache);
  });

  it('stores a page rendered at run time with its scripts deferred, and serves it so', async () => {
    await cache.set('/products/cached/all/1', { kind: 'APP_PAGE', html: page, rscData: Buffer.from('0:{}'), headers: {}, status: 200 }, { isRoutePPREnabled: false });
    // What the in-memory LRU holds (and sized) is the deferred page, before any read.
    const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
    const memory = (FileSystemCache as unknown as { memoryCache: { get(key: string): { value: { html: string } } | undefined } }).memoryCache;
    expect(memory.get('/products/cached/all/1')?.value.html.startsWith(deferredPage)).toBe(true);
    const entry = await cache.get('/products/cached/all/1', pageContext);
    expect(entry?.value?.html?.startsWith(deferredPage)).toBe(true);
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
