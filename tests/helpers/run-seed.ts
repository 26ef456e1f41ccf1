/** Runs `npm run seed` (its script, as npm does) against the test file's database, with more environment. */
import { spawn } from 'node:child_process';

export function runSeed(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/seed.ts', ...args], {
      env: { ...process.env, MONGODB_URI: process.env.MONGODB_URI!, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
