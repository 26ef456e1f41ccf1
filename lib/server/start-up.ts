/**
 * What a Node.js server process does once when it starts, before the first request (instrumentation.ts):
 *   - the configuration is checked (lib/server/config.mjs): a bad value, or a production server
 *     without JWT_SECRET or MONGODB_URI, stops the process with its message (server.mjs checks the
 *     same before it loads Next; this covers `next dev` and a plain `next start`);
 *   - in production, a warning counting the demo products still in the database (lib/server/seed.ts),
 *     beside server.mjs's warning about placeholder facts in the build; it does not hold up the start;
 *   - this process's notification worker (lib/server/notify/), only when SMTP_URL is set.
 */
import { ConfigError, config, servingProblems } from '@/lib/server/config.mjs';

export async function startUp(): Promise<void> {
  let problems: string[];
  try {
    problems = servingProblems(config());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems = error.problems;
  }
  if (problems.length > 0) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'server_refused_to_start', message: problems.join(' ') }));
    process.exit(1);
  }
  if (config().NODE_ENV === 'production') {
    const { warnAboutDemoProducts } = await import('@/lib/server/demo-products');
    void warnAboutDemoProducts();
  }
  if (config().SMTP_URL) {
    const { startNotificationWorker } = await import('@/lib/server/notify/start');
    startNotificationWorker();
  }
}
