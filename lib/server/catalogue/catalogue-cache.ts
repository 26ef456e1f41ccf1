import 'server-only';
import { config } from '@/lib/server/platform/config.mjs';

/** How long the catalogue may be served from a cache: this instance's, and a proxy's or CDN's in front (docs/caching.md). */

/**
 * Seconds a cached catalogue read (and so a page or API answer built from it) may be served before
 * it is read again: the most another instance shows an old catalogue. CATALOGUE_MAX_AGE, 60 by default,
 * at most 300 (pages expire from a proxy's cache after next.config's expireTime: this plus PROXY_STALE_SECONDS).
 */
export function catalogueMaxAge(): number {
  return config().CATALOGUE_MAX_AGE;
}

/** Seconds a proxy or CDN may keep serving a public catalogue answer while it fetches a new one (PROXY_STALE_SECONDS, 300). */
export function proxyStaleSeconds(): number {
  return config().PROXY_STALE_SECONDS;
}

/** Cache-Control of public catalogue answers: shared caches may keep them as long as this instance does. */
export function publicCatalogueCacheControl(): string {
  return `public, s-maxage=${catalogueMaxAge()}, stale-while-revalidate=${proxyStaleSeconds()}`;
}
