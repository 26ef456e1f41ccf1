/**
 * The one way a test file gets a database: a fresh, uniquely named one on the suite's server, on
 * Mongoose's default connection with the settings the shop uses (sanitizeFilter and strictQuery on,
 * no command buffering), dropped when the file ends.
 *
 *   useTestDatabase();                    // at the top of the file
 *   beforeEach(() => clearCollections()); // when tests must not see each other's documents
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';

export function useTestDatabase(): void {
  beforeAll(async () => {
    mongoose.set('sanitizeFilter', true);
    mongoose.set('strictQuery', true);
    // Database names are limited to 63 characters and may not contain '.', so keep the suffix short.
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await mongoose.connect(`${inject('mongoUri')}/${name}`, { bufferCommands: false, serverSelectionTimeoutMS: 5_000 });
  });
  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase().catch(() => undefined);
    await mongoose.disconnect();
  });
}

/** Empties every collection of the test database, keeping collections and their indexes. */
export async function clearCollections(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('clearCollections() needs useTestDatabase() in this test file');
  const collections = await db.collections();
  await Promise.all(collections.map((collection) => collection.deleteMany({})));
}
