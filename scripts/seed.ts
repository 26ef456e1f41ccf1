/** npm run seed [-- --force]: creates the indexes and fills an empty catalogue in the database at MONGODB_URI (or the running embedded one). */
import { disconnectFromDatabase } from '@/lib/server/db';
import { ensureIndexes, seedProducts } from '@/lib/server/seed';

async function main() {
  await ensureIndexes();
  const result = await seedProducts({ force: process.argv.includes('--force') });
  console.log(
    result.skipped ? 'Catalogue already has products; nothing seeded (use --force to add missing seed products).' : `Seeded ${result.inserted} products.`,
  );
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
