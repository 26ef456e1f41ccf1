/**
 * npm run seed [-- --demo] [-- --force]: creates the indexes in the database at MONGODB_URI (or the
 * running embedded one), and loads the demo catalogue into an empty one: always with --demo, without
 * it only into the embedded development database (lib/server/catalogue/seed.ts demoCatalogueWanted).
 * --force adds the missing demo products to a catalogue that has some. A server running on this
 * machine (at PORT) is then asked to drop its cached catalogue, so the new products show at once.
 */
import { disconnectFromDatabase } from '@/lib/server/platform/db';
import { demoCatalogueWanted, ensureIndexes, seedProducts } from '@/lib/server/catalogue/seed';
import { localServer, refreshRunningServer } from '@/lib/server/catalogue/catalogue-refresh';

/** A server already running keeps its catalogue cached: it is asked to read the new products at once. */
async function refreshServer(): Promise<void> {
  const base = localServer();
  try {
    const outcome = await refreshRunningServer(base);
    console.log(outcome === 'refreshed' ? `The server at ${base} shows the new products now.` : `No server at ${base}: nothing to refresh.`);
  } catch (error) {
    console.warn(
      `The server at ${base} could not be told of the new products (${error instanceof Error ? error.message : String(error)}); it shows them within CATALOGUE_MAX_AGE seconds.`,
    );
  }
}

async function main() {
  const args = process.argv.slice(2);
  await ensureIndexes();
  console.log('Indexes created.');
  if (!demoCatalogueWanted(args)) {
    console.log("Demo catalogue not loaded: this database is a deployment's (MONGODB_URI or NODE_ENV=production). Add --demo to load it anyway.");
  } else {
    const result = await seedProducts({ force: args.includes('--force') });
    console.log(
      result.skipped
        ? 'Catalogue already has products; no demo products added (use --force to add the missing ones).'
        : `Loaded ${result.inserted} demo products.`,
    );
    if (result.inserted > 0) await refreshServer();
  }
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
