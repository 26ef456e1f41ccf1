/**
 * The shop's one MongoDB connection (Mongoose default connection), cached per process.
 *
 * Which database: MONGODB_URI when set (production, staging, your own server). In production nothing
 * else is allowed. In development, the embedded database that `npm run dev` / `npm run db` started and
 * announced in .data/embedded-db.json. `next build` imports this module but never connects.
 */
import 'server-only';
import mongoose from 'mongoose';
import { config } from '@/lib/server/platform/config.mjs';
import { logEvent } from '@/lib/server/platform/log';
import { DEFAULT_DATABASE_NAME, readEmbeddedDatabaseInfo } from './embedded-info';

export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

interface CachedConnection {
  uri: string;
  promise: Promise<typeof mongoose>;
}

// Next's dev server re-evaluates modules on every edit; the cache lives on globalThis so it survives that.
const globalCache = globalThis as typeof globalThis & { __sanvioDatabase?: CachedConnection };

/** Error names the driver and Mongoose use for "could not reach the server". */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'DatabaseUnavailableError',
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoTopologyClosedError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
]);

/** True for errors that mean "the database cannot be reached right now": a route answers 503, not 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (UNAVAILABLE_ERROR_NAMES.has(current.name)) return true;
    // bufferCommands is off, so a query before the connection is up fails with this instead of waiting.
    if (current.name === 'MongooseError' && /before initial connection is complete/.test(current.message)) return true;
  }
  return false;
}

function resolveUri(): string {
  const settings = config();
  if (settings.MONGODB_URI) return settings.MONGODB_URI;
  if (settings.NODE_ENV === 'production') {
    throw new DatabaseUnavailableError(
      'MONGODB_URI is not set. Set MONGODB_URI to your MongoDB connection string; production never uses the embedded database.',
    );
  }
  const embedded = readEmbeddedDatabaseInfo();
  if (!embedded) {
    throw new DatabaseUnavailableError(
      'No database is running. Start the shop with `npm run dev` (it starts an embedded database), or run `npm run db` in another terminal, or set MONGODB_URI.',
    );
  }
  return `${embedded.uri}/${DEFAULT_DATABASE_NAME}`;
}

/** `mongodb://user:secret@host:27017/db?x=y` → `host:27017/db`: enough to know where, never the credentials. */
function describeUri(uri: string): string {
  const withoutScheme = uri.replace(/^[a-z+]+:\/\//i, '');
  const withoutCredentials = withoutScheme.slice(withoutScheme.lastIndexOf('@', withoutScheme.search(/[/?]|$/)) + 1);
  return withoutCredentials.split('?')[0] ?? withoutCredentials;
}

/** How long an operation waits for a reachable server before it fails (and the request answers 503). */
export const SERVER_SELECTION_TIMEOUT_MS = 5_000;

async function connect(uri: string): Promise<typeof mongoose> {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  try {
    await mongoose.connect(uri, {
      bufferCommands: false,
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      // Production indexes are created deliberately (seed/migration script), not on every cold start.
      autoIndex: config().NODE_ENV !== 'production',
    });
  } catch (err) {
    await mongoose.disconnect().catch(() => undefined);
    throw new DatabaseUnavailableError(`Could not connect to MongoDB at ${describeUri(uri)}: ${(err as Error).message}`, { cause: err });
  }
  logEvent('info', 'database_connected', { database: describeUri(uri) });
  return mongoose;
}

export async function connectToDatabase(): Promise<typeof mongoose> {
  const cached = globalCache.__sanvioDatabase;
  // Tests point MONGODB_URI at a fresh database per file; follow the variable when it changes.
  const wanted = config().MONGODB_URI;
  if (cached && (!wanted || wanted === cached.uri)) return cached.promise;
  if (cached) await disconnectFromDatabase();
  const uri = resolveUri();
  const promise = connect(uri);
  const entry: CachedConnection = { uri, promise };
  globalCache.__sanvioDatabase = entry;
  // A failed attempt is forgotten, so the next request tries again instead of failing forever.
  promise.catch(() => {
    if (globalCache.__sanvioDatabase === entry) globalCache.__sanvioDatabase = undefined;
  });
  return promise;
}

export async function disconnectFromDatabase(): Promise<void> {
  const cached = globalCache.__sanvioDatabase;
  globalCache.__sanvioDatabase = undefined;
  if (cached) await cached.promise.catch(() => undefined);
  await mongoose.disconnect();
}
