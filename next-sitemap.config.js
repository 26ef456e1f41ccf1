/**
 * next-sitemap (runs after `npm run build`): sitemap.xml + sitemap-0.xml with every public page,
 * article and policy at its canonical lower-case URL, and robots.txt keeping /admin and /api out.
 * Product detail URLs change without a rebuild, so they come from the dynamic /product-sitemap.xml,
 * which robots.txt and the sitemap index both point to. SITE_URL sets the host, read like every other
 * variable through the configuration module (lib/server/platform/config.mjs).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- next-sitemap loads this file as CommonJS */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
// The route table (lib/routes.mjs): which public pages are always listed, and which are left out.
const { SITEMAP_EXCLUDED, SITEMAP_PAGES } = require('./lib/routes.mjs');
const { config } = require('./lib/server/platform/config.mjs');

// The same .env files `next build` read; next.config.mjs has made sure SITE_URL is set, and a build
// without it never gets here, so there is no default to fall back on.
require('@next/env').loadEnvConfig(__dirname, false, { info: () => {}, error: console.error });
const settings = config();
if (!settings.SITE_URL) throw new Error('SITE_URL is not set: build with it, e.g. SITE_URL=https://www.sanvio.in npm run build.');
const siteUrl = settings.SITE_URL;

/** Articles and policies, read from content/ (file name = canonical slug), dated from their front matter. */
function contentPages(folder, dateField, priority, changefreq) {
  const dir = path.join(__dirname, 'content', folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const { data } = matter(fs.readFileSync(path.join(dir, name), 'utf8'), {});
      const date = data[dateField] ? new Date(data[dateField]) : null;
      return {
        loc: `/${name.slice(0, -3)}`,
        priority,
        changefreq,
        ...(date && !Number.isNaN(date.getTime()) ? { lastmod: date.toISOString() } : {}),
      };
    });
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  // Builds may use their own output folder (NEXT_DIST_DIR), see next.config.mjs.
  sourceDir: settings.NEXT_DIST_DIR,
  outDir: 'public',
  generateRobotsTxt: true,
  changefreq: 'weekly',
  priority: 0.5,
  exclude: [
    ...SITEMAP_EXCLUDED,
    '/api/*',
    '/product-sitemap.xml',
    '/icon*',
    '/apple-icon*',
    '/favicon.ico',
    '/manifest.webmanifest',
    '/opengraph-image*',
    '/twitter-image*',
    '/robots.txt',
    '/sitemap.xml',
    '/404',
    '/500',
    '/_not-found',
  ],
  additionalPaths: async (config) => {
    const pages = [...SITEMAP_PAGES, ...contentPages('articles', 'date', 0.7, 'monthly'), ...contentPages('policies', 'updated', 0.3, 'yearly')];
    return Promise.all(pages.map(async (page) => ({ ...(await config.transform(config, page.loc)), ...page })));
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    additionalSitemaps: [`${siteUrl}/product-sitemap.xml`],
  },
};
