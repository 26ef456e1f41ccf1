import 'server-only';

/** The canonical origin for metadata, canonical links and the sitemap (SITE_URL). */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
