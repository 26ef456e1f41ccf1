/**
 * The embedded-database ladder for development and tests, first rung that works:
 *   (a) a real mongod via mongodb-memory-server (lib/server/platform/db/mongod.ts);
 *   (b) Godown (packages/godown), the in-process MongoDB stand-in, when no mongod binary can be had (offline machines, CI).
 * EMBEDDED_DB=mongod|godown forces a rung. With persist, data lives under .data/ and survives restarts,
 * and .data/embedded-db.json tells other processes (the Next app) where the database is.
 */
import 'server-only';
import { join, relative } from 'node:path';
import { startGodown } from '@sanvio/godown';
import { config } from '@/lib/server/platform/config.mjs';
import { DATA_DIR, readEmbeddedDatabaseInfo, removeEmbeddedDatabaseInfo, writeEmbeddedDatabaseInfo } from './embedded-info';
import { startMongod } from './mongod';

export interface EmbeddedDatabase {
  /** `mongodb://127.0.0.1:PORT`, without a database name. */
  uri: string;
  kind: 'mongod' | 'godown';
  /** Where the data lives; null when it is memory only. */
  dataDir: string | null;
  stop(): Promise<void>;
}

type Rung = 'mongod' | 'godown';

function forcedRung(): Rung | undefined {
  return config().EMBEDDED_DB;
}

export async function startEmbeddedDatabase(opts: { persist: boolean; port?: number }): Promise<EmbeddedDatabase> {
  if (opts.persist) {
    // Two servers on the same .data files would corrupt them; reuse is the caller's choice, not ours.
    const running = readEmbeddedDatabaseInfo();
    if (running && running.pid !== process.pid) {
      throw new Error(
        `An embedded database is already running (pid ${running.pid}, ${running.uri}). Stop it, or set MONGODB_URI=${running.uri}/sanvio to use it.`,
      );
    }
  }
  const forced = forcedRung();
  let skipped = '';
  let started: EmbeddedDatabase | undefined;

  if (forced !== 'godown') {
    const dataDir = opts.persist ? join(DATA_DIR, 'mongod') : null;
    try {
      const mongod = await startMongod({ dbPath: dataDir, port: opts.port });
      started = { uri: mongod.uri, kind: 'mongod', dataDir, stop: mongod.stop };
    } catch (err) {
      if (forced === 'mongod') throw new Error(`EMBEDDED_DB=mongod, but mongod could not start: ${(err as Error).message}`, { cause: err });
      skipped = ` (no mongod: ${(err as Error).message.split('\n')[0]})`;
    }
  }
  if (!started) {
    const dataDir = opts.persist ? join(DATA_DIR, 'godown') : null;
    const godown = await startGodown({ port: opts.port, dataDir: dataDir ?? undefined });
    started = { uri: godown.uri, kind: 'godown', dataDir, stop: godown.close };
  }

  const where = started.dataDir ? relative(process.cwd(), started.dataDir) || started.dataDir : 'memory only';
  const name = started.kind === 'mongod' ? 'MongoDB (mongod via mongodb-memory-server)' : `Godown, the MongoDB stand-in${skipped}`;
  console.log(`[db] Embedded database: ${name} · data: ${where} · ${started.uri}`);

  if (!opts.persist) return started;
  writeEmbeddedDatabaseInfo({ uri: started.uri, pid: process.pid, kind: started.kind, dataDir: started.dataDir });
  const stopServer = started.stop;
  let stopping: Promise<void> | undefined;
  return {
    ...started,
    stop: () =>
      (stopping ??= (async () => {
        removeEmbeddedDatabaseInfo();
        await stopServer();
      })()),
  };
}
