/**
 * Runs once when the server starts, before the first request: pages served from Next's cache load
 * the framework's scripts after the page has loaded (lib/next-cache/handler.mjs).
 */
import { logEvent } from '@/lib/log';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Loaded by Node at run time rather than bundled, so that the handler extends the very
  // FileSystemCache module Next itself runs. next.config.mjs copies the file into standalone builds.
  const { join } = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const handler = join(process.cwd(), 'lib/next-cache/handler.mjs');
  try {
    const { installDeferredScriptsCache }: typeof import('./lib/next-cache/handler.mjs') = await import(/* webpackIgnore: true */ pathToFileURL(handler).href);
    installDeferredScriptsCache();
  } catch (error) {
    // A failed register() would make Next fail every request. The handler only speeds pages up, so
    // the shop runs without it, with Next's own cache, and says so.
    logEvent('error', 'cache_handler.not_installed', { handler, message: error instanceof Error ? error.message : String(error) });
  }
}
