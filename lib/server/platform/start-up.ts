/**
 * What a Node.js server process does once when it starts, before the first request (instrumentation.ts):
 *   - the configuration is checked (lib/server/platform/config.mjs): a bad value, or a production server
 *     without JWT_SECRET or MONGODB_URI, stops the process with its message (server.mjs checks the
 *     same before it loads Next; this covers `next dev` and a plain `next start`); so does a
 *     PDF_SIGNING_CERTIFICATE that cannot sign (lib/server/orders/pdf-signature.ts);
 *   - in production, a warning counting the demo products still in the database (lib/server/catalogue/seed.ts),
 *     beside server.mjs's warning about placeholder facts in the build; it does not hold up the start;
 *   - this process's notification worker (lib/server/notify/), only when SMTP_URL is set;
 *   - recovery (lib/server/orders/recovery.ts), now and every few minutes: stock movements and invoice numbers a
 *     crashed process left half done are finished or undone, and logged;
 *   - while the shop has no admin, the log says how to sign up as the first one, with the setup code
 *     (lib/server/auth/setup-code.ts; the same code on every instance sharing the database).
 */
import { ConfigError, config, servingProblems } from '@/lib/server/platform/config.mjs';
import { logLine } from '@/lib/server/platform/entry/logger.mjs';

export async function startUp(): Promise<void> {
  let problems: string[];
  try {
    problems = servingProblems(config());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems = error.problems;
  }
  if (problems.length === 0 && config().PDF_SIGNING_CERTIFICATE) {
    // The certificate that signs the tax documents is tried now, not at the first invoice.
    const { signingCertificateProblem } = await import('@/lib/server/orders/pdf-signature');
    const problem = await signingCertificateProblem(config());
    if (problem) problems = [problem];
  }
  if (problems.length > 0) {
    logLine('error', 'server_refused_to_start', { message: problems.join(' ') });
    process.exit(1);
  }
  if (config().NODE_ENV === 'production') {
    const { warnAboutDemoProducts } = await import('@/lib/server/catalogue/demo-products');
    void warnAboutDemoProducts();
  }
  if (config().SMTP_URL) {
    const { startNotificationWorker } = await import('@/lib/server/notify/start');
    startNotificationWorker();
  }
  const { startRecovery } = await import('@/lib/server/orders/recovery');
  startRecovery();
  const { announceSetupCode } = await import('@/lib/server/auth/setup-code');
  // Not awaited: a database still starting must not hold up serving.
  void announceSetupCode();
}
