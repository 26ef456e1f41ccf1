/**
 * One collection: documents by `_id` key (a Map, so `_id` look-ups are O(1) and iteration is insertion order),
 * its secondary indexes, and TTL expiry. Stored documents are never mutated in place: updates replace them,
 * which lets open cursors keep a consistent snapshot.
 */
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { bsonTypeOf, isOperatorObject, isPlainObject, keyOf, valuesAtPath } from '../values';
import { duplicateKeyError, ID_INDEX_SPEC, SecondaryIndex, type IndexSpec } from './indexes';
import type { Recorder } from './journal-entry';

export class Collection {
  readonly db: string;
  readonly name: string;
  readonly options: Document;
  private readonly docs = new Map<string, Document>();
  private readonly indexes = new Map<string, SecondaryIndex>();
  private readonly record: Recorder;

  constructor(db: string, name: string, options: Document, record: Recorder) {
    this.db = db;
    this.name = name;
    this.options = options;
    this.record = record;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  all(): IterableIterator<Document> {
    return this.docs.values();
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  findIndex(name: string): SecondaryIndex | undefined {
    return this.indexes.get(name);
  }

  insert(doc: Document): void {
    const idKey = checkedIdKey(doc._id);
    if (this.docs.has(idKey)) throw duplicateKeyError(this.ns, ID_INDEX_SPEC, { _id: doc._id });
    for (const index of this.indexes.values()) index.assertUnique(doc, idKey, this.ns);
    for (const index of this.indexes.values()) index.add(doc, idKey);
    this.docs.set(idKey, doc);
    this.record({ op: 'put', db: this.db, coll: this.name, doc });
  }

  /** Swaps the stored document for `next` (same `_id`), enforcing unique indexes first. */
  replace(previous: Document, next: Document): void {
    const idKey = keyOf(previous._id);
    if (this.docs.get(idKey) !== previous) throw new Error(`Godown: replace of a stale document in ${this.ns}`);
    for (const index of this.indexes.values()) index.assertUnique(next, idKey, this.ns);
    for (const index of this.indexes.values()) {
      index.remove(previous, idKey);
      index.add(next, idKey);
    }
    this.docs.set(idKey, next);
    this.record({ op: 'put', db: this.db, coll: this.name, doc: next });
  }

  remove(doc: Document): void {
    const idKey = keyOf(doc._id);
    if (!this.docs.delete(idKey)) return;
    for (const index of this.indexes.values()) index.remove(doc, idKey);
    this.record({ op: 'del', db: this.db, coll: this.name, id: doc._id });
  }

  /** Replays a journalled put: insert or overwrite without re-recording. */
  restore(doc: Document): void {
    const idKey = keyOf(doc._id);
    const previous = this.docs.get(idKey);
    for (const index of this.indexes.values()) {
      if (previous) index.remove(previous, idKey);
      index.add(doc, idKey);
    }
    this.docs.set(idKey, doc);
  }

  restoreDelete(id: unknown): void {
    const idKey = keyOf(id);
    const previous = this.docs.get(idKey);
    if (!previous) return;
    for (const index of this.indexes.values()) index.remove(previous, idKey);
    this.docs.delete(idKey);
  }

  /** Builds the index over existing documents; a unique index over duplicates fails with E11000 like mongod. */
  createIndex(spec: IndexSpec, recordIt = true): void {
    const index = new SecondaryIndex(spec);
    for (const [idKey, doc] of this.docs) {
      index.assertUnique(doc, idKey, this.ns);
      index.add(doc, idKey);
    }
    this.indexes.set(spec.name, index);
    if (recordIt) this.record({ op: 'createIndex', db: this.db, coll: this.name, spec });
  }

  dropIndex(name: string, recordIt = true): void {
    this.indexes.delete(name);
    if (recordIt) this.record({ op: 'dropIndex', db: this.db, coll: this.name, name });
  }

  /**
   * Documents that may match `filter`, found through `_id` or a single-field index when the filter pins a
   * top-level field to scalar values; every other filter scans. Callers still test each candidate.
   */
  candidates(filter: Document): Iterable<Document> {
    const idValues = equalityValues(filter._id);
    if (idValues) return this.byIdKeys(idValues.map(keyOf));
    for (const [field, condition] of Object.entries(filter)) {
      if (field.startsWith('$')) continue;
      const values = equalityValues(condition);
      if (!values) continue;
      for (const index of this.indexes.values()) {
        if (!index.servesEqualityOn(field)) continue;
        const idKeys = new Set<string>();
        for (const value of values) for (const idKey of index.lookup(value)) idKeys.add(idKey);
        return this.byIdKeys([...idKeys]);
      }
    }
    return this.docs.values();
  }

  private byIdKeys(idKeys: string[]): Document[] {
    const found: Document[] = [];
    for (const idKey of new Set(idKeys)) {
      const doc = this.docs.get(idKey);
      if (doc) found.push(doc);
    }
    return found;
  }

  /** Deletes documents whose TTL index date has passed; returns how many went. */
  expire(now: number): number {
    let removed = 0;
    for (const index of this.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
      const field = index.fields[0] as string;
      for (const doc of [...this.docs.values()]) {
        // mongod expires on the earliest date when the field holds an array of dates.
        const dates = valuesAtPath(doc, field).filter((v): v is Date => v instanceof Date);
        if (dates.length && Math.min(...dates.map((d) => d.getTime())) + seconds * 1000 <= now) {
          this.remove(doc);
          removed++;
        }
      }
    }
    return removed;
  }
}

/** The scalar values an `_id`/field condition pins (`v`, `{ $eq: v }`, `{ $in: [...] }`), or undefined. */
function equalityValues(condition: unknown): unknown[] | undefined {
  if (condition === undefined) return undefined;
  if (isOperatorObject(condition)) {
    const keys = Object.keys(condition);
    if (keys.length !== 1) return undefined;
    if ('$eq' in condition) return isIndexableScalar(condition.$eq) ? [condition.$eq] : undefined;
    if ('$in' in condition && Array.isArray(condition.$in)) {
      return condition.$in.every(isIndexableScalar) ? condition.$in : undefined;
    }
    return undefined;
  }
  return isIndexableScalar(condition) ? [condition] : undefined;
}

/** Values whose equality match is exactly "same index key" (no regex, null, arrays or sub-documents). */
function isIndexableScalar(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (value instanceof Date) return true;
  return bsonTypeOf(value) === 'ObjectId';
}

function checkedIdKey(id: unknown): string {
  if (id === undefined) throw new CommandError('InvalidIdField', 'document is missing an _id');
  if (Array.isArray(id)) throw new CommandError('InvalidIdField', "can't use an array for _id");
  if (id instanceof RegExp) throw new CommandError('InvalidIdField', "can't use a regex for _id");
  if (isPlainObject(id) && Object.keys(id).some((k) => k.startsWith('$'))) {
    throw new CommandError('InvalidIdField', "_id fields may not contain '$'-prefixed fields");
  }
  return keyOf(id);
}
