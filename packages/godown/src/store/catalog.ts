/** Every database and collection on one Godown server, and the bridge from their changes to the journal. */
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { Collection } from './collection';
import type { IndexSpec } from './indexes';
import type { Journal } from './journal';
import type { JournalEntry } from './journal-entry';

const INVALID_DB_CHARS = /[/\\. "$\0]/;

export function assertValidNames(db: string, coll?: string): void {
  if (!db || INVALID_DB_CHARS.test(db) || db.length > 63) throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (coll !== undefined && (!coll || coll.includes('\0') || coll.startsWith('.') || coll.includes('$'))) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: ${db}.${coll}`);
  }
}

export class Catalog {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private readonly journal: Journal | null;
  private replaying = false;

  constructor(journal: Journal | null) {
    this.journal = journal;
  }

  private readonly record = (entry: JournalEntry): void => {
    if (!this.replaying) this.journal?.append(entry);
  };

  databaseNames(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  get(db: string, coll: string): Collection | undefined {
    return this.dbs.get(db)?.get(coll);
  }

  /** The collection, created implicitly (as inserts and createIndexes do in mongod) when missing. */
  obtain(db: string, coll: string): { collection: Collection; created: boolean } {
    const existing = this.get(db, coll);
    if (existing) return { collection: existing, created: false };
    return { collection: this.create(db, coll, {}), created: true };
  }

  create(db: string, coll: string, options: Document): Collection {
    assertValidNames(db, coll);
    if (this.get(db, coll)) throw new CommandError('NamespaceExists', `Collection ${db}.${coll} already exists.`);
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    const collection = new Collection(db, coll, options, this.record);
    collections.set(coll, collection);
    this.record({ op: 'createCollection', db, coll, options });
    return collection;
  }

  drop(db: string, coll: string): Collection | undefined {
    const collections = this.dbs.get(db);
    const collection = collections?.get(coll);
    if (!collections || !collection) return undefined;
    collections.delete(coll);
    if (!collections.size) this.dbs.delete(db);
    this.record({ op: 'dropCollection', db, coll });
    return collection;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.record({ op: 'dropDatabase', db });
  }

  /** TTL sweep over every collection; returns how many documents expired. */
  expire(now: number): number {
    let removed = 0;
    for (const collections of this.dbs.values()) for (const collection of collections.values()) removed += collection.expire(now);
    return removed;
  }

  /** Writes this command's changes to disk (before the reply), compacting the log when it has grown. */
  commit(): void {
    if (!this.journal) return;
    this.journal.flush();
    if (this.journal.needsCompaction) this.journal.compact(this.snapshot());
  }

  /** Rebuilds state from journal entries without recording them again. */
  replay(entries: Iterable<JournalEntry>): void {
    this.replaying = true;
    try {
      for (const entry of entries) this.apply(entry);
    } finally {
      this.replaying = false;
    }
  }

  private apply(entry: JournalEntry): void {
    switch (entry.op) {
      case 'put':
        this.obtain(entry.db, entry.coll).collection.restore(entry.doc);
        break;
      case 'del':
        this.get(entry.db, entry.coll)?.restoreDelete(entry.id);
        break;
      case 'createCollection':
        if (!this.get(entry.db, entry.coll)) this.create(entry.db, entry.coll, entry.options);
        break;
      case 'dropCollection':
        this.drop(entry.db, entry.coll);
        break;
      case 'dropDatabase':
        this.dropDatabase(entry.db);
        break;
      case 'createIndex':
        this.obtain(entry.db, entry.coll).collection.createIndex(entry.spec as IndexSpec, false);
        break;
      case 'dropIndex':
        this.get(entry.db, entry.coll)?.dropIndex(entry.name, false);
        break;
    }
  }

  /** The live state as journal entries: what a compacted log contains. */
  *snapshot(): Generator<JournalEntry> {
    for (const [db, collections] of this.dbs) {
      for (const [coll, collection] of collections) {
        yield { op: 'createCollection', db, coll, options: collection.options };
        for (const spec of collection.indexSpecs().slice(1)) yield { op: 'createIndex', db, coll, spec };
        for (const doc of collection.all()) yield { op: 'put', db, coll, doc };
      }
    }
  }

  /** Compacts at start-up so a long-lived dev database does not replay years of history. */
  compactNow(): void {
    this.journal?.compact(this.snapshot());
  }
}
