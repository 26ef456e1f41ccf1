/**
 * Stand-in only: hostile or broken wire input closes that one connection, and the server keeps serving
 * everyone else. (A real mongod behaves similarly but with its own details, so these run on Godown only.)
 */
import { connect, type Socket } from 'node:net';
import { deserialize, serialize } from 'bson';
import mongoose from 'mongoose';
import { describe, expect, inject, it } from 'vitest';
import * as testDatabase from './helpers/database';
import { onGodown } from './backend';

testDatabase.useTestDatabase();

const OP_MSG = 2013;
const { port, hostname } = new URL(inject('mongoUri'));

function header(length: number, opCode: number): Buffer {
  const buf = Buffer.alloc(16);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(1, 4);
  buf.writeInt32LE(0, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

function opMsg(body: Buffer, flags = 0, extraSections: Buffer[] = []): Buffer {
  const flagBytes = Buffer.alloc(4);
  flagBytes.writeUInt32LE(flags, 0);
  const payload = Buffer.concat([flagBytes, Buffer.from([0]), body, ...extraSections]);
  return Buffer.concat([header(16 + payload.length, OP_MSG), payload]);
}

/** A kind-1 section: a named sequence of documents, as drivers send insert batches. */
function documentSequence(name: string, docs: object[]): Buffer {
  const encoded = Buffer.concat(docs.map((doc) => Buffer.from(serialize(doc))));
  const size = Buffer.alloc(4);
  size.writeInt32LE(4 + Buffer.byteLength(name) + 1 + encoded.length, 0);
  return Buffer.concat([Buffer.from([1]), size, Buffer.from(`${name}\0`), encoded]);
}

/** The body documents of every OP_MSG reply in `bytes`. */
function replies(bytes: Buffer): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let offset = 0; offset < bytes.length; offset += bytes.readInt32LE(offset)) {
    out.push(deserialize(bytes.subarray(offset + 21, offset + bytes.readInt32LE(offset))));
  }
  return out;
}

/** How many whole wire messages `bytes` holds. */
function messageCount(bytes: Buffer): number {
  let count = 0;
  for (let offset = 0; offset + 4 <= bytes.length && offset + bytes.readInt32LE(offset) <= bytes.length; offset += bytes.readInt32LE(offset)) count += 1;
  return count;
}

/**
 * Sends `bytes` on a fresh socket and resolves with what came back, once the server has closed it or,
 * with `replies`, once that many whole replies have come (the socket still open). Nothing waits on a
 * clock: a server that does neither fails the test on its timeout.
 */
function send(bytes: Buffer, replies?: number): Promise<{ closed: boolean; received: Buffer }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket: Socket = connect({ port: Number(port), host: hostname }, () => socket.write(bytes));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks);
      if (replies !== undefined && messageCount(received) >= replies) {
        resolve({ closed: false, received });
        socket.destroy();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ closed: true, received: Buffer.concat(chunks) }));
  });
}

async function serverStillServes(): Promise<void> {
  expect(await mongoose.connection.db?.admin().ping()).toMatchObject({ ok: 1 });
  await mongoose.connection.collection('wire_alive').insertOne({ at: new Date() });
}

describe.runIf(onGodown)('framing the driver relies on', () => {
  it('kind-1 document sequences are merged into the command (insert with a documents sequence)', async () => {
    const db = mongoose.connection.db?.databaseName ?? '';
    const insert = opMsg(Buffer.from(serialize({ insert: 'wire_seq', $db: db })), 0, [documentSequence('documents', [{ a: 1 }, { a: 2 }])]);
    const [reply] = replies((await send(insert, 1)).received);
    expect(reply).toMatchObject({ n: 2, ok: 1 });
    expect(await mongoose.connection.collection('wire_seq').countDocuments()).toBe(2);
  });

  it('moreToCome gets no reply but is still executed', async () => {
    const db = mongoose.connection.db?.databaseName ?? '';
    const fireAndForget = opMsg(Buffer.from(serialize({ insert: 'wire_mtc', documents: [{ b: 1 }], $db: db })), 2);
    const ping = opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })));
    const received = replies((await send(Buffer.concat([fireAndForget, ping]), 1)).received);
    expect(received).toEqual([{ ok: 1 }]);
    expect(await mongoose.connection.collection('wire_mtc').countDocuments()).toBe(1);
  });
});

describe.runIf(onGodown)('bad wire input', () => {
  it('a well-formed ping over a raw socket is answered (the harness itself works)', async () => {
    const { closed, received } = await send(opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' }))), 1);
    expect(closed).toBe(false);
    expect(received.readInt32LE(12)).toBe(OP_MSG);
  });

  it('an unknown opcode closes the connection', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    expect((await send(Buffer.concat([header(16 + body.length, 9999), body]))).closed).toBe(true);
    await serverStillServes();
  });

  it('a length larger than maxMessageSizeBytes closes the connection without buffering it', async () => {
    const { closed, received } = await send(header(200_000_000, OP_MSG));
    expect(closed).toBe(true);
    expect(received.length).toBe(0);
    await serverStillServes();
  });

  it('a length smaller than a header closes the connection', async () => {
    expect((await send(header(4, OP_MSG))).closed).toBe(true);
    await serverStillServes();
  });

  it('a truncated message (a section longer than the message) closes the connection', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    const message = opMsg(body);
    const truncated = message.subarray(0, message.length - 6);
    truncated.writeInt32LE(truncated.length, 0);
    expect((await send(truncated)).closed).toBe(true);
    await serverStillServes();
  });

  it('malformed BSON closes the connection', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    body[4] = 0x7f; // an element type that does not exist
    expect((await send(opMsg(body))).closed).toBe(true);
    await serverStillServes();
  });

  it('a wrong OP_MSG checksum closes the connection', async () => {
    const message = opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })), 1);
    const withChecksum = Buffer.concat([message, Buffer.from([1, 2, 3, 4])]);
    withChecksum.writeInt32LE(withChecksum.length, 0);
    expect((await send(withChecksum)).closed).toBe(true);
    await serverStillServes();
  });

  it('a client that sends half a message and hangs up leaves the server healthy', async () => {
    const message = opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })));
    await new Promise<void>((resolve) => {
      const socket = connect({ port: Number(port), host: hostname }, () => socket.end(message.subarray(0, 10)));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await serverStillServes();
  });
});
