import 'server-only';

/** How long the catalogue may be served from a cache: this instance's, and a proxy's or CDN's in front (docs/caching.md). */

/**
 * Seconds a cached catalogue read (and so a page or API answer built from it) may be served before
 * it is read again: the most another instance shows an old catalogue. CATALOGUE_MAX_AGE, 60 by default,
 * at most 300 (pages expire from a proxy's cache after next.config's expireTime, 360 s).
 */
export function catalogueMaxAge(): number {
  const text = process.env.CATALOGUE_MAX_AGE?.trim();
  if (!text) return 60;
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 300) {
    throw new Error(`CATALOGUE_MAX_AGE must be a whole number of seconds from 1 to 300, not "${text}".`);
  }
  return Number(text);
}

/** Seconds a proxy or CDN may keep serving a public catalogue answer while it fetches a new one. */
export const PROXY_STALE_SECONDS = 300;

/** Cache-Control of public catalogue answers: shared caches may keep them as long as this instance does. */
export function publicCatalogueCacheControl(): string {
  return `public, s-maxage=${catalogueMaxAge()}, stale-while-revalidate=${PROXY_STALE_SECONDS}`;
}
