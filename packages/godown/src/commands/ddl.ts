/** Namespace and index commands: create, drop, dropDatabase, createIndexes, listIndexes, dropIndexes, listCollections, listDatabases. */
import { calculateObjectSize, type Document } from 'bson';
import { Query } from 'mingo';
import { CommandError, notImplemented } from '../errors';
import { mingoOptions, withMingo } from '../query/engine';
import { ID_INDEX_SPEC, sameIndexOptions, type IndexSpec } from '../store/indexes';
import { isPlainObject, keyOf } from '../values';
import { collectionName, type CommandContext, type CommandHandler } from './context';

/** create options that change behaviour Godown does not implement; accepting them silently would be a wrong answer. */
const REFUSED_CREATE_OPTIONS = ['capped', 'viewOn', 'pipeline', 'validator', 'timeseries', 'clusteredIndex', 'changeStreamPreAndPostImages', 'encryptedFields'];
const SPECIAL_INDEX_TYPES = new Set(['text', '2dsphere', '2d', 'hashed']);

function namespaceNotFound(ctx: CommandContext, coll: string): CommandError {
  return new CommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${coll}`);
}

export const create: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'create');
  for (const option of REFUSED_CREATE_OPTIONS) if (command[option]) throw notImplemented(`the create option '${option}'`);
  if (isPlainObject(command.collation) && command.collation.locale !== 'simple') throw notImplemented('collections with a default collation');
  ctx.catalog.create(ctx.db, coll, {});
  return { ok: 1 };
};

export const drop: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'drop');
  const dropped = ctx.catalog.drop(ctx.db, coll);
  // MongoDB 7 answers ok for a collection that does not exist.
  return { nIndexesWas: dropped?.indexSpecs().length ?? 0, ns: `${ctx.db}.${coll}`, ok: 1 };
};

export const dropDatabase: CommandHandler = (_command, ctx) => {
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

function validateIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || !Object.keys(raw.key).length) {
    throw new CommandError('BadValue', "Index specification must have a non-empty 'key' document");
  }
  if (typeof raw.name !== 'string' || !raw.name) throw new CommandError('BadValue', "Index specification must have a 'name'");
  for (const [field, direction] of Object.entries(raw.key)) {
    const valid = (typeof direction === 'number' && direction !== 0) || (typeof direction === 'string' && SPECIAL_INDEX_TYPES.has(direction));
    if (!valid) throw new CommandError('BadValue', `Values in the index key pattern must be 1, -1 or an index type; got ${String(direction)} for '${field}'`);
  }
  if (raw.expireAfterSeconds !== undefined && typeof raw.expireAfterSeconds !== 'number') {
    throw new CommandError('BadValue', 'expireAfterSeconds must be a number');
  }
  // mongod stores every index as version 2, whatever the client asked for.
  return Object.assign({ v: 2 }, raw, { v: 2 }) as unknown as IndexSpec;
}

export const createIndexes: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'createIndexes');
  if (!Array.isArray(command.indexes) || !command.indexes.length) throw new CommandError('BadValue', "'indexes' must be a non-empty array");
  const specs = (command.indexes as unknown[]).map(validateIndexSpec);
  const { collection, created } = ctx.catalog.obtain(ctx.db, coll);
  const before = collection.indexSpecs().length;
  for (const spec of specs) {
    const existing = collection.indexSpecs();
    const sameName = existing.find((index) => index.name === spec.name);
    const sameKey = existing.find((index) => keyOf(index.key) === keyOf(spec.key) && sameIndexOptions(index, spec));
    if (sameName) {
      if (keyOf(sameName.key) !== keyOf(spec.key)) {
        throw new CommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
        );
      }
      if (!sameIndexOptions(sameName, spec)) {
        throw new CommandError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
        );
      }
      continue;
    }
    if (sameKey) {
      throw new CommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
    }
    if (spec.name === ID_INDEX_SPEC.name) continue;
    collection.createIndex(spec);
  }
  const after = collection.indexSpecs().length;
  return {
    numIndexesBefore: before,
    numIndexesAfter: after,
    createdCollectionAutomatically: created,
    ...(after === before ? { note: 'all indexes already exist' } : {}),
    ok: 1,
  };
};

export const listIndexes: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, 'listIndexes');
  const collection = ctx.catalog.get(ctx.db, coll);
  if (!collection) throw namespaceNotFound(ctx, coll);
  const batchSize = isPlainObject(command.cursor) ? Number(command.cursor.batchSize ?? 101) : undefined;
  return ctx.cursors.firstBatch(`${ctx.db}.${coll}`, collection.indexSpecs(), batchSize);
};

export const dropIndexes: CommandHandler = (command, ctx) => {
  const coll = collectionName(command, Object.keys(command)[0] === 'deleteIndexes' ? 'deleteIndexes' : 'dropIndexes');
  const collection = ctx.catalog.get(ctx.db, coll);
  if (!collection) throw namespaceNotFound(ctx, coll);
  const specs = collection.indexSpecs();
  const target: unknown = command.index;
  let names: string[];
  if (target === '*') names = specs.slice(1).map((spec) => spec.name);
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const match = specs.find((spec) => keyOf(spec.key) === keyOf(target));
    if (!match) throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else throw new CommandError('BadValue', "'index' must be a name, a key pattern, an array of names or '*'");
  for (const name of names) {
    if (name === ID_INDEX_SPEC.name) throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!collection.findIndex(name)) throw new CommandError('IndexNotFound', `index not found with name [${name}]`);
  }
  for (const name of names) collection.dropIndex(name);
  return { nIndexesWas: specs.length, ok: 1 };
};

export const listCollections: CommandHandler = (command, ctx) => {
  const nameOnly = command.nameOnly === true;
  const entries: Document[] = ctx.catalog
    .collections(ctx.db)
    .map((collection) =>
      nameOnly
        ? { name: collection.name, type: 'collection' }
        : { name: collection.name, type: 'collection', options: collection.options, info: { readOnly: false }, idIndex: ID_INDEX_SPEC },
    );
  const filter = isPlainObject(command.filter) ? command.filter : {};
  const matching = withMingo(() => entries.filter((entry) => new Query(filter, mingoOptions()).test(entry)));
  const batchSize = isPlainObject(command.cursor) && command.cursor.batchSize !== undefined ? Number(command.cursor.batchSize) : undefined;
  return ctx.cursors.firstBatch(`${ctx.db}.$cmd.listCollections`, matching, batchSize);
};

export const listDatabases: CommandHandler = (command, ctx) => {
  const databases = ctx.catalog.databaseNames().map((name) => {
    let sizeOnDisk = 0;
    for (const collection of ctx.catalog.collections(name)) for (const doc of collection.all()) sizeOnDisk += calculateObjectSize(doc);
    return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  if (command.nameOnly === true) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: databases.reduce((sum, db) => sum + db.sizeOnDisk, 0), ok: 1 };
};
