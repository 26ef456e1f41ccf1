/**
 * Query execution on top of mingo: candidate selection through Godown's indexes, then mingo for matching,
 * sorting, skipping, limiting and projecting. Query shapes mingo would answer wrongly are refused here.
 */
import type { Document } from 'bson';
import { Query } from 'mingo';
import type { CollationSpec, Options } from 'mingo/types';
import { CommandError, notImplemented } from '../errors';
import type { Collection } from '../store/collection';
import { bsonTypeOf, isPlainObject, valuesAtPath } from '../values';

export interface FindSpec {
  filter?: Document;
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
  collation?: Document;
}

const UNSUPPORTED_QUERY_OPERATORS = new Set(['$text', '$where', '$near', '$nearSphere', '$geoIntersects', '$geoWithin', '$jsonSchema']);
const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

export function mingoOptions(collation?: CollationSpec): Partial<Options> {
  // Scripts stay off: $where/$function would run client-supplied JavaScript inside the server.
  return { idKey: '_id', scriptEnabled: false, useStrictMode: true, ...(collation ? { collation } : {}) };
}

/** Runs `fn`, turning mingo's own errors into command errors the driver can report. */
export function withMingo<T>(fn: () => T, aggregation = false): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof CommandError) throw err;
    const message = (err as Error).message;
    const stage = aggregation ? /unregistered pipeline operator (\$\w+)/.exec(message) : null;
    if (stage) throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${stage[1]}'`);
    throw new CommandError('BadValue', message);
  }
}

/** Refuses filters mingo cannot answer like MongoDB: text/geo search, scripts, Decimal128 ranges. */
export function assertSupportedFilter(filter: unknown): void {
  if (Array.isArray(filter)) {
    filter.forEach(assertSupportedFilter);
    return;
  }
  if (!isPlainObject(filter)) return;
  for (const [key, value] of Object.entries(filter)) {
    if (UNSUPPORTED_QUERY_OPERATORS.has(key)) throw notImplemented(`the ${key} query operator`);
    if (RANGE_OPERATORS.has(key) && bsonTypeOf(value) === 'Decimal128') {
      throw notImplemented('range comparisons on Decimal128 values (store money as integer minor units)');
    }
    assertSupportedFilter(value);
  }
}

/**
 * mingo honours collation only when sorting, so a collation is accepted with an empty filter (it orders
 * the results) and refused with a filter, where a real mongod would also use it for matching.
 */
export function collationForSort(collation: Document | undefined, filter: Document | undefined): CollationSpec | undefined {
  if (!collation || collation.locale === 'simple') return undefined;
  if (filter && Object.keys(filter).length) {
    throw notImplemented('collation on query filters (only sorting honours collation; match case-insensitively with an escaped regex)');
  }
  if (typeof collation.locale !== 'string') throw new CommandError('BadValue', 'collation.locale must be a string');
  return collation as unknown as CollationSpec;
}

