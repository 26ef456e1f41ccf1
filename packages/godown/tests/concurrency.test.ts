/** Conformance: several clients writing at once see one consistent database. */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Separate driver clients (each with its own pool), not the app's single Mongoose connection.
const { MongoClient } = mongoose.mongo;
const uri = `${inject('mongoUri')}/t_concurrency_${process.pid}`;
let clients: InstanceType<typeof MongoClient>[] = [];

beforeAll(async () => {
  clients = await Promise.all(Array.from({ length: 4 }, () => MongoClient.connect(uri, { maxPoolSize: 5 })));
});

afterAll(async () => {
  await clients[0]?.db().dropDatabase();
  await Promise.all(clients.map((client) => client.close()));
});

describe('concurrent writers', () => {
  it('inserts from four connections all land, none lost or duplicated', async () => {
    await Promise.all(
      clients.map((client, c) => Promise.all(Array.from({ length: 50 }, (_, i) => client.db().collection('writes').insertOne({ writer: c, i })))),
    );
    const counts = await Promise.all([0, 1, 2, 3].map((writer) => clients[0]?.db().collection('writes').countDocuments({ writer })));
    expect(counts).toEqual([50, 50, 50, 50]);
  });

  it('$inc from many connections is atomic: no increment is lost', async () => {
    const counter = clients[0]?.db().collection('counters');
    await counter?.insertOne({ _id: 'orders' as never, seq: 0 });
    await Promise.all(
      clients.flatMap((client) =>
        Array.from({ length: 25 }, () =>
          client
            .db()
            .collection('counters')
            .findOneAndUpdate({ _id: 'orders' as never }, { $inc: { seq: 1 } }, { returnDocument: 'after' }),
        ),
      ),
    );
    expect((await counter?.findOne({ _id: 'orders' as never }))?.seq).toBe(100);
  });

  it('racing inserts of the same unique key: exactly one wins', async () => {
    const users = clients[0]?.db().collection('users');
    await users?.createIndex({ email: 1 }, { unique: true });
    const results = await Promise.allSettled(clients.map((client) => client.db().collection('users').insertOne({ email: 'same@x.io' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([11000, 11000, 11000]);
  });
});
