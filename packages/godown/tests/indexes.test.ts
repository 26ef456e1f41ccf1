/** Conformance: unique indexes (E11000 on insert, update, upsert, findAndModify), TTL expiry, index management. */
import mongoose, { Schema } from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import * as testDatabase from './helpers/database';

testDatabase.useTestDatabase();
beforeEach(() => testDatabase.clearCollections());

const Admin = mongoose.model('IndexAdmin', new Schema({ email: { type: String, unique: true }, name: String }));
const Sku = mongoose.model('IndexSku', new Schema({ brand: String, model: String, colour: String }).index({ brand: 1, model: 1 }, { unique: true }));

describe('unique indexes', () => {
  it('a duplicate insert fails with E11000, naming index, key pattern and value', async () => {
    await Admin.init();
    await Admin.create({ email: 'a@x.io' });
    const error = await Admin.create({ email: 'a@x.io' }).catch((err: unknown) => err);
    expect(error).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x.io' } });
    expect((error as Error).message).toMatch(/E11000 duplicate key error collection: .*\.indexadmins index: email_1 dup key: \{ email: "a@x\.io" \}/);
    expect(await Admin.countDocuments()).toBe(1);
  });

  it('insertMany stops at the first duplicate when ordered and skips it when unordered', async () => {
    await Admin.init();
    const ordered = await Admin.insertMany([{ email: '1@x' }, { email: '1@x' }, { email: '2@x' }]).catch((err: unknown) => err);
    expect(ordered).toMatchObject({ code: 11000 });
    expect(await Admin.countDocuments()).toBe(1);
    await testDatabase.clearCollections();
    await Admin.insertMany([{ email: '1@x' }, { email: '1@x' }, { email: '2@x' }], { ordered: false }).catch(() => undefined);
    expect(await Admin.countDocuments()).toBe(2);
  });

  it('an update that would duplicate a unique key fails with 11000 and leaves the document unchanged', async () => {
    await Admin.init();
    await Admin.create([{ email: 'a@x' }, { email: 'b@x', name: 'B' }]);
    await expect(Admin.updateOne({ email: 'b@x' }, { $set: { email: 'a@x', name: 'changed' } })).rejects.toMatchObject({ code: 11000 });
    expect(await Admin.findOne({ email: 'b@x' }).lean()).toMatchObject({ name: 'B' });
  });

  it('findOneAndUpdate and upserts enforce unique indexes too', async () => {
    await Admin.init();
    await Admin.create([{ email: 'a@x' }, { email: 'b@x' }]);
    await expect(Admin.findOneAndUpdate({ email: 'b@x' }, { $set: { email: 'a@x' } })).rejects.toMatchObject({ code: 11000 });
    await expect(Admin.updateOne({ name: 'nobody' }, { $set: { email: 'a@x' } }, { upsert: true })).rejects.toMatchObject({ code: 11000 });
    expect(await Admin.countDocuments()).toBe(2);
  });

  it('a duplicate _id fails with E11000 on the _id_ index', async () => {
    const id = new mongoose.Types.ObjectId();
    await Admin.collection.insertOne({ _id: id });
    await expect(Admin.collection.insertOne({ _id: id })).rejects.toMatchObject({ code: 11000, message: expect.stringMatching(/index: _id_ dup key/) });
  });

  it('a compound unique index allows repeats of one field but not of the pair', async () => {
    await Sku.init();
    await Sku.create([
      { brand: 'TVS', model: 'RP3160' },
      { brand: 'TVS', model: 'RP3200' },
    ]);
    await expect(Sku.create({ brand: 'TVS', model: 'RP3160', colour: 'black' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { brand: 1, model: 1 },
      keyValue: { brand: 'TVS', model: 'RP3160' },
    });
  });

  it('creating a unique index over existing duplicates fails', async () => {
    const paints = mongoose.connection.collection('index_paints');
    await paints.insertMany([{ colour: 'red' }, { colour: 'red' }]);
    await expect(paints.createIndex({ colour: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await paints.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });
});

describe('index management', () => {
  it('listIndexes shows _id_ and the schema indexes; syncIndexes drops the ones the schema no longer has', async () => {
    await Admin.init();
    await Admin.collection.createIndex({ name: 1 });
    expect((await Admin.listIndexes()).map((index) => index.name).sort()).toEqual(['_id_', 'email_1', 'name_1']);
    const dropped = await Admin.syncIndexes();
    expect(dropped).toEqual(['name_1']);
    const unique = (await Admin.listIndexes()).find((index) => index.name === 'email_1');
    expect(unique).toMatchObject({ key: { email: 1 }, unique: true });
  });

  it('creating an index that already exists is a no-op; the _id index cannot be dropped', async () => {
    await Admin.init();
    await Admin.collection.createIndex({ email: 1 }, { unique: true });
    await expect(Admin.collection.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
  });

  it('listIndexes on a collection that does not exist fails with NamespaceNotFound', async () => {
    await expect(mongoose.connection.db?.collection('never_created').indexes()).rejects.toMatchObject({ code: 26 });
  });
});

describe('TTL indexes', () => {
  const Session = mongoose.model('IndexSession', new Schema({ token: String, expiresAt: { type: Date, expires: 0 } }));

  it('removes documents whose expiry date has passed and keeps the others', async () => {
    // A real mongod sweeps every 60 s by default; this setting makes the test fast on either server.
    await mongoose.connection.db?.admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    await Session.init();
    await Session.create([
      { token: 'old', expiresAt: new Date(Date.now() - 60_000) },
      { token: 'live', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    // Waits for the sweep itself, however long a busy machine makes it take.
    await expect.poll(() => Session.countDocuments({ token: 'old' }), { timeout: 50_000 }).toBe(0);
    expect(await Session.countDocuments({ token: 'live' })).toBe(1);
  }, 60_000);
});
