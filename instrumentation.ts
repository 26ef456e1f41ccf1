/**
 * Runs once when the server starts, before the first request: pages served from Next's cache load
 * the framework's scripts after the page has loaded (lib/next-cache/). The Node.js-only code sits
 * behind the runtime check, which the bundler resolves, so the Edge build never sees it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installCacheHandler } = await import('./lib/next-cache/install');
    await installCacheHandler();
  }

  // Notification e-mails: this process's outbox worker (lib/notify/), only when SMTP_URL is set and
  // never while `next build` runs. Node.js only, behind the same bundler-resolved runtime check.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.SMTP_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startNotificationWorker } = await import('./lib/notify/start');
      startNotificationWorker();
    }
  }
}
