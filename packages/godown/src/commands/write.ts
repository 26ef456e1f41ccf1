/**
 * Write commands: insert, update, delete, findAndModify. Errors on single statements become `writeErrors`
 * entries (ordered batches stop at the first), exactly as mongod reports them to the driver.
 */
import { ObjectId, type Document } from 'bson';
import { CommandError } from '../errors';
import { findDocuments, projectDocument } from '../query/engine';
import { applyUpdate, buildUpsert, isUnchanged, type UpdateSpec } from '../query/update';
import type { Collection } from '../store/collection';
import { isPlainObject } from '../values';
import { collectionName, type CommandContext, type CommandHandler } from './context';

interface WriteError extends Document {
  index: number;
  code: number;
  errmsg: string;
}

function toWriteError(index: number, err: unknown): WriteError {
  if (err instanceof CommandError) return { index, code: err.code, codeName: err.codeName, errmsg: err.message, ...err.extra };
  throw err;
}

function statements(command: Document, field: string): Document[] {
  const value: unknown = command[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) throw new CommandError('TypeMismatch', `'${field}' must be an array of documents`);
  return value as Document[];
}

function withWriteErrors(reply: Document, errors: WriteError[]): Document {
  return errors.length ? { ...reply, writeErrors: errors } : reply;
}

export const insert: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'insert');
  const docs = statements(command, 'documents');
  const ordered = command.ordered !== false;
  const errors: WriteError[] = [];
  let n = 0;
  const { collection } = ctx.catalog.obtain(ctx.db, coll);
  docs.forEach((doc, index) => {
    if (ordered && errors.length) return;
    try {
      // The driver normally assigns _id itself; mongod does it when the client did not, and puts it first.
      collection.insert(doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc);
      n++;
    } catch (err) {
      errors.push(toWriteError(index, err));
    }
  });
  return withWriteErrors({ n, ok: 1 }, errors);
};

interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

function runUpdateStatement(ctx: CommandContext, coll: string, statement: Document): UpdateOutcome {
  const filter = isPlainObject(statement.q) ? statement.q : {};
  const update = statement.u as UpdateSpec;
  if (!isPlainObject(update) && !Array.isArray(update)) throw new CommandError('FailedToParse', "'u' must be a document or a pipeline");
  const arrayFilters = Array.isArray(statement.arrayFilters) ? (statement.arrayFilters as Document[]) : undefined;
  const collection = ctx.catalog.get(ctx.db, coll);
  const matches = findDocuments(collection, {
    filter,
    limit: statement.multi === true ? 0 : 1,
    collation: isPlainObject(statement.collation) ? statement.collation : undefined,
  });
  if (!matches.length) {
    if (statement.upsert !== true) return { matched: 0, modified: 0 };
    const doc = buildUpsert(filter, update, arrayFilters);
    ctx.catalog.obtain(ctx.db, coll).collection.insert(doc);
    return { matched: 0, modified: 0, upsertedId: doc._id };
  }
  let modified = 0;
  for (const doc of matches) {
    const next = applyUpdate(doc, update, { filter, arrayFilters, inserting: false });
    if (isUnchanged(doc, next)) continue;
    (collection as Collection).replace(doc, next);
    modified++;
  }
  return { matched: matches.length, modified };
}

export const update: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'update');
  const ordered = command.ordered !== false;
  const errors: WriteError[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  statements(command, 'updates').forEach((statement, index) => {
    if (ordered && errors.length) return;
    try {
      const outcome = runUpdateStatement(ctx, coll, statement);
      if (outcome.upsertedId !== undefined) {
        upserted.push({ index, _id: outcome.upsertedId });
        n++;
      }
      n += outcome.matched;
      nModified += outcome.modified;
    } catch (err) {
      errors.push(toWriteError(index, err));
    }
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, errors);
};

export const deleteCommand: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'delete');
  const ordered = command.ordered !== false;
  const errors: WriteError[] = [];
  let n = 0;
  const collection = ctx.catalog.get(ctx.db, coll);
  statements(command, 'deletes').forEach((statement, index) => {
    if (ordered && errors.length) return;
    try {
      const matches = findDocuments(collection, {
        filter: isPlainObject(statement.q) ? statement.q : {},
        limit: Number(statement.limit) === 1 ? 1 : 0,
        collation: isPlainObject(statement.collation) ? statement.collation : undefined,
      });
      for (const doc of matches) collection?.remove(doc);
      n += matches.length;
    } catch (err) {
      errors.push(toWriteError(index, err));
    }
  });
  return withWriteErrors({ n, ok: 1 }, errors);
};

/** findAndModify: one document, atomically found and changed; errors (E11000 included) are top-level. */
export const findAndModify: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, Object.keys(command)[0] === 'findandmodify' ? 'findandmodify' : 'findAndModify');
  const filter = isPlainObject(command.query) ? command.query : {};
  const fields = isPlainObject(command.fields) ? command.fields : undefined;
  const returnNew = command.new === true;
  const collection = ctx.catalog.get(ctx.db, coll);
  const [doc] = findDocuments(collection, {
    filter,
    sort: isPlainObject(command.sort) ? command.sort : undefined,
    limit: 1,
    collation: isPlainObject(command.collation) ? command.collation : undefined,
  });
  if (command.remove === true) {
    if (command.update !== undefined) throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
    if (!doc) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    collection?.remove(doc);
    return { lastErrorObject: { n: 1 }, value: projectDocument(doc, fields), ok: 1 };
  }
  const update = command.update as UpdateSpec | undefined;
  if (!isPlainObject(update) && !Array.isArray(update)) throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const arrayFilters = Array.isArray(command.arrayFilters) ? (command.arrayFilters as Document[]) : undefined;
  if (!doc) {
    if (command.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const created = buildUpsert(filter, update, arrayFilters);
    ctx.catalog.obtain(ctx.db, coll).collection.insert(created);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: created._id },
      value: returnNew ? projectDocument(created, fields) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(doc, update, { filter, arrayFilters, inserting: false });
  if (!isUnchanged(doc, next)) (collection as Collection).replace(doc, next);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: projectDocument(returnNew ? next : doc, fields), ok: 1 };
};
