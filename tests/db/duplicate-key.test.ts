/** isDuplicateKey reads the error the database gives for a key a unique index already holds. */
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';
import { useTestDatabase } from '../helpers/database';

useTestDatabase();

async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write was expected to fail');
}

describe('isDuplicateKey', () => {
  it('is true for a write a unique index refuses, and names the indexed field only', async () => {
    const collection = mongoose.connection.db!.collection('duplicate_key_probe');
    await collection.createIndex({ ticket: 1 }, { unique: true });
    await collection.insertOne({ _id: new mongoose.Types.ObjectId(), ticket: 'SR-1' });
    const byTicket = await failureOf(() => collection.insertOne({ _id: new mongoose.Types.ObjectId(), ticket: 'SR-1' }));
    expect(isDuplicateKey(byTicket)).toBe(true);
    expect(isDuplicateKey(byTicket, 'ticket')).toBe(true);
    expect(isDuplicateKey(byTicket, 'orderNumber')).toBe(false);

    const id = new mongoose.Types.ObjectId();
    await collection.insertOne({ _id: id, ticket: 'SR-2' });
    const byId = await failureOf(() => collection.insertOne({ _id: id, ticket: 'SR-3' }));
    expect(isDuplicateKey(byId, '_id')).toBe(true);
    expect(isDuplicateKey(byId, 'ticket')).toBe(false);
  });

  it('is false for any other failure', () => {
    expect(isDuplicateKey(new Error('E11000 in the text only'))).toBe(false);
    expect(isDuplicateKey({ code: 121 })).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey('E11000')).toBe(false);
  });
});
