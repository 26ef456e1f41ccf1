/**
 * Godown: a MongoDB wire-protocol server for development and tests, for machines with no mongod.
 * The official driver and Mongoose talk to it over TCP unmodified. See README.md for what it supports.
 */
import { resolve } from 'node:path';
import { runCommand } from './commands';
import type { ServerState } from './commands/context';
import { CursorRegistry } from './commands/cursors';
import { Catalog } from './store/catalog';
import { Journal } from './store/journal';
import { listen } from './wire/server';

export interface GodownOptions {
  /** 0 or unset: a random free port. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Set: durable storage in this directory (one Godown at a time). Unset: memory only. */
  dataDir?: string;
  /** Silence the notes Godown logs about rejected connections. */
  quiet?: boolean;
}

export interface Godown {
  /** `mongodb://127.0.0.1:PORT`, without a database name: callers append `/dbname`. */
  uri: string;
  port: number;
  close(): Promise<void>;
}

/** mongod's default TTL monitor interval is 60 s; a shorter sweep makes expiry visible sooner in dev and tests. */
const DEFAULT_TTL_SWEEP_SECS = 1;

export async function startGodown(opts: GodownOptions = {}): Promise<Godown> {
  const host = opts.host ?? '127.0.0.1';
  const log = (line: string): void => {
    if (!opts.quiet) console.warn(`[godown] ${line}`);
  };

  let journal: Journal | null = null;
  let catalog: Catalog;
  if (opts.dataDir) {
    const opened = Journal.open(resolve(opts.dataDir));
    journal = opened.journal;
    catalog = new Catalog(journal);
    try {
      catalog.replay(opened.entries);
      if (opened.entries.length) catalog.compactNow();
    } catch (err) {
      journal.close();
      throw err;
    }
  } else {
    catalog = new Catalog(null);
  }

  const cursors = new CursorRegistry();
  let ttlTimer: NodeJS.Timeout | undefined;
  const sweep = (): void => {
    try {
      catalog.expire(Date.now());
      catalog.commit();
      cursors.reapIdle();
    } catch (err) {
      log(`TTL sweep failed: ${(err as Error).message}`);
    }
  };
  let port = 0;
  const state: ServerState = {
    startedAt: Date.now(),
    port: () => port,
    ttlMonitorSleepSecs: DEFAULT_TTL_SWEEP_SECS,
    onTtlIntervalChange: () => {
      clearInterval(ttlTimer);
      ttlTimer = setInterval(sweep, state.ttlMonitorSleepSecs * 1000).unref();
    },
  };
  state.onTtlIntervalChange();

  let server;
  try {
    server = await listen(host, opts.port ?? 0, (command, connectionId) => runCommand(command, { catalog, cursors, server: state, connectionId }), log);
  } catch (err) {
    clearInterval(ttlTimer);
    journal?.close();
    throw err;
  }
  port = server.port;
  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const wire = server;
  let closed: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${port}`,
    port,
    close: () =>
      (closed ??= (async () => {
        clearInterval(ttlTimer);
        await wire.close();
        cursors.clear();
        journal?.close();
      })()),
  };
}
