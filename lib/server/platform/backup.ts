/**
 * Backups of the whole database, and their restore (npm run backup, npm run restore <archive>).
 *
 * An archive is one gzip file of lines, each an Extended JSON (canonical, so ObjectIds, dates,
 * numbers' types and binary data come back exactly) object:
 *   { "sanvioBackup": 1, "database", "createdAt" }             the header
 *   { "collection": name, "indexes": [...] }                  each collection, then its documents:
 *   { "doc": {...} }                                          one line each
 *   { "end": true, "counts": { name: n, ... } }               the trailer: the archive is whole
 * It holds every collection of the database (system collections aside) with its indexes, so it is
 * the same on the embedded database (Godown) and on MongoDB. The `counters` collection (invoice
 * numbers) is written last: a number taken while the backup runs is then in the archive's counter
 * even if its invoice is not, so a restore never hands out a number twice (at worst one is skipped,
 * and recorded as void like any other). On a replica set (Atlas included) the reads share one
 * snapshot (`snapshot: true` sessions), so the archive is one point in time; on a standalone server
 * or the embedded database they are plain reads, taken one collection after another.
 *
 * A restore goes into an empty database only, unless told to empty it first (`force`), creates each
 * collection's indexes, inserts its documents in batches, and checks each collection's count against
 * the archive's trailer.
 */
import 'server-only';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import mongoose from 'mongoose';

type Db = mongoose.mongo.Db;
type ClientSession = mongoose.mongo.ClientSession;
type Document = mongoose.mongo.Document;
type IndexDescription = mongoose.mongo.IndexDescription;

const { EJSON } = mongoose.mongo.BSON;

export const BACKUP_FORMAT = 1;
/** Written after every other collection (see above). */
const LAST_COLLECTIONS = ['counters'];
const INSERT_BATCH = 500;

export interface BackupResult {
  file: string;
  counts: Record<string, number>;
  snapshot: boolean;
}

/** The collections to back up, in the order they are written. */
async function collectionNames(db: Db): Promise<string[]> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((entry) => entry.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  return [...names.filter((name) => !LAST_COLLECTIONS.includes(name)), ...names.filter((name) => LAST_COLLECTIONS.includes(name))];
}

/** A session reading one snapshot, where the server offers them (a replica set); null elsewhere. */
async function snapshotSession(db: Db, names: string[]): Promise<ClientSession | null> {
  const client = mongoose.connection.getClient();
  const session = client.startSession({ snapshot: true });
  try {
    await db.collection(names[0] ?? 'counters').findOne({}, { session });
    return session;
  } catch {
    await session.endSession();
    return null;
  }
}

const line = (value: unknown) => `${EJSON.stringify(value, { relaxed: false })}\n`;

/** The archive's file name for a moment: sanvio-<database>-2026-11-27T14-05-00Z.jsonl.gz. */
export function archiveName(database: string, now: Date): string {
  return `sanvio-${database}-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.jsonl.gz`;
}

/** Writes an archive of every collection of `db` into `dir` and returns its path and counts. */
export async function backupDatabase(db: Db, dir: string, now = new Date()): Promise<BackupResult> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, archiveName(db.databaseName, now));
  const names = await collectionNames(db);
  const session = await snapshotSession(db, names);
  const counts: Record<string, number> = {};
  const out = new PassThrough();
  const written = pipeline(out, createGzip(), createWriteStream(file, { flags: 'wx' }));
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
  };
  try {
    await write(line({ sanvioBackup: BACKUP_FORMAT, database: db.databaseName, createdAt: now }));
    for (const name of names) {
      const collection = db.collection(name);
      const indexes = (await collection.indexes()).filter((index) => index.name !== '_id_');
      await write(line({ collection: name, indexes }));
      let count = 0;
      for await (const doc of collection.find({}, session ? { session, sort: { _id: 1 } } : { sort: { _id: 1 } })) {
        await write(line({ doc }));
        count += 1;
      }
      counts[name] = count;
    }
    await write(line({ end: true, counts }));
  } finally {
    out.end();
    await session?.endSession();
  }
  await written;
  return { file, counts, snapshot: session !== null };
}

export class RestoreRefusedError extends Error {}

/** The collections of `db` that hold documents. */
async function nonEmptyCollections(db: Db): Promise<string[]> {
  const names = await collectionNames(db);
  const counts = await Promise.all(names.map((name) => db.collection(name).estimatedDocumentCount()));
  return names.filter((_, i) => counts[i]! > 0);
}

/**
 * Restores an archive into `db`: refused (RestoreRefusedError) when the database holds documents,
 * unless `force`, which drops its collections first. Returns the counts, checked against the archive.
 */
export async function restoreDatabase(db: Db, file: string, { force = false }: { force?: boolean } = {}): Promise<Record<string, number>> {
  const occupied = await nonEmptyCollections(db);
  if (occupied.length > 0 && !force) {
    throw new RestoreRefusedError(
      `The database ${db.databaseName} is not empty (${occupied.join(', ')}). Restore into an empty database, or pass --force to delete what it holds first.`,
    );
  }
  if (force) for (const name of await collectionNames(db)) await db.collection(name).drop();

  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header = false;
  let current: string | null = null;
  let batch: Document[] = [];
  let trailer: Record<string, number> | null = null;
  const flush = async () => {
    if (current && batch.length > 0) await db.collection(current).insertMany(batch, { ordered: true });
    batch = [];
  };
  for await (const text of lines) {
    if (!text) continue;
    const entry = EJSON.parse(text, { relaxed: false }) as Record<string, unknown>;
    if (!header) {
      if (Number(entry.sanvioBackup) !== BACKUP_FORMAT) throw new RestoreRefusedError(`${file} is not a backup this version can read.`);
      header = true;
    } else if (typeof entry.collection === 'string') {
      await flush();
      current = entry.collection;
      await db.createCollection(current).catch(() => undefined);
      const indexes = entry.indexes as Array<IndexDescription & { v?: number; ns?: string }>;
      if (indexes.length > 0) {
        // The index version and namespace are the server's own; the rest is what created the index.
        const specs = indexes.map((index) => Object.fromEntries(Object.entries(index).filter(([key]) => key !== 'v' && key !== 'ns')) as IndexDescription);
        await db.collection(current).createIndexes(specs);
      }
    } else if (entry.doc !== undefined) {
      batch.push(entry.doc as Document);
      if (batch.length >= INSERT_BATCH) await flush();
    } else if (entry.end === true) {
      await flush();
      // Canonical Extended JSON gives numbers back as Int32 objects.
      trailer = Object.fromEntries(Object.entries(entry.counts as Record<string, unknown>).map(([name, count]) => [name, Number(count)]));
    }
  }
  if (!trailer) throw new Error(`${file} ends before its trailer: the archive is incomplete, and what was read of it has been restored.`);
  const counts: Record<string, number> = {};
  for (const name of Object.keys(trailer)) counts[name] = await db.collection(name).countDocuments();
  const wrong = Object.keys(trailer).filter((name) => counts[name] !== trailer[name]);
  if (wrong.length > 0) throw new Error(`Counts differ from the archive's: ${wrong.map((name) => `${name} ${counts[name]} of ${trailer![name]}`).join(', ')}.`);
  return counts;
}
