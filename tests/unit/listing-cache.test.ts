/**
 * Issue 7 (caching the catalogue): listing pages and GET /api/products are served from the
 * full-route cache, the pages through next.config.mjs rewrites and the API through middleware. These
 * pin the rules that keep that cache bounded and correct: one canonical URL per listing page (spec 4: /products?category=&page=, the
 * category compared case-insensitively), cached pages only up to CACHED_LISTING_PAGES, and every
 * malformed API query left to the per-request route so it still answers 400.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { middleware } from '../../middleware';
import { nextConfig } from '../../next.config.mjs';
import {
  CACHED_LISTING_PAGES,
  canonicalListingUrl,
  parseCachedListingSegments,
} from '@/components/shop/listing-query';
import { ABSENT_PARAM, LISTING_PARAMS, apiListingCachePath, listingQueryFromCacheKey } from '@/lib/api-listing-cache';
import { CATEGORIES } from '@/lib/categories';
import { messages } from '@/lib/messages';

interface Condition {
  type: string;
  key: string;
  value?: string;
}
interface Rewrite {
  source: string;
  destination: string;
  has?: Condition[];
  missing?: Condition[];
}

async function rewrites(): Promise<Rewrite[]> {
  const result = (await nextConfig.rewrites?.()) as { beforeFiles: Rewrite[] };
  return result.beforeFiles;
}

/**
 * Next's rule matching for query conditions (matchHas in next/dist/shared/lib/router/utils/
 * prepare-destination.js): values are anchored regular expressions, a repeated query parameter is
 * judged by its last value, and an empty value counts as absent.
 */
function rewrite(rules: Rewrite[], path: string): string | null {
  const url = new URL(path, 'http://shop.test');
  for (const rule of rules) {
    if (rule.source !== url.pathname) continue;
    const params: Record<string, string> = {};
    const present = (c: Condition) => (c.type === 'query' ? url.searchParams.getAll(c.key).at(-1) : undefined) || null;
    const hasAll = (rule.has ?? []).every((c) => {
      const value = present(c);
      if (value === null) return false;
      if (!c.value) return true;
      const match = new RegExp(`^${c.value}$`).exec(value);
      Object.assign(params, match?.groups);
      return Boolean(match);
    });
    const missingAll = (rule.missing ?? []).every((c) => present(c) === null);
    if (hasAll && missingAll) return rule.destination.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
  }
  return null;
}

describe('canonical listing URLs (middleware answers 308 to these)', () => {
  it('leaves canonical listings alone', () => {
    for (const query of ['', 'page=2', 'category=Label+Printers', 'category=Label+Printers&page=3', 'utm_source=x']) {
      expect(canonicalListingUrl(new URLSearchParams(query))).toBeNull();
    }
  });

  it('rewrites other spellings of the same page to one URL, keeping unrelated parameters', () => {
    expect(canonicalListingUrl(new URLSearchParams('category=label%20PRINTERS'))).toBe('/products?category=Label+Printers');
    expect(canonicalListingUrl(new URLSearchParams('page=1'))).toBe('/products');
    expect(canonicalListingUrl(new URLSearchParams('page=02&category=all'))).toBe('/products?page=2');
    expect(canonicalListingUrl(new URLSearchParams('category=Teapots&page=2'))).toBe('/products?page=2');
    expect(canonicalListingUrl(new URLSearchParams('page=abc'))).toBe('/products');
    expect(canonicalListingUrl(new URLSearchParams('page=2&page=3'))).toBe('/products?page=2');
    expect(canonicalListingUrl(new URLSearchParams('category=&utm_source=ad'))).toBe('/products?utm_source=ad');
  });
});

