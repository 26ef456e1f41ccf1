/**
 * A lease in MongoDB, for the rare change that must not run twice at once across instances (the
 * database has no transactions): one document per lock name, taken by an upsert that only matches an
 * expired lease. While a live lease exists the upsert collides on _id (E11000) and the caller waits.
 * A holder that crashes leaves a lease that expires after `ttlMs`.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { connectToDatabase } from '@/lib/server/db';

const LOCKS = 'locks';

interface LockDocument {
  _id: string;
  holder: string;
  until: Date;
}

async function locks() {
  const db = (await connectToDatabase()).connection.db;
  if (!db) throw new Error('No database connection.');
  return db.collection<LockDocument>(LOCKS);
}

async function tryAcquire(name: string, holder: string, ttlMs: number): Promise<boolean> {
  const collection = await locks();
  const now = new Date();
  try {
    await collection.updateOne({ _id: name, until: { $lt: now } }, { $set: { holder, until: new Date(now.getTime() + ttlMs) } }, { upsert: true });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return false;
    throw error;
  }
}

export class LockBusyError extends Error {
  constructor(name: string) {
    super(`The lock ${name} stayed taken.`);
    this.name = 'LockBusyError';
  }
}

/** Runs `work` holding the lock `name`; waits up to `waitMs` for it, else throws LockBusyError. */
export async function withLock<T>(name: string, work: () => Promise<T>, { ttlMs = 10_000, waitMs = 5_000 } = {}): Promise<T> {
  const holder = randomBytes(12).toString('hex');
  const giveUpAt = Date.now() + waitMs;
  for (let delay = 10; !(await tryAcquire(name, holder, ttlMs)); delay = Math.min(delay * 2, 200)) {
    if (Date.now() > giveUpAt) throw new LockBusyError(name);
    await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * delay));
  }
  try {
    return await work();
  } finally {
    await (await locks()).deleteOne({ _id: name, holder });
  }
}
