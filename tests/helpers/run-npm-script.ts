/**
 * Runs one of the package's npm scripts (`npm run --silent <name> -- ...args`) as a child process,
 * the way the owner runs it, against the test file's database (its MONGODB_URI), and collects its
 * exit code and output.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNpmScript(name: string, args: string[] = [], env: Record<string, string> = {}): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd: root,
      env: { ...process.env, MONGODB_URI: process.env.MONGODB_URI!, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
