/**
 * Runs a burst of requests in another app process (tests/helpers/crash-instance.ts) and kills it with
 * SIGKILL as soon as `started` says the burst is under way in the database. Resolves once the process
 * is gone, saying whether the burst had finished before the kill.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type CrashCall = { method: 'POST' | 'PATCH'; path: string; id?: string; body: unknown; token?: string };

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function runAndKill(calls: CrashCall[], started: () => Promise<boolean>): Promise<{ finishedBeforeKill: boolean }> {
  // Node itself with tsx's loader (not the tsx CLI, which would run the app in a grandchild the kill never reaches).
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', `${root}node_modules/tsx/dist/loader.mjs`, 'tests/helpers/crash-instance.ts'],
    { cwd: root, env: { ...process.env, CRASH_JOB: JSON.stringify(calls) }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let finished = false;
  const ready = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'ready') resolve();
      if (line.startsWith('done')) finished = true;
    });
  });
  await ready;
  child.stdin.write('go\n');
  // Wait for the burst itself to show in the database, then kill at once.
  while (!(await started()) && !finished) await new Promise((resolve) => setImmediate(resolve));
  child.kill('SIGKILL');
  await exited;
  return { finishedBeforeKill: finished };
}
