import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { ConfigError, config as readConfig, devDistDir, pageExpireSeconds, startedByServerMjs } from './lib/server/platform/config.mjs';
import { logLine } from './lib/server/platform/entry/logger.mjs';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/sizes.mjs';
import { securityHeaders } from './lib/server/platform/entry/security-headers.mjs';

/** Every variable, checked here too: a bad value stops `next build` and `next dev` with its message. */
function checkedSettings() {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The configuration has bad values:\n${error.message}`);
    process.exit(1);
  }
}

const settings = checkedSettings();

const isProduction = settings.NODE_ENV === 'production';

/** Seconds a proxy in front may keep a file of public/images (one day). */
const PUBLIC_IMAGE_PROXY_SECONDS = 86400;

/**
 * The security headers of every response (security-headers.mjs). A production build leaves them to
 * server.mjs, which sets them before Next sees the request: Next's `headers()`, fixed at build time,
 * compiles every value holding a colon (the CSP's URLs) as a path pattern on every request
 * (docs/performance.md, "Security headers set by server.mjs"). `next dev` gets them from here.
 */
const securityHeaderRules = isProduction ? [] : [{ source: '/:path*', headers: securityHeaders({ production: false }) }];

/** @type {import('next').NextConfig} */
export const nextConfig = {
  poweredByHeader: false,
  // server.mjs (`npm start`) compresses every answer itself, with brotli, and compresses a cached page
  // once rather than per request (lib/server/platform/entry/compressed-responses.mjs); Next's own
  // gzip stays on for plain `next start`.
  compress: !startedByServerMjs(),
  // Lets several builds share one checkout without clobbering each other's output; `next dev` adds
  // "-dev" to it (config() below), so a dev server never writes into a build.
  distDir: settings.NEXT_DIST_DIR,
  // The database driver, the rate limiter, the logger (pino), the password pool (piscina starts its
  // worker threads from its own files) and pdfkit (tax invoices: it reads its font metrics from files
  // beside its own module at run time) and fontkit (the fonts it embeds) stay plain Node modules, never bundled.
  serverExternalPackages: ['mongoose', 'mongodb', 'bson', 'rate-limiter-flexible', 'pino', 'piscina', 'pdfkit', 'fontkit'],
  // Metadata in the <head> of every response, never streamed into the body: all crawlers and
  // audits read title, description and canonical link where they look for them.
  htmlLimitedBots: /.*/,
  // Pages and data cached at run time (listing and product pages, catalogue reads) live in Next's
  // in-memory LRU of this size and are never written to disk (isrFlushToDisk below): whatever URLs
  // arrive, the cache cannot fill the disk, and a read-only container works. docs/caching.md.
  cacheMaxMemorySize: settings.CACHE_MAX_MEMORY_MB * 1024 * 1024,
  // Seconds a proxy may keep a cached page in all: its revalidate (CATALOGUE_MAX_AGE, 60 s) plus
  // PROXY_STALE_SECONDS (300 s) of stale-while-revalidate. Without it Next announces a year of
  // stale-while-revalidate on every ISR page.
  expireTime: pageExpireSeconds(settings),
  experimental: {
    // The page's CSS in a <style> in the head instead of <link> files: no render-blocking requests
    // before the first paint (figures in docs/performance.md).
    inlineCss: true,
    // Each page gets the CSS of the components it uses (5-30 kB), not merged chunks: the default merges
    // small chunks up to 30 kB across routes, which put the admin's, the checkout's and the tracking
    // page's styles (49 kB) into every public page, inlined twice (the <style> and the RSC payload).
    cssChunking: false,
    // Also turns off the image optimiser's disk cache: it keeps no copy of what it makes, so the shop's
    // own pictures are resized at build instead (lib/images/build-sized.ts), and uploaded ones are kept
    // by the proxy in front.
    isrFlushToDisk: false,
    // app/global-not-found.tsx answers URLs that match no route, so the root segment needs no
    // not-found.tsx, whose tree (header, footer and the CSS again) Next would send in every page.
    globalNotFound: true,
  },
  images: {
    // WebP only: AVIF encodes take seconds per image on a small server and gain little on these drawings.
    formats: ['image/webp'],
    // No picture is shown wider than a 1920 px screen: the default 2048 and 3840 widths only made every
    // srcset (written into the page twice, in the HTML and its RSC payload) longer, and the fallback src 4K.
    // The shop's own pictures are resized to these widths at build (scripts/size-images.ts).
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    remotePatterns: [{ protocol: 'https', hostname: 'res.cloudinary.com' }],
    minimumCacheTTL: 31536000,
  },
  async headers() {
    return [
      ...securityHeaderRules,
      // The files under public/images change only with a deploy: browsers check them each time (as
      // Next's default max-age=0 asks), a proxy in front keeps them a day (docs/caching.md; the proxy
      // cache is emptied on each deploy, docs/deploy.md).
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: `public, max-age=0, s-maxage=${PUBLIC_IMAGE_PROXY_SECONDS}` }] },
    ];
  },
};

/**
 * Deploy rules (docs/deploy.md), checked where every production build and server loads this file:
 * - `next build` refuses to run without SITE_URL: the prerendered pages, sitemap.xml and robots.txt
 *   carry it, and server.mjs refuses a SITE_URL other than the build's (lib/server/platform/entry/build-info.mjs).
 * - A production server not started by `npm start` (server.mjs, which sets SANVIO_SERVER) logs an
 *   error (startedByServerMjs): plain `next start` cannot see client addresses, so every client shares one rate-limit
 *   bucket, sends no security headers (server.mjs sets them), and skips the SITE_URL and placeholder checks.
 * - `next dev` writes to its own folder (`.next-dev`, lib/server/platform/config.mjs devDistDir), never to the
 *   build's: a build made while a dev server runs holds no dev files, and a dev server started after a
 *   build leaves the build (and its record) in place.
 */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && !readConfig().SITE_URL) {
    throw new Error(
      'SITE_URL is not set. A production build writes it into canonical links, Open Graph URLs, sitemap.xml and robots.txt, ' +
        'and the server refuses to run with another. Build with the public origin, e.g. SITE_URL=https://www.sanvio.in npm run build ' +
        '(SITE_URL=http://localhost:3000 for a local try).',
    );
  }
  if (phase === PHASE_PRODUCTION_SERVER && !startedByServerMjs() && !globalThis.__sanvioServerWarned) {
    globalThis.__sanvioServerWarned = true;
    logLine('error', 'not_started_by_npm_start', {
      message:
        'This production server was not started by `npm start` (node server.mjs). Without it the app cannot see client addresses: ' +
        'every client shares one rate-limit bucket; answers go without their security headers (CSP, HSTS); and the SITE_URL and placeholder checks are skipped. Start it with `npm start`.',
    });
  }
  if (phase === PHASE_DEVELOPMENT_SERVER) return { ...nextConfig, distDir: devDistDir(settings) };
  return nextConfig;
}
