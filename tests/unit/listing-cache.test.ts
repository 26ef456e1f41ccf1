/**
 * Issue 7 (caching the catalogue): listing pages and GET /api/products are served from the
 * full-route cache through next.config.mjs rewrites. These pin the rules that keep that cache
 * bounded and correct: one canonical URL per listing page (spec 4: /products?category=&page=, the
 * category compared case-insensitively), cached pages only up to CACHED_LISTING_PAGES, and every
 * malformed API query left to the per-request route so it still answers 400.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import nextConfig from '../../next.config.mjs';
import {
  CACHED_LISTING_PAGES,
  canonicalListingUrl,
  parseCachedListingSegments,
} from '@/components/shop/listing-query';
import { UNCACHED_LISTING_HEADER, cacheableListingQuery } from '@/lib/api-listing-cache';
import { CATEGORIES } from '@/lib/categories';

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
 * Next's rule matching for query and header conditions (matchHas in next/dist/shared/lib/router/
 * utils/prepare-destination.js): values are anchored regular expressions, a repeated query
 * parameter is judged by its last value, and an empty value counts as absent.
 */
function rewrite(rules: Rewrite[], path: string, headers: Record<string, string> = {}): string | null {
  const url = new URL(path, 'http://shop.test');
  for (const rule of rules) {
    if (rule.source !== url.pathname) continue;
    const params: Record<string, string> = {};
    const present = (c: Condition) => (c.type === 'query' ? url.searchParams.getAll(c.key).at(-1) : c.type === 'header' ? headers[c.key] : undefined) || null;
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

describe('GET /api/products from the cache', () => {
  it('sends the plain call and well-formed pages to the cached route, with "~" for an absent parameter', async () => {
    const rules = await rewrites();
    expect(rewrite(rules, '/api/products')).toBe('/api/products/cached/whole');
    expect(rewrite(rules, '/api/products?category=Label%20Printers&page=2')).toBe('/api/products/cached/q/Label Printers/2/~');
    expect(rewrite(rules, '/api/products?limit=1')).toBe('/api/products/cached/q/~/~/1');
    expect(rewrite(rules, '/api/products?page=3&limit=100&category=Spares')).toBe('/api/products/cached/q/Spares/3/100');
  });

  it('leaves malformed or deep queries and requests with a body to the per-request route', async () => {
    const rules = await rewrites();
    for (const path of ['/api/products?page=0', '/api/products?page=1.5', '/api/products?limit=101', '/api/products?page=101', '/api/products?category=a~b']) {
      expect(rewrite(rules, path)).toBeNull();
    }
    expect(rewrite(rules, '/api/products', { 'content-type': 'application/json' })).toBeNull();
  });

  it('leaves every query middleware marks (UNCACHED_LISTING_HEADER) to the per-request route', async () => {
    const rules = await rewrites();
    const apiRules = rules.filter((rule) => rule.source === '/api/products');
    expect(apiRules).toHaveLength(8);
    for (const rule of apiRules) expect(rule.missing).toContainEqual({ type: 'header', key: UNCACHED_LISTING_HEADER });
    for (const path of ['/api/products', '/api/products?page=', '/api/products?category=Spares&page=2', '/api/products?limit=5']) {
      expect(rewrite(rules, path, { [UNCACHED_LISTING_HEADER]: '1' }), path).toBeNull();
    }
  });
});

describe('which GET /api/products queries middleware lets the cache answer', () => {
  it('lets through the plain call, exact category names, "all" and plain page/limit values', () => {
    for (const query of ['', 'page=2', 'limit=20&page=3', 'category=all', 'utm_source=ad', ...CATEGORIES.map((category) => new URLSearchParams({ category, page: '1' }).toString())]) {
      expect(cacheableListingQuery(new URLSearchParams(query)), query).toBe(true);
    }
  });

  it('marks what the rewrite rules would get wrong: empty or repeated parameters, other spellings of a category', async () => {
    const rules = await rewrites();
    // Next takes an empty value for an absent one: unmarked, "?page=" would be answered as the whole
    // catalogue, where the per-request route answers 400.
    expect(rewrite(rules, '/api/products?page=')).toBe('/api/products/cached/whole');
    const marked = [
      'page=',
      'category=',
      'limit=5&page=',
      'page=abc&page=2',
      'category=Spares&category=Spares',
      'category=spares',
      'category=%20Spares',
      'category=ALL',
      'category=Teapots',
      'category=%23', // "#": cut off as a fragment in the cache path
      'category=%3F', // "?"
      'category=..',
      'category=a%5Cb', // "\"
      'category=50%25', // "%": decoded once more from the cache path
      'category=Label%2520Printers',
    ];
    for (const query of marked) expect(cacheableListingQuery(new URLSearchParams(query)), query).toBe(false);
  });
});

describe('the cache stays in memory, within CACHE_MAX_MEMORY_MB (.env.example)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const loadConfig = async () => ((await import('../../next.config.mjs')) as { default: typeof nextConfig }).default;

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
