/**
 * Vitest global setup: one MongoDB server for the whole run; test files each take their own database
 * on it through tests/helpers/database.ts.
 *   MONGODB_TEST_URI set     → that server (a real MongoDB you run yourself);
 *   MONGOMS_SYSTEM_BINARY set → a real mongod started from that binary;
 *   otherwise                → the embedded ladder in memory (Godown on machines without mongod).
 */
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../lib/server/platform/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URI without a database name; append `/<db>`. */
    mongoUri: string;
    /** Which kind of server the suite runs against: stand-in-only tests skip themselves on real MongoDB. */
    mongoBackend: 'mongod' | 'godown' | 'external';
  }
}

let database: EmbeddedDatabase | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.MONGODB_TEST_URI;
  if (external) {
    // Test files append their own database name, so keep only scheme, credentials and hosts.
    const server = /^mongodb(\+srv)?:\/\/[^/?]+/.exec(external)?.[0];
    if (!server) throw new Error('MONGODB_TEST_URI must look like mongodb://host:port');
    project.provide('mongoUri', server);
    project.provide('mongoBackend', 'external');
    console.log(`[tests] Database backend: MongoDB at MONGODB_TEST_URI`);
  } else {
    if (process.env.MONGOMS_SYSTEM_BINARY) process.env.EMBEDDED_DB ??= 'mongod';
    database = await startEmbeddedDatabase({ persist: false });
    project.provide('mongoUri', database.uri);
    project.provide('mongoBackend', database.kind);
    console.log(`[tests] Database backend: ${database.kind === 'mongod' ? 'real mongod' : 'Godown stand-in'}`);
  }
  return async () => {
    await database?.stop();
    database = undefined;
  };
}
