/**
 * Mapped types that derive one shape from another, so a stored document's type is written once (by its
 * Mongoose schema) and every view of it is a Pick/Omit of that type passed through these.
 */
import type { Types } from 'mongoose';
import type { Money } from '@/lib/money';

/** What becomes of an ObjectId or a Date in each form (see the exported types below). */
type Leaf<T, Form> = Form extends 'json' ? string : Form extends 'write' ? (T extends Types.ObjectId ? T | string : T) : T;

/**
 * T with its ObjectIds and Dates mapped by `Leaf`, its (document) arrays as plain arrays, all the way
 * down; Money stays Money, but in JSON it is a number of rupees (toRupees of lib/money.ts).
 */
type Deep<T, Form> = T extends Money
  ? Form extends 'json'
    ? number
    : T
  : T extends Types.ObjectId | Date
    ? Leaf<T, Form>
    : T extends Types.DocumentArray<infer U>
      ? Deep<U, Form>[]
      : T extends ReadonlyArray<infer U>
        ? Deep<U, Form>[]
        : T extends object
          ? { [K in keyof T]: Deep<T[K], Form> }
          : T;

/** A document as `.lean()` reads it: Mongoose's inferred schema type with its document arrays as plain arrays. */
export type Lean<T> = Deep<T, 'lean'>;

/** The JSON form of a stored shape: ObjectIds and Dates as strings (what `String(id)` and `toISOString()` give). */
export type Jsonified<T> = Deep<T, 'json'>;

/** What a write may pass for a stored shape: an ObjectId or its hex string (Mongoose casts it on save). */
export type Writable<T> = Deep<T, 'write'>;

/** Optional stored fields that a read fills in with null: always present, null when the document has none. */
export type Filled<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

/**
 * T with the numbers under the keys K, all the way down, typed as Money: for a stored document whose
 * fields under those names hold whole paise.
 */
export type MoneyAt<T, K extends PropertyKey> = T extends Types.ObjectId | Date | Money
  ? T
  : T extends ReadonlyArray<infer U>
    ? MoneyAt<U, K>[]
    : T extends object
      ? { [P in keyof T]: P extends K ? (T[P] extends number ? Money : T[P]) : MoneyAt<T[P], K> }
      : T;
