/**
 * npm run seed [-- --demo] [-- --force]: creates the indexes in the database at MONGODB_URI (or the
 * running embedded one), and loads the demo catalogue into an empty one: always with --demo, without
 * it only into the embedded development database (lib/server/catalogue/seed.ts demoCatalogueWanted).
 * --force adds the missing demo products to a catalogue that has some.
 */
import { disconnectFromDatabase } from '@/lib/server/platform/db';
import { demoCatalogueWanted, ensureIndexes, seedProducts } from '@/lib/server/catalogue/seed';

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
  }
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
