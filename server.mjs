/**
 * The production server: `npm start`, and the container's command (`node server.mjs`).
 *
 * Next's own servers never show the app the socket's address, and they add X-Forwarded-For only
 * when a request has none, so a forged one reaches the app as sent. This server sits around
 * `next({ dev: false })`'s request handler and, for each request:
 *   1. works out the client address from the socket and TRUSTED_PROXIES, with proxy-addr, as
 *      Express's `trust proxy` does (lib/server/platform/entry/client-address.mjs; nothing trusted by default);
 *   2. deletes any incoming copy of its header (x-sanvio-client-ip) and sets it afresh;
 *   3. refuses a Server Action request from a foreign or null Origin (403), with a body over Next's
 *      1 MB limit (413), a body that is not a well-formed form, or a form post to a page that names
 *      no action or an action id not of the build's shape (400) before Next reads it
 *      (lib/server/platform/entry/action-guard.mjs);
 *   4. sets the security headers of every answer, refusals included
 *      (lib/server/platform/entry/security-headers.mjs; a production build leaves them to this server);
 *   5. hands the request to Next. lib/server/platform/client-ip.ts reads only that header.
 *   6. logs a 404 answer as one info line (not_found, with the path).
 * Its responses write a string body as bytes (lib/server/platform/entry/byte-response.mjs): Node
 * writes a whole page given as a string several times slower. It compresses them itself, with brotli
 * where the client accepts it, and keeps each cached page's compressed copy instead of compressing it
 * again for every request (lib/server/platform/entry/compressed-responses.mjs; Next's own compression
 * is off when this server starts it, next.config.mjs).
 * Before it listens it checks the build's record (lib/server/platform/entry/build-info.mjs): SITE_URL must be the
 * build's, and placeholder business facts still in the build are listed in one warning.
 *
 * Every environment variable is checked first (lib/server/platform/config.mjs, the only reader of
 * process.env); a bad one stops it with a message. PORT (3000) and HOSTNAME (0.0.0.0) choose where it listens. Plain JavaScript, so it runs from the
 * production install without a build step. SIGTERM or SIGINT: stop accepting connections, finish
 * the requests in flight, close Next, exit 0.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { config, markProductionServer, servingProblems } = await import('./lib/server/platform/config.mjs');
// Production unless NODE_ENV says otherwise, set before Next loads; and the mark next.config.mjs
// looks for to tell `npm start` from plain `next start`.
markProductionServer();

const dir = path.dirname(fileURLToPath(import.meta.url));
const { default: nextEnv } = await import('@next/env');
const { default: next } = await import('next');
const { parseTrustedProxies, stampClientAddress } = await import('./lib/server/platform/entry/client-address.mjs');
const { placeholderWarning, readBuildInfo, resolveSiteUrl } = await import('./lib/server/platform/entry/build-info.mjs');
const { logEvent, logLine } = await import('./lib/server/platform/entry/logger.mjs');
const { guardActionRequest } = await import('./lib/server/platform/entry/action-guard.mjs');
const { ByteResponse } = await import('./lib/server/platform/entry/byte-response.mjs');
const { compressedResponses } = await import('./lib/server/platform/entry/compressed-responses.mjs');
const { securityHeaders } = await import('./lib/server/platform/entry/security-headers.mjs');

/** Logs why the server cannot start and exits 1. */
function refuse(message) {
  logLine('error', 'server_refused_to_start', { message });
  process.exit(1);
}

// The same .env files Next reads, loaded now so that the checks below see what the app will see.
nextEnv.loadEnvConfig(dir, false, { info: () => {}, error: console.error });

// Every variable at once (lib/server/platform/config.mjs): a bad value, or a missing JWT_SECRET or MONGODB_URI, stops the server here.
let settings;
try {
  settings = config();
} catch (error) {
  refuse(error.message);
}
const missing = servingProblems(settings);
if (missing.length > 0) refuse(missing.join(' '));
const { PORT: port, HOSTNAME: hostname } = settings;

// Checked with the other variables (config()): compiled here for each request's address.
const trusted = parseTrustedProxies(settings.TRUSTED_PROXIES);

const distDir = path.join(dir, settings.NEXT_DIST_DIR);
const build = readBuildInfo(distDir);
if (build instanceof Error) refuse(build.message);
// Unset, the app takes the build's SITE_URL from the same record (lib/server/content/site-url.ts).
const site = resolveSiteUrl(settings.SITE_URL, build);
if (site.error) refuse(site.error);

// The guard refuses a form naming an action this build does not have (one opened before a deploy).
const guardOptions = { actionIds: new Set(build.actionIds ?? []) };

const placeholders = placeholderWarning(build);
if (placeholders) logLine('warn', 'placeholders_in_place', placeholders);

// Next builds each request's internal URL from this name and port, not from the Host header, and
// turns a redirect to that origin into a relative Location. Any other name than the default
// "localhost" (e.g. HOSTNAME=127.0.0.1) would leave some redirects absolute, to that name.
const app = next({ dev: false, dir, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// Compression in place of Next's (next.config.mjs): brotli or gzip, and each cached page compressed
// once, not on every request (compressed-responses.mjs).
const compress = compressedResponses();

// The security headers of every answer, set here rather than by Next's headers() (next.config.mjs).
const headers = securityHeaders({ production: settings.NODE_ENV === 'production' });

// ByteResponse: a page Next writes as one string goes to the socket as its bytes (byte-response.mjs).
const server = createServer({ ServerResponse: ByteResponse }, (request, response) => {
  stampClientAddress(request, trusted.trust);
  for (const { key, value } of headers) response.setHeader(key, value);
  compress(request, response, () => {});
  // An address nobody serves is one info line (no query string: it may carry anything), not an error.
  response.once('finish', () => {
    if (response.statusCode === 404) logEvent('info', 'not_found', { path: (request.url ?? '').split('?')[0], status: 404 });
  });
  // A Server Action request from elsewhere, oversized or malformed: 403/413/400 and one log line,
  // before Next reads it; one that passes reaches Next with its body as it came.
  guardActionRequest(request, response, logLine, guardOptions)
    .then((checked) => checked && handle(checked, response))
    .catch((error) => {
      logLine('error', 'request_failed', { path: request.url, message: error instanceof Error ? error.message : String(error) });
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
});

server.on('error', (error) => refuse(`Cannot listen on ${hostname}:${port}: ${error.message}`));
server.listen(port, hostname, () => {
  logLine('info', 'server_started', {
    url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${server.address().port}`,
    siteUrl: site.siteUrl,
    siteUrlFrom: site.fromBuild ? 'build' : 'SITE_URL',
    trustedProxies: trusted.entries,
  });
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  logLine('info', 'server_stopping', { signal });
  // A connection that never finishes its request must not keep the process alive for ever.
  setTimeout(() => server.closeAllConnections(), 25_000).unref();
  server.close(async (error) => {
    if (error) logLine('error', 'server_stop_failed', { message: error.message });
    await app
      .close()
      .catch((closeError) => logLine('error', 'server_stop_failed', { message: closeError instanceof Error ? closeError.message : String(closeError) }));
    process.exit(0);
  });
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
