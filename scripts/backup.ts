/**
 * npm run backup: writes an archive of every collection of the database at MONGODB_URI (the embedded
 * one or a MongoDB server) to BACKUP_DIR (lib/server/platform/backup.ts), prints each collection's
 * count, and keeps the newest BACKUP_KEEP archives there (0: all). Exit 1 on failure.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/server/platform/config.mjs';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/server/platform/db';
import { backupDatabase } from '@/lib/server/platform/backup';

async function main() {
  const { BACKUP_DIR, BACKUP_KEEP } = config();
  const db = (await connectToDatabase()).connection.db;
  if (!db) throw new Error('No database connection.');
  const result = await backupDatabase(db, BACKUP_DIR);
  for (const [name, count] of Object.entries(result.counts)) console.log(`${name.padEnd(24)} ${count}`);
  console.log(`backup: ${result.file} (${result.snapshot ? 'one snapshot' : 'collection by collection'})`);
  if (BACKUP_KEEP > 0) {
    const archives = readdirSync(BACKUP_DIR)
      .filter((name) => name.startsWith(`sanvio-${db.databaseName}-`) && name.endsWith('.jsonl.gz'))
      .sort();
    for (const old of archives.slice(0, Math.max(0, archives.length - BACKUP_KEEP))) {
      rmSync(path.join(BACKUP_DIR, old));
      console.log(`removed ${old} (BACKUP_KEEP=${BACKUP_KEEP})`);
    }
  }
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
