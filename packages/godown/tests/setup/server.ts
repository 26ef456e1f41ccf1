/**
 * Vitest global setup: the one server the conformance suite talks to, whichever is available:
 *   MONGODB_TEST_URI set                   → that server (a real MongoDB you run yourself);
 *   a mongod on this machine               → a real mongod through mongodb-memory-server
 *     (MONGOMS_SYSTEM_BINARY, or a binary mongodb-memory-server has downloaded before; never a download);
 *   otherwise                              → Godown, in memory.
 * EMBEDDED_DB=godown or EMBEDDED_DB=mongod picks one of the last two. The same tests passing on a real
 * mongod is what shows that Godown agrees with it.
 */
import type { TestProject } from 'vitest/node';
import { startGodown } from '../../src';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URI without a database name; append `/<db>`. */
    mongoUri: string;
    /** Which kind of server the suite runs against: Godown-only tests skip themselves on real MongoDB. */
    mongoBackend: 'mongod' | 'godown' | 'external';
  }
}

interface Server {
  uri: string;
  kind: 'mongod' | 'godown';
  stop(): Promise<void>;
}

async function mongodOnThisMachine(): Promise<boolean> {
  if (process.env.MONGOMS_SYSTEM_BINARY) return true;
  const { DryMongoBinary } = await import('mongodb-memory-server-core');
  return Boolean(await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions()).catch(() => undefined));
}

async function startServer(): Promise<Server> {
  const forced = process.env.EMBEDDED_DB?.trim().toLowerCase() || undefined;
  if (forced !== undefined && forced !== 'mongod' && forced !== 'godown')
    throw new Error(`EMBEDDED_DB must be "mongod" or "godown", not "${process.env.EMBEDDED_DB}"`);
  const mongodHere = forced !== 'godown' && (await mongodOnThisMachine());
  if (forced === 'mongod' && !mongodHere) throw new Error('EMBEDDED_DB=mongod, but this machine has no mongod: set MONGOMS_SYSTEM_BINARY to one');
  if (mongodHere) {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const mongod = await MongoMemoryServer.create({ instance: { ip: '127.0.0.1' } });
    return {
      uri: mongod.getUri().replace(/\/$/, ''),
      kind: 'mongod',
      stop: async () => {
        await mongod.stop({ doCleanup: true });
      },
    };
  }
  const godown = await startGodown({ quiet: true });
  return { uri: godown.uri, kind: 'godown', stop: godown.close };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.MONGODB_TEST_URI;
  if (external) {
    // Test files append their own database name, so keep only scheme, credentials and hosts.
    const server = /^mongodb(\+srv)?:\/\/[^/?]+/.exec(external)?.[0];
    if (!server) throw new Error('MONGODB_TEST_URI must look like mongodb://host:port');
    project.provide('mongoUri', server);
    project.provide('mongoBackend', 'external');
    console.log('[godown tests] Backend: MongoDB at MONGODB_TEST_URI');
    return async () => {};
  }
  const server = await startServer();
  project.provide('mongoUri', server.uri);
  project.provide('mongoBackend', server.kind);
  console.log(`[godown tests] Backend: ${server.kind === 'mongod' ? 'real mongod' : 'Godown'}`);
  return server.stop;
}
