/**
 * npm run stock:check [-- --recover]: checks, for every tracked product, that stock + units held by
 * live orders = starting stock + admin movements (lib/server/catalogue/stock-ledger.ts), and prints each product
 * where it fails (exit 1). With --recover, first runs recovery (lib/server/orders/recovery.ts) on
 * everything left half done, however recent: only while no app instance is running.
 */
import { parseArgs } from 'node:util';
import { disconnectFromDatabase } from '@/lib/server/platform/db';
import { stockLedger } from '@/lib/server/catalogue/stock-ledger';
import { recover } from '@/lib/server/orders/recovery';

async function main() {
  const { values } = parseArgs({ options: { recover: { type: 'boolean', default: false } } });
  if (values.recover) console.log(`Recovery: ${JSON.stringify(await recover({ staleMs: 0 }))}`);
  const lines = await stockLedger();
  const unbalanced = lines.filter((line) => line.received !== null && !line.balanced);
  const noBaseline = lines.filter((line) => line.received === null);
  for (const line of unbalanced)
    console.log(
      `UNBALANCED ${line.productId} ${line.name}: stock ${line.stock} + held ${line.held} = ${line.stock + line.held}, received ${line.received} (${line.stock + line.held - (line.received ?? 0)} off)`,
    );
  if (noBaseline.length > 0) console.log(`${noBaseline.length} tracked products have no baseline yet; recovery records it (npm run stock:check -- --recover).`);
  console.log(`stock:check: ${lines.length} tracked products, ${unbalanced.length} unbalanced.`);
  await disconnectFromDatabase();
  process.exit(unbalanced.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