describe('cache paths of listing pages', () => {
  it('accept exactly the category names, "all" and pages 1 to CACHED_LISTING_PAGES', () => {
    expect(parseCachedListingSegments('Label Printers', '2')).toEqual({ category: 'Label Printers', page: 2 });
    expect(parseCachedListingSegments('all', String(CACHED_LISTING_PAGES))).toEqual({ category: undefined, page: CACHED_LISTING_PAGES });
    for (const [category, page] of [
      ['label printers', '1'],
      ['Teapots', '1'],
      ['all', '0'],
      ['all', '01'],
      ['all', String(CACHED_LISTING_PAGES + 1)],
      ['all', '1e2'],
    ]) {
      expect(parseCachedListingSegments(category!, page!)).toBeNull();
    }
  });

  it('are where next.config.mjs sends canonical listings, and only up to CACHED_LISTING_PAGES', async () => {
    const rules = await rewrites();
    expect(rewrite(rules, '/products')).toBe('/products/cached/all/1');
    expect(rewrite(rules, '/products?page=2')).toBe('/products/cached/all/2');
    for (const category of CATEGORIES) {
      const path = `/products?${new URLSearchParams({ category, page: '3' })}`;
      const destination = rewrite(rules, path);
      expect(destination).toBe(`/products/cached/${category}/3`);
      const [, , , name, page] = destination!.split('/');
      expect(parseCachedListingSegments(name!, page!)).toEqual({ category, page: 3 });
    }
    for (let page = 2; page <= CACHED_LISTING_PAGES + 5; page += 1) {
      const destination = rewrite(rules, `/products?page=${page}`);
      expect(destination).toBe(page <= CACHED_LISTING_PAGES ? `/products/cached/all/${page}` : null);
    }
  });
});

describe('GET /api/products from the cache: which queries, and from which path', () => {
  it('answers the plain call and well-formed pages from the cache, with "~" for an absent parameter', () => {
    expect(apiListingCachePath(new URLSearchParams(''))).toBe('/api/products/cached/whole');
    expect(apiListingCachePath(new URLSearchParams('utm_source=ad'))).toBe('/api/products/cached/whole');
    expect(apiListingCachePath(new URLSearchParams('category=Label%20Printers&page=2'))).toBe('/api/products/cached/q/Label%20Printers/2/~');
    expect(apiListingCachePath(new URLSearchParams('limit=1'))).toBe('/api/products/cached/q/~/~/1');
    expect(apiListingCachePath(new URLSearchParams('page=3&limit=100&category=Spares'))).toBe('/api/products/cached/q/Spares/3/100');
    expect(apiListingCachePath(new URLSearchParams('category=all'))).toBe('/api/products/cached/q/all/~/~');
    for (const category of CATEGORIES) {
      const path = apiListingCachePath(new URLSearchParams({ category, page: '1' }));
      // Next hands the route its path segments decoded once.
      const [, , , , , name, page, limit] = path!.split('/');
      expect([decodeURIComponent(name!), page, limit], category).toEqual([category, '1', ABSENT_PARAM]);
    }
  });

  it('reads each cache path back as the listing query it stands for, and no other path', () => {
    for (const query of ['', 'utm_source=ad', 'category=Label%20Printers&page=2', 'limit=1', 'page=3&limit=100&category=Spares', 'category=all', ...CATEGORIES.map((category) => `category=${encodeURIComponent(category)}`)]) {
      const params = new URLSearchParams(query);
      const key = apiListingCachePath(params)!.split('/').slice(4).map(decodeURIComponent);
      const expected = LISTING_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : []));
      expect([...listingQueryFromCacheKey(key)!], query).toEqual(expect.arrayContaining(expected));
      expect([...listingQueryFromCacheKey(key)!], query).toHaveLength(expected.length);
    }
    for (const key of [[], ['whole', 'x'], ['q', 'Spares', '2'], ['x', '~', '~', '~'], ['q', 'Spares', '2', '~', '~']]) {
      expect(listingQueryFromCacheKey(key), key.join('/')).toBeNull();
    }
  });

  it('leaves to the per-request route every query whose answer the cache path could get wrong', () => {
    const uncached = [
      'page=0',
      'page=1.5',
      'page=07',
      'page=101',
      'limit=101',
      'limit=-1',
      'page=', // the route answers 400; a cache path would drop it and answer the whole catalogue
      'category=', // the route answers a page, not the whole catalogue
      'limit=5&page=',
      'page=abc&page=2',
      'category=Spares&category=Spares',
      'category=spares', // another spelling would take a cache entry of its own
      'category=%20Spares',
      'category=ALL',
      'category=Teapots',
      'category=a~b',
      'category=%23', // "#": cut off as a fragment in a path
      'category=%3F', // "?"
      'category=..',
      'category=a%5Cb', // "\"
      'category=50%25', // "%": decoded once more from the path
      'category=Label%2520Printers',
    ];
    for (const query of uncached) expect(apiListingCachePath(new URLSearchParams(query)), query).toBeNull();
  });

  it('keeps /api/products out of next.config.mjs: middleware alone routes it', async () => {
    expect((await rewrites()).filter((rule) => rule.source.startsWith('/api/'))).toEqual([]);
  });
});

