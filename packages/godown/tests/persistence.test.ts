/**
 * Stand-in only: Godown's durability. Skipped on a real mongod, whose storage engine is not ours to test.
 * Uses Godown's public startGodown() and talks to it through the driver, never through its internals.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { startGodown } from '../src';
import { onGodown } from './backend';

const { MongoClient } = mongoose.mongo;
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'godown-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function withClient<T>(uri: string, fn: (client: InstanceType<typeof MongoClient>) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

/** Runs the writer fixture until it has acknowledged at least `atLeast` writes, then SIGKILLs it. */
async function killWriterAfter(dataDir: string, atLeast: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures', 'acknowledged-writer.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lastAck = -1;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match) lastAck = Number(match[1]);
      }
      if (lastAck >= atLeast) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer exited early (${code}): ${stderr}`));
    });
  });
  await new Promise((resolve) => child.once('close', resolve));
  return lastAck;
}

describe.runIf(onGodown)('Godown persistence', () => {
  it('every write acknowledged before a SIGKILL is there after a restart', async () => {
    const dataDir = tempDataDir();
    const lastAck = await killWriterAfter(dataDir, 300);
    const godown = await startGodown({ dataDir, quiet: true });
    try {
      await withClient(`${godown.uri}/durable`, async (client) => {
        const entries = client.db().collection('entries');
        const found = new Set(
          (
            await entries
              .find({ n: { $gte: 0 } })
              .project({ n: 1 })
              .toArray()
          ).map((d) => d.n as number),
        );
        for (let n = 0; n <= lastAck; n++) expect(found.has(n), `acknowledged write ${n}`).toBe(true);
        const counter = await entries.findOne({ n: -1 });
        expect(counter?.count).toBeGreaterThanOrEqual(Math.floor(lastAck / 3) + 1);
      });
    } finally {
      await godown.close();
    }
  }, 60_000);

  it('a torn record at the end of the log (a crash mid-write) is ignored and earlier data kept', async () => {
    const dataDir = tempDataDir();
    let godown = await startGodown({ dataDir, quiet: true });
    await withClient(`${godown.uri}/shop`, async (client) => {
      await client
        .db()
        .collection('products')
        .insertMany([{ sku: 'a' }, { sku: 'b' }]);
    });
    await godown.close();
    const [log] = readdirSync(dataDir).filter((name) => name.endsWith('.log'));
    if (!log) throw new Error('Godown wrote no log file');
    // Half a record: a length header promising more bytes than follow.
    appendFileSync(join(dataDir, log), Buffer.from([0xff, 0x00, 0x00, 0x00, 0x12, 0x34, 0x56, 0x78, 0x01, 0x02]));
    const tornSize = statSync(join(dataDir, log)).size;
    godown = await startGodown({ dataDir, quiet: true });
    try {
      await withClient(`${godown.uri}/shop`, async (client) => {
        const products = client.db().collection('products');
        expect((await products.find().toArray()).map((p) => p.sku).sort()).toEqual(['a', 'b']);
        await products.insertOne({ sku: 'c' });
        expect(await products.countDocuments()).toBe(3);
      });
    } finally {
      await godown.close();
    }
    expect(statSync(join(dataDir, log)).size).not.toBe(tornSize);
  });

  it('close and start again on the same port and data directory serves the same data', async () => {
    const dataDir = tempDataDir();
    const first = await startGodown({ dataDir, quiet: true });
    await withClient(`${first.uri}/shop`, (client) => client.db().collection('orders').insertOne({ ref: 'SV-1' }));
    await first.close();
    const second = await startGodown({ dataDir, port: first.port, quiet: true });
    try {
      expect(second.uri).toBe(first.uri);
      await withClient(`${second.uri}/shop`, async (client) => {
        expect(
          await client
            .db()
            .collection('orders')
            .findOne({}, { projection: { _id: 0 } }),
        ).toEqual({ ref: 'SV-1' });
      });
    } finally {
      await second.close();
    }
  });

  it('a client connected before a restart carries on once Godown is back on the same port', async () => {
    const dataDir = tempDataDir();
    const first = await startGodown({ dataDir, quiet: true });
    const client = await MongoClient.connect(`${first.uri}/shop`, { serverSelectionTimeoutMS: 5_000 });
    try {
      await client.db().collection('orders').insertOne({ ref: 'before' });
      await first.close();
      await expect(client.db().collection('orders').countDocuments()).rejects.toThrow();
      const second = await startGodown({ dataDir, port: first.port, quiet: true });
      try {
        await client.db().collection('orders').insertOne({ ref: 'after' });
        expect((await client.db().collection('orders').find().toArray()).map((o) => o.ref)).toEqual(['before', 'after']);
      } finally {
        await second.close();
      }
    } finally {
      await client.close();
    }
  }, 30_000);

  it('deletes, index drops and dropped databases stay gone after a restart', async () => {
    const dataDir = tempDataDir();
    let godown = await startGodown({ dataDir, quiet: true });
    await withClient(`${godown.uri}/shop`, async (client) => {
      const db = client.db();
      await db.collection('carts').insertMany([{ s: 1 }, { s: 2 }]);
      await db.collection('carts').deleteOne({ s: 1 });
      await db.collection('carts').createIndex({ s: 1 }, { unique: true });
      await db.collection('carts').createIndex({ t: 1 });
      await db.collection('carts').dropIndex('t_1');
      await client.db('scratch').collection('x').insertOne({ y: 1 });
      await client.db('scratch').dropDatabase();
    });
    await godown.close();
    godown = await startGodown({ dataDir, quiet: true });
    try {
      await withClient(`${godown.uri}/shop`, async (client) => {
        expect(
          await client
            .db()
            .collection('carts')
            .find({}, { projection: { _id: 0 } })
            .toArray(),
        ).toEqual([{ s: 2 }]);
        expect((await client.db().collection('carts').indexes()).map((i) => i.name)).toEqual(['_id_', 's_1']);
        await expect(client.db().collection('carts').insertOne({ s: 2 })).rejects.toMatchObject({ code: 11000 });
        expect((await client.db().admin().listDatabases()).databases.map((d) => d.name)).not.toContain('scratch');
      });
    } finally {
      await godown.close();
    }
  });

  it('a second Godown on a data directory in use is refused', async () => {
    const dataDir = tempDataDir();
    const godown = await startGodown({ dataDir, quiet: true });
    try {
      // A child process: the lock names this pid, and a restart within one process is allowed.
      const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures', 'start-on-data-dir.ts'), dataDir], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(3);
      expect(stderr).toMatch(/in use by process/);
    } finally {
      await godown.close();
    }
  }, 30_000);
});
