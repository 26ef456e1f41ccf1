/**
 * Installs the deferred-scripts cache handler (./handler.mjs) for this Node.js server; called by
 * instrumentation.ts when the server starts, before the first request.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logEvent } from '@/lib/log';

export async function installCacheHandler(): Promise<void> {
  // Loaded by Node at run time rather than bundled, so that the handler extends the very
  // FileSystemCache module Next itself runs. The Dockerfile copies lib/next-cache into the runtime image.
  const handler = join(process.cwd(), 'lib/next-cache/handler.mjs');
  try {
    const { installDeferredScriptsCache }: typeof import('./handler.mjs') = await import(/* webpackIgnore: true */ pathToFileURL(handler).href);
    installDeferredScriptsCache();
  } catch (error) {
    // A failed register() would make Next fail every request. The handler only speeds pages up, so
    // the shop runs without it, with Next's own cache, and says so.
    logEvent('error', 'cache_handler.not_installed', { handler, message: error instanceof Error ? error.message : String(error) });
  }
}
