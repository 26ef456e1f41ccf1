/**
 * Runs once when a server process starts, before the first request: this process's notification
 * worker (lib/server/notify/), only when SMTP_URL is set and never while `next build` runs. The
 * Node.js-only code sits behind the runtime check, which the bundler resolves, so the Edge compile
 * never sees it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.SMTP_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startNotificationWorker } = await import('./lib/server/notify/start');
    startNotificationWorker();
  }
}
