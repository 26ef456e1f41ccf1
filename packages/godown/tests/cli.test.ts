/**
 * The `godown` command (bin/godown.mjs): it starts a server, prints the URI to connect to, keeps the
 * data in --data-dir across a restart, stops cleanly on SIGTERM and refuses bad options with exit code 2.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';

const { MongoClient } = mongoose.mongo;
const bin = join(__dirname, '..', 'bin', 'godown.mjs');
const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runGodown(args: string[]): { child: ChildProcessWithoutNullStreams; exit: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [bin, ...args], { stdio: 'pipe' });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  return { child, exit };
}

/** Starts the command and resolves with the URI it prints once it listens. */
async function startCommand(args: string[]) {
  const run = runGodown(args);
  const uri = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    run.child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const printed = /listening on (mongodb:\/\/\S+)/.exec(stdout)?.[1];
      if (printed) resolve(printed);
    });
    void run.exit.then(({ code, stderr }) => reject(new Error(`godown exited with ${code} before listening: ${stderr}`)));
  });
  return { ...run, uri };
}

describe('godown command', () => {
  it('serves on the URI it prints, keeps --data-dir data across a restart and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'godown-cli-'));
    dirs.push(dataDir);

    const first = await startCommand(['--port', '0', '--data-dir', dataDir, '--quiet']);
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    const client = await MongoClient.connect(`${first.uri}/cli`, { serverSelectionTimeoutMS: 5_000 });
    await client.db().collection('notes').insertOne({ text: 'kept' });
    await client.close();
    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);

    const second = await startCommand(['--port', '0', '--data-dir', dataDir, '--quiet']);
    const reader = await MongoClient.connect(`${second.uri}/cli`, { serverSelectionTimeoutMS: 5_000 });
    const notes = await reader
      .db()
      .collection('notes')
      .find({}, { projection: { _id: 0 } })
      .toArray();
    await reader.close();
    expect(notes).toEqual([{ text: 'kept' }]);
    second.child.kill('SIGTERM');
    expect((await second.exit).code).toBe(0);
  }, 60_000);

  it('refuses a port that is not a number, with exit code 2 and the usage', async () => {
    const { exit } = runGodown(['--port', 'abc']);
    const { code, stderr } = await exit;
    expect(code).toBe(2);
    expect(stderr).toContain('--port must be a whole number from 0 to 65535, not "abc"');
    expect(stderr).toContain('Usage: godown');
  }, 30_000);
});
