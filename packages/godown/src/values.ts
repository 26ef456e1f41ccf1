/** How Godown compares, copies and prints BSON values outside mingo: identity keys for maps and indexes. */
import { deserialize, EJSON, serialize, type Document } from 'bson';

interface BsonValue {
  _bsontype: string;
  toString(): string;
  toHexString?: () => string;
}

export function bsonTypeOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && '_bsontype' in value) return String((value as BsonValue)._bsontype);
  return undefined;
}

export function isPlainObject(value: unknown): value is Document {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A plain object whose keys all start with `$`, such as `{ $in: [...] }`. */
export function isOperatorObject(value: unknown): value is Document {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

/**
 * A string that is equal for two values exactly when MongoDB treats them as the same index key:
 * numbers compare by value whatever their BSON type, ObjectIds by bytes, dates by instant.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? 'n:0' : `n:${value}`;
    case 'bigint':
      return `n:${value}`;
    case 'string':
      return `s:${value}`;
    case 'boolean':
      return `b:${value}`;
  }
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof RegExp) return `r:/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a:[${value.map(keyOf).join(',')}]`;
  const bsonType = bsonTypeOf(value);
  if (bsonType === 'ObjectId') return `o:${(value as BsonValue).toHexString?.() ?? String(value)}`;
  if (bsonType === 'Long' || bsonType === 'Int32' || bsonType === 'Double') return `n:${String(value)}`;
  if (bsonType === 'Decimal128') {
    const text = String(value);
    const asNumber = Number(text);
    // Fold into the number space only when the text is exactly that double's spelling ("2", "10.5").
    return Number.isFinite(asNumber) && String(asNumber) === text ? `n:${asNumber}` : `m:${text}`;
  }
  if (bsonType) return `${bsonType}:${EJSON.stringify({ v: value as Document }, { relaxed: false })}`;
  if (isPlainObject(value)) {
    return `x:{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${keyOf(v)}`)
      .join(',')}}`;
  }
  return `?:${String(value)}`;
}

/** A deep copy that keeps every BSON type, so an update can be tried without touching the stored document. */
export function cloneDocument<T extends Document>(doc: T): T {
  return deserialize(serialize(doc), { promoteValues: true, promoteLongs: true, promoteBuffers: false }) as T;
}

/**
 * Every value a dotted path reaches, descending into arrays the way MongoDB index keys do
 * (an array field contributes each element; a missing field contributes `undefined`).
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (node: unknown, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(node)) {
        if (node.length === 0) out.push(undefined);
        else out.push(...node);
      } else out.push(node);
      return;
    }
    const part = parts[i] as string;
    if (Array.isArray(node)) {
      const index = /^\d+$/.test(part) ? Number(part) : -1;
      if (index >= 0 && index < node.length) walk(node[index], i + 1);
      else if (node.length === 0) out.push(undefined);
      else for (const element of node) walk(element, i);
      return;
    }
    if (node && typeof node === 'object' && !bsonTypeOf(node) && !(node instanceof Date)) {
      walk((node as Document)[part], i + 1);
      return;
    }
    out.push(undefined);
  };
  walk(doc, 0);
  return out.length ? out : [undefined];
}

/** The single value at a dotted path without array descent (`undefined` when missing). */
export function valueAtPath(doc: unknown, path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Document)[part];
  }
  return node;
}

/** Sets a dotted path, creating plain objects on the way (used to seed upserted documents). */
export function setAtPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Document = doc;
  for (const part of parts.slice(0, -1)) {
    const next: unknown = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Document;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** Prints a value the way mongod does inside E11000 messages: `"a@x.io"`, `ObjectId('…')`, `new Date(…)`. */
export function formatKeyValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  const bsonType = bsonTypeOf(value);
  if (bsonType === 'ObjectId') return `ObjectId('${String(value)}')`;
  if (bsonType === 'Decimal128') return `Decimal128("${String(value)}")`;
  if (Array.isArray(value)) return `[ ${value.map(formatKeyValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${k}: ${formatKeyValue(v)}`).join(', ')} }` : '{}';
  }
  return EJSON.stringify({ v: value as Document }).slice(5, -1);
}
