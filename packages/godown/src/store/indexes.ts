/** One secondary index: the keys each document contributes, uniqueness, and equality look-ups for the query planner. */
import type { Document } from 'bson';
import { Query } from 'mingo';
import { CommandError } from '../errors';
import { formatKeyValue, keyOf, valuesAtPath } from '../values';

export interface IndexSpec extends Document {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
}

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Options that make two index specs with the same key different indexes in MongoDB's eyes. */
const IDENTITY_OPTIONS = ['unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression', 'collation'] as const;

export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return IDENTITY_OPTIONS.every((option) => keyOf(a[option] ?? false) === keyOf(b[option] ?? false));
}

export function duplicateKeyError(ns: string, spec: IndexSpec, keyValue: Document): CommandError {
  const dupKey = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${formatKeyValue(value)}`)
    .join(', ');
  return new CommandError('DuplicateKey', `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${dupKey} }`, {
    keyPattern: spec.key,
    keyValue,
  });
}

interface IndexEntry {
  key: string;
  values: unknown[];
}

export class SecondaryIndex {
  readonly spec: IndexSpec;
  readonly fields: string[];
  /** text, 2dsphere, hashed…: accepted so models can declare them, but never used or enforced. */
  readonly special: boolean;
  private readonly entries = new Map<string, Set<string>>();
  private readonly partial: Query | undefined;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.special = Object.values(spec.key).some((direction) => typeof direction === 'string');
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression, {}) : undefined;
  }

  get unique(): boolean {
    return this.spec.unique === true && !this.special;
  }

  /** Usable by the planner for an equality match on `field`: a plain, complete, single-field index. */
  servesEqualityOn(field: string): boolean {
    return !this.special && !this.spec.sparse && !this.partial && this.fields.length === 1 && this.fields[0] === field;
  }

  private entriesFor(doc: Document): IndexEntry[] {
    if (this.special) return [];
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.spec.sparse && perField.every((values) => values.every((v) => v === undefined))) return [];
    // Cartesian product: a compound index over an array field holds one key per element.
    let combos: unknown[][] = [[]];
    for (const values of perField) combos = combos.flatMap((combo) => values.map((v) => [...combo, v]));
    return combos.map((values) => ({ key: values.map(keyOf).join('\u0001'), values }));
  }

  /** Throws E11000 when `doc` would share a key with a document other than `idKey`. */
  assertUnique(doc: Document, idKey: string, ns: string): void {
    if (!this.unique) return;
    for (const entry of this.entriesFor(doc)) {
      const holders = this.entries.get(entry.key);
      if (!holders) continue;
      for (const holder of holders) {
        if (holder !== idKey) {
          const keyValue: Document = {};
          this.fields.forEach((field, i) => (keyValue[field] = entry.values[i] ?? null));
          throw duplicateKeyError(ns, this.spec, keyValue);
        }
      }
    }
  }

  add(doc: Document, idKey: string): void {
    for (const { key } of this.entriesFor(doc)) {
      let holders = this.entries.get(key);
      if (!holders) this.entries.set(key, (holders = new Set()));
      holders.add(idKey);
    }
  }

  remove(doc: Document, idKey: string): void {
    for (const { key } of this.entriesFor(doc)) {
      const holders = this.entries.get(key);
      holders?.delete(idKey);
      if (holders && holders.size === 0) this.entries.delete(key);
    }
  }

  /** The `_id` keys of documents holding `value` (only meaningful when servesEqualityOn). */
  lookup(value: unknown): ReadonlySet<string> {
    return this.entries.get(keyOf(value)) ?? new Set();
  }
}
