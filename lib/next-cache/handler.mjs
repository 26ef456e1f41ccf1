/**
 * Next's cache handler (installed by instrumentation.ts): Next's own file-system cache, unchanged
 * (the in-memory LRU of CACHE_MAX_MEMORY_MB, nothing written to disk at run time, tags revalidated
 * the same way), except that a cached page's HTML has its framework scripts deferred
 * (./defer-framework-scripts.mjs). That covers every page served from the full-route cache: the
 * prerendered ones, read from the build's output on first request, and the ones rendered at run
 * time (listing and product pages), changed as they are stored. The one response that does not go
 * through it is the render that fills an empty cache entry, which is sent as rendered.
 *
 * Plain JavaScript, so that the unit tests load it as Next does. It extends Next's internal
 * FileSystemCache, whose path can move in another Next release:
 * tests/unit/next-cache-handler.test.ts loads it from there and fails if it does.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { deferFrameworkScripts } from './defer-framework-scripts.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Cache values whose HTML has been changed already: a cached page is changed once, not per request. */
const prepared = new WeakSet();

/** Defers the framework scripts of a cached page's HTML, in place; any other value is left alone. */
function preparePage(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || prepared.has(value)) return;
  value.html = deferFrameworkScripts(value.html);
  prepared.add(value);
}

/** Where Next's IncrementalCache looks for a platform's cache handler when next.config.mjs names none. */
const PLATFORM_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

/**
 * Makes this the cache handler of every IncrementalCache Next creates in this process, unless a
 * platform has installed one. Called (through ./install.ts) from instrumentation.ts, before the
 * first request. Naming the file as `cacheHandler` in next.config.mjs would do the same, but Next
 * 15.5 then imports it anew (`import()`) for every request, which cost 5% of the cached API's
 * requests/s.
 */
export function installDeferredScriptsCache() {
  const handlers = globalThis[PLATFORM_CACHE_HANDLERS] ?? {};
  if (!handlers.FetchCache) globalThis[PLATFORM_CACHE_HANDLERS] = { ...handlers, FetchCache: DeferredScriptsCache };
}

export default class DeferredScriptsCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    preparePage(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    preparePage(data);
    return super.set(key, data, ctx);
  }
}