describe('middleware on /api/products without a Content-Type', () => {
  const call = (path: string, method = 'GET') => middleware(new NextRequest(new URL(path, 'http://shop.test'), { method }));
  const rewrittenTo = (response: Response) => {
    const target = response.headers.get('x-middleware-rewrite');
    return target === null ? null : new URL(target).pathname;
  };

  it('rewrites a cacheable GET or HEAD to its cache path and passes any other query to the route', () => {
    expect(rewrittenTo(call('/api/products'))).toBe('/api/products/cached/whole');
    expect(rewrittenTo(call('/api/products?category=Label+Printers&page=2', 'HEAD'))).toBe('/api/products/cached/q/Label%20Printers/2/~');
    for (const path of ['/api/products?page=', '/api/products?category=spares', '/api/products?limit=500']) {
      const response = call(path);
      expect(rewrittenTo(response), path).toBeNull();
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
    }
  });

  it('answers other methods as the route would, since the cache would answer them as a GET', async () => {
    const post = call('/api/products', 'POST');
    expect(post.status).toBe(415);
    expect(await post.json()).toEqual({ message: messages.http.jsonContentType });
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const response = call('/api/products', method);
      expect([response.status, response.headers.get('allow'), rewrittenTo(response)], method).toEqual([405, 'GET, HEAD, OPTIONS, POST', null]);
    }
    const options = call('/api/products', 'OPTIONS');
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS, POST']);
  });

  it('answers 404 to the cache paths themselves', () => {
    expect(call('/api/products/cached/whole').status).toBe(404);
  });
});

describe('the cache stays in memory, within CACHE_MAX_MEMORY_MB (.env.example)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const loadConfig = async () => ((await import('../../next.config.mjs')) as { nextConfig: typeof nextConfig }).nextConfig;

  it('is never written to disk and holds 50 MB unless told otherwise', async () => {
    expect(nextConfig.experimental?.isrFlushToDisk).toBe(false);
    vi.stubEnv('CACHE_MAX_MEMORY_MB', '');
    vi.resetModules();
    expect((await loadConfig()).cacheMaxMemorySize).toBe(50 * 1024 * 1024);
    vi.stubEnv('CACHE_MAX_MEMORY_MB', '256');
    vi.resetModules();
    expect((await loadConfig()).cacheMaxMemorySize).toBe(256 * 1024 * 1024);
  });

  it('refuses a value that is not a whole number of megabytes, naming it', async () => {
    for (const bad of ['0', '-5', '1.5', '50MB', '1e3']) {
      vi.stubEnv('CACHE_MAX_MEMORY_MB', bad);
      vi.resetModules();
      await expect(loadConfig(), bad).rejects.toThrow(`CACHE_MAX_MEMORY_MB must be a whole number of megabytes (1 or more), not "${bad}".`);
    }
  });
});
