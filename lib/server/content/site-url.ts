import 'server-only';
import { config } from '@/lib/server/platform/config.mjs';

/** The canonical origin for metadata, canonical links and the sitemap (SITE_URL). */
export function siteUrl(): string {
  return config().SITE_URL ?? 'http://localhost:3000';
}
