/**
 * What a production build records about itself (scripts/record-build.ts writes it after `next build`,
 * as part of `npm run build`), and the checks the production server (server.mjs) makes with it
 * before it listens:
 *   - SITE_URL: the prerendered pages carry the build's SITE_URL in their canonical links, Open
 *     Graph URLs and JSON-LD, and so do sitemap.xml and robots.txt. A server whose SITE_URL differs
 *     would mix two origins, so it refuses to start; one started without SITE_URL takes the build's.
 *   - placeholders: invented business facts of content/site.ts still in the build (PLACEHOLDER_FACTS
 *     there), listed in one warning.
 *   - actionIds: the ids the build gave its Server Actions, which the action guard
 *     (lib/server/platform/entry/action-guard.mjs) holds a form posted before hydration against.
 * Plain JavaScript: server.mjs runs without a build step.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INFO_FILE = 'sanvio-build.json';

/** "https://www.sanvio.in/" -> "https://www.sanvio.in": the form siteUrl() uses. */
export function normalizeSiteUrl(value) {
  return value.trim().replace(/\/+$/, '');
}

/** The build's record in distDir, or an Error saying why there is none. */
export function readBuildInfo(distDir) {
  const file = path.join(distDir, BUILD_INFO_FILE);
  try {
    const info = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof info.siteUrl !== 'string' || !Array.isArray(info.placeholders)) throw new Error('it lacks siteUrl or placeholders');
    return info;
  } catch (error) {
    const reason = error && error.code === 'ENOENT' ? 'it does not exist' : error instanceof Error ? error.message : String(error);
    return new Error(`No usable build record at ${file} (${reason}). Build with \`npm run build\`, which writes it after \`next build\`.`);
  }
}

/**
 * The SITE_URL the server must run with, or an error message when it must not start.
 * env.SITE_URL unset or empty: the build's value. Set to another origin: refused.
 */
export function resolveSiteUrl(envSiteUrl, info) {
  if (!envSiteUrl || !envSiteUrl.trim()) return { siteUrl: info.siteUrl, fromBuild: true };
  const runtime = normalizeSiteUrl(envSiteUrl);
  if (runtime === info.siteUrl) return { siteUrl: runtime, fromBuild: false };
  return {
    error:
      `SITE_URL is ${runtime}, but this build was made with SITE_URL=${info.siteUrl}. ` +
      "Its prerendered pages, sitemap.xml and robots.txt carry the build's value in canonical and Open Graph links, " +
      `so the server will not start with another. Rebuild with SITE_URL=${runtime} npm run build, or start with SITE_URL=${info.siteUrl} (or leave it unset).`,
  };
}

/** The warning for placeholders still in the build, or null when there are none. */
export function placeholderWarning(info) {
  if (info.placeholders.length === 0) return null;
  return {
    message: `${info.placeholders.length} business facts in content/site.ts are still invented placeholders. Replace each before going live (docs/deploy.md, "Before you go live").`,
    placeholders: info.placeholders.map((entry) => `${entry.fact} = ${JSON.stringify(entry.value)} (${entry.why}), in ${(entry.where ?? []).join(', ')}`),
  };
}
