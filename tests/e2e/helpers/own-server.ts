/**
 * A server of the test's own, on a fresh in-memory database of its own (scripts/with-database.ts),
 * beside the shared e2e server: `next dev`, `next start` or server.mjs, with the environment the test
 * gives on top of this process's.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** What runs behind the database: each starts the app on the given port. */
export const serverCommand = {
  nextDev: (port: number) => ['node_modules/.bin/next', 'dev', '-p', String(port)],
  nextStart: (port: number) => ['node_modules/.bin/next', 'start', '-p', String(port)],
  /** The production entry (`npm start`); it reads PORT and HOSTNAME from the environment. */
  serverMjs: () => [process.execPath, 'server.mjs'],
};

export interface OwnServerOptions {
  dbName: string;
  command: string[];
  env: Record<string, string>;
  /** Piped output (to read or attach), in its own process group so the whole tree can be killed. */
  output?: 'pipe' | 'ignore';
}

export function spawnOwnServer(options: OwnServerOptions & { output?: 'pipe' }): ChildProcessByStdio<null, Readable, Readable>;
export function spawnOwnServer(options: OwnServerOptions & { output: 'ignore' }): ChildProcess;
export function spawnOwnServer({ dbName, command, env, output = 'pipe' }: OwnServerOptions): ChildProcess {
  return spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/with-database.ts', '--db-name', dbName, '--', ...command], {
    env: { ...process.env, ...env },
    stdio: output === 'pipe' ? ['ignore', 'pipe', 'pipe'] : 'ignore',
    detached: output === 'pipe',
  });
}
