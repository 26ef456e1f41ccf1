/** Read commands: find, getMore, killCursors, count, distinct, aggregate. */
import { Long, type Document } from 'bson';
import { Aggregator } from 'mingo';
import { CommandError, notImplemented } from '../errors';
import { collationForSort, findDocuments, mingoOptions, withMingo, assertSupportedFilter } from '../query/engine';
import { isPlainObject, keyOf, valuesAtPath } from '../values';
import { collectionName, type CommandHandler } from './context';

/** Stages mingo implements differently from a server (writing elsewhere, server introspection). */
const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$currentOp',
  '$collStats',
  '$indexStats',
  '$listSessions',
  '$planCacheStats',
  '$search',
  '$geoNear',
]);

function optionalDocument(command: Document, field: string): Document | undefined {
  const value: unknown = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw new CommandError('TypeMismatch', `'${field}' must be a document`);
  return value;
}

function optionalNumber(command: Document, field: string): number | undefined {
  const value: unknown = command[field];
  if (value === undefined || value === null) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new CommandError('TypeMismatch', `'${field}' must be a number`);
  return Math.trunc(n);
}

export const find: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'find');
  if (command.tailable) throw notImplemented('tailable cursors');
  const rawLimit = optionalNumber(command, 'limit') ?? 0;
  const docs = findDocuments(ctx.catalog.get(ctx.db, coll), {
    filter: optionalDocument(command, 'filter'),
    sort: optionalDocument(command, 'sort'),
    projection: optionalDocument(command, 'projection'),
    skip: optionalNumber(command, 'skip'),
    limit: Math.abs(rawLimit),
    collation: optionalDocument(command, 'collation'),
  });
  // A negative limit is the legacy "one batch then close" request.
  const singleBatch = command.singleBatch === true || rawLimit < 0;
  return ctx.cursors.firstBatch(`${ctx.db}.${coll}`, docs, optionalNumber(command, 'batchSize'), singleBatch);
};

export const getMore: CommandHandler = (command, ctx) => {
  const id = Number(command.getMore as number | Long);
  const coll = collectionName(command, 'collection');
  return ctx.cursors.getMore(id, `${ctx.db}.${coll}`, optionalNumber(command, 'batchSize') || undefined);
};

export const killCursors: CommandHandler = (command, ctx) => {
  const ids = Array.isArray(command.cursors) ? command.cursors.map((id: number | Long) => Number(id)) : [];
  const { killed, notFound } = ctx.cursors.kill(ids);
  return {
    cursorsKilled: killed.map((id) => Long.fromNumber(id)),
    cursorsNotFound: notFound.map((id) => Long.fromNumber(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

export const count: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'count');
  const docs = findDocuments(ctx.catalog.get(ctx.db, coll), {
    filter: optionalDocument(command, 'query'),
    skip: optionalNumber(command, 'skip'),
    limit: Math.abs(optionalNumber(command, 'limit') ?? 0),
    collation: optionalDocument(command, 'collation'),
  });
  return { n: docs.length, ok: 1 };
};

export const distinct: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'distinct');
  const key = command.key;
  if (typeof key !== 'string' || !key) throw new CommandError('TypeMismatch', "'key' must be a non-empty string");
  const docs = findDocuments(ctx.catalog.get(ctx.db, coll), {
    filter: optionalDocument(command, 'query'),
    collation: optionalDocument(command, 'collation'),
  });
  const seen = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, key)) {
      if (value !== undefined && !seen.has(keyOf(value))) seen.set(keyOf(value), value);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};

/** True for `[{ $group: { _id: 1, n: { $sum: 1 } } }]`, the stage the driver's countDocuments ends with. */
function isCountStage(stages: Document[]): boolean {
  const [stage] = stages;
  if (stages.length !== 1 || !stage || Object.keys(stage).length !== 1 || !isPlainObject(stage.$group)) return false;
  const group = stage.$group as Document;
  return Object.keys(group).length === 2 && group._id === 1 && isPlainObject(group.n) && Object.keys(group.n).length === 1 && group.n.$sum === 1;
}

export const aggregate: CommandHandler = (command, ctx) => {
  if (typeof command.aggregate !== 'string') throw notImplemented('database-level aggregation (aggregate: 1)');
  const coll = collectionName(command, 'aggregate');
  if (command.explain) throw notImplemented('explain');
  const pipeline: unknown = command.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) throw new CommandError('TypeMismatch', "'pipeline' must be an array of stage documents");
  const stages = pipeline as Document[];
  for (const stage of stages) {
    const name = Object.keys(stage)[0] ?? '';
    if (REFUSED_STAGES.has(name)) throw notImplemented(`the ${name} aggregation stage`);
    if (name === '$match') assertSupportedFilter(stage.$match);
  }
  const collection = ctx.catalog.get(ctx.db, coll);
  // A leading $match runs through the planner, so countDocuments by _id or an indexed field stays cheap.
  const first = stages[0];
  const leadingMatch = first && isPlainObject(first.$match) ? (first.$match as Document) : undefined;
  const collationDoc = optionalDocument(command, 'collation');
  const input = findDocuments(collection, { filter: leadingMatch, collation: collationDoc });
  const rest = leadingMatch ? stages.slice(1) : stages;
  const collation = collationForSort(collationDoc, undefined);
  // countDocuments' closing stage: the count of the input, as mingo's $group would give it, without grouping.
  const counted = isCountStage(rest) ? (input.length ? [{ _id: 1, n: input.length }] : []) : undefined;
  const results =
    counted ??
    withMingo(() => {
      const options = {
        ...mingoOptions(collation),
        collectionResolver: (name: string) => [...(ctx.catalog.get(ctx.db, name)?.all() ?? [])],
      };
      return rest.length ? (new Aggregator(rest, options).run(input) as Document[]) : input;
    }, true);
  const cursorOptions = optionalDocument(command, 'cursor');
  const batchSize = cursorOptions ? optionalNumber(cursorOptions, 'batchSize') : undefined;
  return ctx.cursors.firstBatch(`${ctx.db}.${coll}`, results, batchSize);
};
