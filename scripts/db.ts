/**
 * `npm run db`: the embedded database on its own, with development persistence under .data/, until
 * Ctrl-C. Point mongosh, Compass or the app (MONGODB_URI) at the URI it prints.
 */
import { config } from '../lib/server/platform/config.mjs';
import { DEFAULT_DATABASE_NAME } from '../lib/server/platform/db/embedded-info';
import { startEmbeddedDatabase } from '../lib/server/platform/db/embedded';

async function main(): Promise<void> {
  const port = config().EMBEDDED_DB_PORT || undefined;
  const database = await startEmbeddedDatabase({ persist: true, port });
  console.log(`\n  MONGODB_URI=${database.uri}/${DEFAULT_DATABASE_NAME}\n\n  Ctrl-C stops it; the data stays in ${database.dataDir}.`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[db] ${signal}: stopping the embedded database`);
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
