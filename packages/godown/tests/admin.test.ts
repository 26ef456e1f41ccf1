/** Conformance: namespaces, server commands, and the things a standalone server refuses. */
import mongoose, { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';

testDatabase.useTestDatabase();

const Note = mongoose.model('AdminNote', new Schema({ text: String }));

function db() {
  const current = mongoose.connection.db;
  if (!current) throw new Error('not connected');
  return current;
}

describe('namespaces', () => {
  it('createCollection, listCollections and drop manage collections; creating one twice fails with 48', async () => {
    await db().createCollection('admin_things');
    expect((await db().listCollections({ name: 'admin_things' }).toArray()).map((c) => c.name)).toEqual(['admin_things']);
    await expect(db().createCollection('admin_things')).rejects.toMatchObject({ code: 48 });
    expect(await db().collection('admin_things').drop()).toBe(true);
    expect(await db().listCollections({ name: 'admin_things' }).toArray()).toEqual([]);
  });

  it('dropDatabase removes every collection of that database only', async () => {
    const other = mongoose.connection.getClient().db(`${db().databaseName}_other`);
    await other.collection('x').insertOne({ a: 1 });
    await Note.create({ text: 'stay' });
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
    expect(await Note.countDocuments()).toBe(1);
  });

  it('databases are isolated from each other', async () => {
    const a = mongoose.connection.getClient().db(`${db().databaseName}_a`);
    const b = mongoose.connection.getClient().db(`${db().databaseName}_b`);
    await a.collection('items').insertOne({ v: 'a' });
    expect(await b.collection('items').countDocuments()).toBe(0);
    await a.dropDatabase();
  });
});

describe('server commands', () => {
  it('answers ping, hello and buildInfo', async () => {
    expect(await db().admin().ping()).toMatchObject({ ok: 1 });
    expect(await db().admin().command({ hello: 1 })).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect((await db().admin().buildInfo()).version).toMatch(/^\d+\.\d+/);
  });

  it('an unknown command fails with CommandNotFound (59)', async () => {
    await expect(db().command({ notARealCommand: 1 })).rejects.toMatchObject({ code: 59 });
  });

  it('sessions can be started, used for reads and ended', async () => {
    await Note.create({ text: 'read in a session' });
    const session = await mongoose.startSession();
    const found = await Note.find({ text: 'read in a session' }).session(session);
    expect(found.map((note) => note.text)).toEqual(['read in a session']);
    await session.endSession();
    expect(session.hasEnded).toBe(true);
  });

  it('transactions are refused on a standalone server (IllegalOperation, 20), and nothing is written', async () => {
    const session = await mongoose.startSession();
    try {
      session.startTransaction();
      await expect(Note.create([{ text: 'in a transaction' }], { session })).rejects.toMatchObject({ code: 20 });
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await Note.countDocuments({ text: 'in a transaction' })).toBe(0);
  });
});