function normalizeSort(sort: Document | undefined): Record<string, 1 | -1> | undefined {
  if (!sort) return undefined;
  const spec: Record<string, 1 | -1> = {};
  for (const [field, direction] of Object.entries(sort)) {
    if (field === '$natural') continue; // natural order is insertion order, which is what an unsorted scan yields
    if (direction === 1 || direction === -1) spec[field] = direction;
    else if (isPlainObject(direction)) throw notImplemented(`sorting by ${JSON.stringify(direction)}`);
    else throw new CommandError('BadValue', '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
  }
  return Object.keys(spec).length ? spec : undefined;
}

/** mingo orders Decimal128 by its text ("100" < "2"), so sorting on one is refused rather than misordered. */
function assertSortable(docs: Document[], sort: Record<string, 1 | -1>): void {
  const isDecimal = (value: unknown) => bsonTypeOf(value) === 'Decimal128';
  for (const field of Object.keys(sort)) {
    // A top-level field's values are the field itself or an array's elements: what valuesAtPath returns, without its walk.
    const dotted = field.includes('.');
    for (const doc of docs) {
      const value: unknown = doc[field];
      const decimal = dotted ? valuesAtPath(doc, field).some(isDecimal) : Array.isArray(value) ? value.some(isDecimal) : isDecimal(value);
      if (decimal) throw notImplemented(`sorting on Decimal128 values (field '${field}')`);
    }
  }
}

/**
 * Before a sort with skip + limit (`wanted` places): only the documents that can reach those places, so
 * mingo sorts a handful instead of the whole collection ("newest 50 of 100,000"). When every document's
 * leading sort key is a finite number, or every one a valid Date, the documents whose key is at least as
 * good as the wanted-th best key (ties included) hold every document of the first `wanted` places. They
 * keep their stored order, and mingo's sort is stable, so the result is the same as sorting everything.
 * Any other leading key (missing, null, array, string, mixed types, a dotted path) sorts everything.
 */
function mayReachTop(docs: Document[], sort: Record<string, 1 | -1>, wanted: number): Document[] {
  if (wanted >= docs.length) return docs;
  const [field, direction] = Object.entries(sort)[0] as [string, 1 | -1];
  if (field.includes('.')) return docs;
  const keys = new Float64Array(docs.length);
  let kind: 'number' | 'date' | undefined;
  for (let i = 0; i < docs.length; i++) {
    const value: unknown = (docs[i] as Document)[field];
    const valueKind = typeof value === 'number' ? 'number' : value instanceof Date ? 'date' : undefined;
    if (!valueKind || (kind && kind !== valueKind)) return docs;
    kind = valueKind;
    const key = typeof value === 'number' ? value : (value as Date).getTime();
    if (!Number.isFinite(key)) return docs;
    keys[i] = key;
  }
  const sorted = keys.slice().sort();
  const threshold = (direction === 1 ? sorted[wanted - 1] : sorted[docs.length - wanted]) as number;
  return docs.filter((_, i) => (direction === 1 ? (keys[i] as number) <= threshold : (keys[i] as number) >= threshold));
}

/** The documents of `collection` matching `spec`, in result order. Returned documents are the stored objects unless projected. */
export function findDocuments(collection: Collection | undefined, spec: FindSpec): Document[] {
  if (!collection) return [];
  const filter = spec.filter ?? {};
  assertSupportedFilter(filter);
  const collation = collationForSort(spec.collation, filter);
  const sort = normalizeSort(spec.sort);
  return withMingo(() => {
    const query = new Query(filter, mingoOptions(collation));
    const candidates = collection.candidates(filter);
    if (!sort && !spec.projection && !spec.skip) {
      // Fast path: stop scanning once the limit is reached (findOne, updateOne, deleteOne).
      const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
      const out: Document[] = [];
      for (const doc of candidates) {
        if (query.test(doc)) out.push(doc);
        if (out.length >= limit) break;
      }
      return out;
    }
    let matched = [...candidates].filter((doc) => query.test(doc));
    if (sort) assertSortable(matched, sort);
    if (sort && !collation && spec.limit && spec.limit > 0) matched = mayReachTop(matched, sort, (spec.skip ?? 0) + spec.limit);
    let cursor = new Query({}, mingoOptions(collation)).find<Document>(matched, spec.projection);
    if (sort) cursor = cursor.sort(sort);
    if (spec.skip) cursor = cursor.skip(spec.skip);
    if (spec.limit && spec.limit > 0) cursor = cursor.limit(spec.limit);
    return cursor.all();
  });
}

/** Applies a find-style projection to one document (findAndModify `fields`). */
export function projectDocument(doc: Document, projection: Document | undefined): Document {
  if (!projection || !Object.keys(projection).length) return doc;
  return withMingo(() => new Query({}, mingoOptions()).find<Document>([doc], projection).all()[0] ?? {});
}
