/** The production server's start-up warning about demo products left in the database (instrumentation.ts). */
import 'server-only';
import { logEvent } from '@/lib/server/platform/log';
import { countDemoProducts } from '@/lib/server/catalogue/seed';

/** Logs `demo_products_in_place` when demo products remain; a database that cannot answer yet is logged, never fatal. */
export async function warnAboutDemoProducts(): Promise<void> {
  try {
    const count = await countDemoProducts();
    if (count === 0) return;
    logEvent('warn', 'demo_products_in_place', {
      message:
        `${count === 1 ? '1 product in the database is' : `${count} products in the database are`} the invented demo catalogue (made-up ratings and offers). ` +
        'Delete them, or edit each into a real product, before going live (docs/deploy.md, "Before you go live").',
      demoProducts: count,
    });
  } catch (error) {
    logEvent('warn', 'demo_products_not_counted', { message: error instanceof Error ? error.message : String(error) });
  }
}
