/**
 * npm run restore <archive> [-- --force]: restores an archive made by npm run backup into the
 * database at MONGODB_URI (lib/server/platform/backup.ts). An empty database only; --force deletes
 * what the database holds first. Prints each collection's count, checked against the archive's.
 */
import { parseArgs } from 'node:util';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/server/platform/db';
import { restoreDatabase } from '@/lib/server/platform/backup';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const archive = positionals[0];
  if (!archive) throw new Error('Name the archive: npm run restore -- <archive> [--force]');
  const db = (await connectToDatabase()).connection.db;
  if (!db) throw new Error('No database connection.');
  const counts = await restoreDatabase(db, archive, { force: values.force });
  for (const [name, count] of Object.entries(counts)) console.log(`${name.padEnd(24)} ${count}`);
  console.log(`restore: ${archive} into ${db.databaseName}; every count matches the archive.`);
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
