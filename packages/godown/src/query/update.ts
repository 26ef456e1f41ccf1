/**
 * Applying an update statement to one document: operator updates through mingo's updater, replacement
 * documents, pipeline updates, and the upsert rules mingo lacks ($setOnInsert, seeding from the filter).
 * The stored document is never touched: the update runs on a BSON clone that replaces it only if valid.
 */
import { ObjectId, serialize, type Document } from 'bson';
import { update as mingoUpdate, updateOne as mingoUpdateOne } from 'mingo';
import type { Modifier, PipelineStage } from 'mingo/updater';
import { CommandError } from '../errors';
import { cloneDocument, isOperatorObject, isPlainObject, keyOf, setAtPath } from '../values';
import { mingoOptions } from './engine';

export type UpdateSpec = Document | Document[];

export interface ApplyOptions {
  /** The statement's filter, which the positional `$` operator refers to. */
  filter: Document;
  arrayFilters?: Document[];
  /** True when the document is being created by an upsert: only then does `$setOnInsert` apply. */
  inserting: boolean;
}

export function isOperatorUpdate(update: UpdateSpec): update is Document {
  return !Array.isArray(update) && Object.keys(update).some((key) => key.startsWith('$'));
}

/** Returns the updated copy of `doc`; throws a command error for an invalid update. */
export function applyUpdate(doc: Document, update: UpdateSpec, options: ApplyOptions): Document {
  if (Array.isArray(update)) return applyPipeline(doc, update);
  if (!isOperatorUpdate(update)) return applyReplacement(doc, update);
  if (!isOperatorObject(update)) throw new CommandError('FailedToParse', 'An update document cannot mix update operators and plain fields');
  const { $setOnInsert, ...operators } = update;
  const next = cloneDocument(doc);
  runUpdater(next, operators, options);
  if (options.inserting && isPlainObject($setOnInsert) && Object.keys($setOnInsert).length) {
    runUpdater(next, { $set: $setOnInsert }, options);
  }
  assertIdUnchanged(doc, next);
  return next;
}

function runUpdater(target: Document, modifier: Document, options: ApplyOptions): void {
  if (!Object.keys(modifier).length) return;
  try {
    // mingo skips the update when `condition` does not match; a document being upserted never matches
    // the filter's operator parts, and the positional `$` (the only reason to pass it) is invalid there.
    const condition = options.inserting ? undefined : options.filter;
    mingoUpdate(target, modifier as Modifier<Document>, options.arrayFilters, condition, {
      cloneMode: 'deep',
      queryOptions: mingoOptions(),
    });
  } catch (err) {
    const message = (err as Error).message;
    const unknown = /Unknown update operator: '([^']*)'/.exec(message);
    if (unknown)
      throw new CommandError(
        'FailedToParse',
        `Unknown modifier: ${unknown[1]}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (/immutable field '_id'/.test(message)) throw new CommandError('ImmutableField', message.replace(/\.$/, ''));
    throw new CommandError('BadValue', message);
  }
}

function applyReplacement(doc: Document, replacement: Document): Document {
  const next: Document = { _id: doc._id, ...cloneDocument(replacement) };
  if (replacement._id === undefined) next._id = doc._id;
  assertIdUnchanged(doc, next);
  return next;
}

function applyPipeline(doc: Document, pipeline: Document[]): Document {
  const documents = [cloneDocument(doc)];
  try {
    mingoUpdateOne(documents, {}, pipeline as PipelineStage[], {}, mingoOptions());
  } catch (err) {
    throw new CommandError('BadValue', (err as Error).message);
  }
  const next = documents[0] as Document;
  assertIdUnchanged(doc, next);
  return next;
}

function assertIdUnchanged(before: Document, after: Document): void {
  // A document being upserted may not have an _id yet; the caller assigns one afterwards.
  if (before._id === undefined) return;
  if (after._id === undefined || keyOf(after._id) !== keyOf(before._id)) {
    throw new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
}

/** True when the update changed nothing, which mongod reports as matched but not modified. */
export function isUnchanged(before: Document, after: Document): boolean {
  return Buffer.compare(serialize(before), serialize(after)) === 0;
}

/**
 * The document an upsert starts from: the filter's equality conditions (`field: value`, `{ $eq }`,
 * and those inside `$and`), as mongod seeds it before applying the update.
 */
export function seedFromFilter(filter: Document): Document {
  const seed: Document = {};
  const collect = (conditions: Document): void => {
    for (const [field, condition] of Object.entries(conditions)) {
      if (field === '$and' && Array.isArray(condition)) {
        for (const part of condition) if (isPlainObject(part)) collect(part);
        continue;
      }
      if (field.startsWith('$')) continue;
      if (isOperatorObject(condition)) {
        if ('$eq' in condition) setAtPath(seed, field, condition.$eq);
      } else if (!(condition instanceof RegExp)) {
        setAtPath(seed, field, condition);
      }
    }
  };
  collect(filter);
  return cloneDocument(seed);
}

/** The document an upsert inserts, `_id` first (generated when neither filter nor update set one). */
export function buildUpsert(filter: Document, update: UpdateSpec, arrayFilters: Document[] | undefined): Document {
  const seed = seedFromFilter(filter);
  const built =
    isOperatorUpdate(update) || Array.isArray(update)
      ? applyUpdate(seed, update, { filter, arrayFilters, inserting: true })
      : { ...(seed._id !== undefined ? { _id: seed._id } : {}), ...cloneDocument(update as Document) };
  const { _id, ...rest } = built;
  return { _id: _id ?? new ObjectId(), ...rest };
}
