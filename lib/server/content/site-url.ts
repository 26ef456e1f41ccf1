import 'server-only';
import path from 'node:path';
import { config } from '@/lib/server/platform/config.mjs';
import { readBuildInfo } from '@/lib/server/platform/entry/build-info.mjs';

/** The SITE_URL a production build was made with (its record in the build folder), read once per folder. */
const built = new Map<string, string | null>();
function builtSiteUrl(distDir: string): string | null {
  if (!built.has(distDir)) {
    const info = readBuildInfo(path.resolve(process.cwd(), distDir));
    built.set(distDir, info instanceof Error ? null : info.siteUrl);
  }
  return built.get(distDir) ?? null;
}

/**
 * The canonical origin for metadata, canonical links and the sitemap: SITE_URL; unset on a production
 * server, the build's (server.mjs refuses to start with any other), as the prerendered pages carry it.
 */
export function siteUrl(): string {
  const settings = config();
  if (settings.SITE_URL) return settings.SITE_URL;
  return (settings.NODE_ENV === 'production' && builtSiteUrl(settings.NEXT_DIST_DIR)) || 'http://localhost:3000';
}
