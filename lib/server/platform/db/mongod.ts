/**
 * Rung (a) of the embedded-database ladder: a real mongod through mongodb-memory-server.
 * The binary comes from MONGOMS_SYSTEM_BINARY, mongodb-memory-server's cache, or a download. Offline,
 * the download is skipped after one quick reachability probe instead of retrying for minutes.
 */
import 'server-only';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { config } from '@/lib/server/platform/config.mjs';

export interface StartedMongod {
  uri: string;
  stop(): Promise<void>;
}

const DEFAULT_DOWNLOAD_HOST = 'https://fastdl.mongodb.org';
const PROBE_TIMEOUT_MS = 3_000;

/** True when a TCP connection to the download host opens within a few seconds. */
function canReach(url: string): Promise<boolean> {
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname;
    port = Number(parsed.port) || (parsed.protocol === 'http:' ? 80 : 443);
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (reachable: boolean): void => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Throws (with a short reason) when no mongod binary can be had; the caller then takes the next rung. */
async function ensureBinaryObtainable(): Promise<void> {
  const { DryMongoBinary } = await import('mongodb-memory-server-core');
  const settings = config();
  if (settings.MONGOMS_SYSTEM_BINARY) return;
  const cached = await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions()).catch(() => undefined);
  if (cached) return;
  if (/^(false|0|no)$/i.test(settings.MONGOMS_RUNTIME_DOWNLOAD ?? '')) throw new Error('no cached mongod and downloads are disabled');
  const source = settings.MONGOMS_DOWNLOAD_URL || settings.MONGOMS_DOWNLOAD_MIRROR || DEFAULT_DOWNLOAD_HOST;
  if (!(await canReach(source))) throw new Error(`no mongod binary and ${new URL(source).hostname} is unreachable`);
  // One attempt, not mongodb-memory-server's default of three with back-off: its default, so a
  // MONGOMS_MAX_RETRIES the developer set still wins.
  const { ResolveConfigVariables, setDefaultValue } = await import('mongodb-memory-server-core/lib/util/resolveConfig');
  setDefaultValue(ResolveConfigVariables.MAX_RETRIES, '1');
}

export async function startMongod(opts: { dbPath: string | null; port?: number }): Promise<StartedMongod> {
  await ensureBinaryObtainable();
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  if (opts.dbPath) mkdirSync(opts.dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    instance: {
      ip: '127.0.0.1',
      ...(opts.port ? { port: opts.port } : {}),
      ...(opts.dbPath ? { dbPath: opts.dbPath, storageEngine: 'wiredTiger' as const } : {}),
    },
  });
  const uri = server.getUri().replace(/\/$/, '');
  return {
    uri,
    // doCleanup removes only directories mongodb-memory-server created itself, never a given dbPath.
    stop: async () => {
      await server.stop({ doCleanup: true });
    },
  };
}
