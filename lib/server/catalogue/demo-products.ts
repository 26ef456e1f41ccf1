/** The production server's start-up warning about demo products left in the database (instrumentation.ts). */
import 'server-only';
import { logEvent } from '@/lib/server/platform/log';
import { demoProductsWarning } from '@/lib/server/catalogue/seed';

/** Logs `demo_products_in_place` when demo products remain; a database that cannot answer yet is logged, never fatal. */
export async function warnAboutDemoProducts(): Promise<void> {
  try {
    const warning = await demoProductsWarning();
    if (warning) logEvent('warn', 'demo_products_in_place', warning);
  } catch (error) {
    logEvent('warn', 'demo_products_not_counted', { message: error instanceof Error ? error.message : String(error) });
  }
}
