/**
 * Runs once when the server starts, before the first request: pages served from Next's cache load
 * the framework's scripts after the page has loaded (lib/next-cache/handler.mjs).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Loaded by Node at run time rather than bundled, so that the handler extends the very
  // FileSystemCache module Next itself runs. next.config.mjs copies the file into standalone builds.
  const { join } = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const handler = pathToFileURL(join(process.cwd(), 'lib/next-cache/handler.mjs')).href;
  const { installDeferredScriptsCache }: typeof import('./lib/next-cache/handler.mjs') = await import(/* webpackIgnore: true */ handler);
  installDeferredScriptsCache();
}
