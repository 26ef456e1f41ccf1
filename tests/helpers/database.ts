/**
 * The one way a test file gets a database: a fresh, uniquely named one on the suite's server, connected
 * through the app's own lib/db, dropped when the file ends.
 *
 *   useTestDatabase();                    // at the top of the file
 *   beforeEach(() => clearCollections()); // when tests must not see each other's documents
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToDatabase, disconnectFromDatabase } from '../../lib/server/platform/db';

export function useTestDatabase(): void {
  beforeAll(async () => {
    // Database names are limited to 63 characters and may not contain '.', so keep the suffix short.
    process.env.MONGODB_URI = `${inject('mongoUri')}/t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await connectToDatabase();
  });
  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase().catch(() => undefined);
    await disconnectFromDatabase();
  });
}

/** Empties every collection of the test database, keeping collections and their indexes. */
export async function clearCollections(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('clearCollections() needs useTestDatabase() in this test file');
  const collections = await db.collections();
  await Promise.all(collections.map((collection) => collection.deleteMany({})));
}
