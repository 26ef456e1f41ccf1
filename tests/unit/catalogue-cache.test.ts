/** The catalogue's max age: 60 s unless CATALOGUE_MAX_AGE says otherwise, and the header shared caches get. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMaxAge, publicCatalogueCacheControl } from '@/lib/server/catalogue/catalogue-cache';

afterEach(() => vi.unstubAllEnvs());

describe('CATALOGUE_MAX_AGE', () => {
  it('is 60 s by default, and shared caches may keep an answer as long, plus 300 s stale while they refresh it', () => {
    vi.stubEnv('CATALOGUE_MAX_AGE', '');
    expect(catalogueMaxAge()).toBe(60);
    expect(publicCatalogueCacheControl()).toBe('public, s-maxage=60, stale-while-revalidate=300');
  });

  it('takes a whole number of seconds from 1 to 300', () => {
    vi.stubEnv('CATALOGUE_MAX_AGE', '5');
    expect(publicCatalogueCacheControl()).toBe('public, s-maxage=5, stale-while-revalidate=300');
    vi.stubEnv('CATALOGUE_MAX_AGE', '300');
    expect(catalogueMaxAge()).toBe(300);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['0', '301', '1.5', 'a minute', '-1']) {
      vi.stubEnv('CATALOGUE_MAX_AGE', value);
      expect(() => catalogueMaxAge(), value).toThrow(/CATALOGUE_MAX_AGE must be a whole number of seconds from 1 to 300/);
    }
  });
});
