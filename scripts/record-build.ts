/**
 * Runs after `next build` (npm's postbuild, after next-sitemap) and writes the build's record,
 * {distDir}/sanvio-build.json, which server.mjs checks before it listens (lib/server/platform/entry/build-info.mjs):
 *   - siteUrl: the SITE_URL this build wrote into its pages, sitemap.xml and robots.txt. Checked
 *     against the prerendered home page's canonical link, so the record cannot disagree with the build.
 *   - placeholders: invented business facts (PLACEHOLDER_FACTS in content/site.ts) still in `site`,
 *     or still written in the Markdown under content/, which the build also carries.
 *   - actionIds: the ids the build gave its Server Actions, as its client code names them (every
 *     action of the shop is called from a client component: `createServerReference("<id>", ...)`).
 *     The action guard refuses a form posted before hydration that names another id, which Next
 *     would answer with a 500. None found means the compiled form changed: the step fails rather
 *     than let the guard judge by shape alone.
 * It also checks that the shop's pictures were resized for this build (scripts/size-images.ts, npm's
 * prebuild): pages ask for those copies, so a build without them would show broken pictures.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { config } from '@/lib/server/platform/config.mjs';
import { PLACEHOLDER_FACTS, placeholdersInPlace } from '@/content/site';
import { staleCopies } from './size-images';
import { BUILD_INFO_FILE, normalizeSiteUrl, type BuildInfo, type PlaceholderInPlace } from '@/lib/server/platform/entry/build-info.mjs';

const root = process.cwd();
// The same .env files `next build` read.
loadEnvConfig(root, false, { info: () => {}, error: console.error });
const distDir = path.join(root, config().NEXT_DIST_DIR);

function fail(message: string): never {
  console.error(`record-build: ${message}`);
  process.exit(1);
}

const configured = process.env.SITE_URL?.trim();
if (!configured) fail('SITE_URL is not set; `next build` should have refused already.');
const siteUrl = normalizeSiteUrl(configured);

const homePage = readFileSync(path.join(distDir, 'server/app/index.html'), 'utf8');
const canonical = /<link rel="canonical" href="([^"]*)"/.exec(homePage)?.[1];
if (canonical === undefined || normalizeSiteUrl(canonical) !== siteUrl) {
  fail(`the prerendered home page's canonical link is ${canonical ?? 'missing'}, not ${siteUrl}: was SITE_URL changed between \`next build\` and this step?`);
}

/** Markdown files under content/, relative to the root. */
function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}
const markdown = markdownFiles('content').map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

const inSite = new Map(placeholdersInPlace().map((entry) => [entry.fact, entry]));
const placeholders: PlaceholderInPlace[] = [];
for (const entry of PLACEHOLDER_FACTS) {
  const strings = (Array.isArray(entry.placeholder) ? entry.placeholder : [entry.placeholder]).filter((value): value is string => typeof value === 'string');
  const files = markdown.filter(({ text }) => strings.some((value) => text.includes(value))).map(({ file }) => file);
  if (!inSite.has(entry.fact) && files.length === 0) continue;
  const where = [...(inSite.has(entry.fact) ? ['content/site.ts'] : []), ...files];
  placeholders.push({ fact: entry.fact, value: entry.placeholder, why: entry.why, where });
}

/** Every .js file under dir, recursively. */
function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}
const actionIds = [
  ...new Set(
    scriptFiles(path.join(distDir, 'static/chunks')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/createServerReference\)\("([0-9a-f]{42})"/g)].map((match) => match[1]!),
    ),
  ),
].sort();
if (actionIds.length === 0) fail('no Server Action ids found in the client code (createServerReference("<id>", ...)): has the compiled form changed?');

const staleImages = staleCopies(path.join(root, 'public'));
if (staleImages.length > 0)
  fail(
    `${staleImages.length} resized pictures under public/images/w are missing or older than their source: run \`npm run images:size\` (npm run build does it first).`,
  );

const info: BuildInfo = { siteUrl, placeholders, actionIds, builtAt: new Date().toISOString() };
writeFileSync(path.join(distDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
console.log(
  `record-build: ${path.relative(root, path.join(distDir, BUILD_INFO_FILE))}: SITE_URL ${siteUrl}, ${actionIds.length} Server Actions, ${placeholders.length} placeholder facts still in place.`,
);
