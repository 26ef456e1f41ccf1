/**
 * Runs once when a server process starts, before the first request: the Node.js server's start-up
 * (lib/server/platform/start-up.ts: the configuration check, the demo-products warning, the notification
 * worker). Nothing runs while `next build` runs. The import sits inside a test of NEXT_RUNTIME alone,
 * which the bundler resolves to false in the Edge compile and drops with everything it imports
 * (Next's documented pattern), so no Node.js-only module reaches that compile.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { startUp } = await import('./lib/server/platform/start-up');
    await startUp();
  }
}
