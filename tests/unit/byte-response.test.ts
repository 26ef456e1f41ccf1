/**
 * server.mjs's response class: a string body reaches the client as the same bytes, headers and
 * callbacks as with Node's own ServerResponse, written as a Buffer.
 */
import { createServer, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ByteResponse } from '@/lib/server/platform/entry/byte-response.mjs';
import { rawRequest } from '../helpers/raw-http';

/** A page of about 100 kB with characters beyond Latin-1, as a product page has (the price's ₹). */
const page = `<!DOCTYPE html><p>₹1,499 ★ © ·</p>${'<li>Thermal receipt printer</li>'.repeat(3000)}`;

const seen: { kind: string; written: unknown[] }[] = [];
let server: Server;
let base: string;

// Node's own write and end, as ByteResponse calls them: what each was given.
const nodeWrite = vi.spyOn(ServerResponse.prototype, 'write');
const nodeEnd = vi.spyOn(ServerResponse.prototype, 'end');
/** The body chunks Node's write and end were handed since the last call. */
function chunksGivenToNode() {
  const chunks = [...nodeWrite.mock.calls, ...nodeEnd.mock.calls].map((call) => call[0]).filter((chunk) => chunk !== undefined && typeof chunk !== 'function');
  nodeWrite.mockClear();
  nodeEnd.mockClear();
  return chunks;
}

beforeAll(async () => {
  server = createServer({ ServerResponse: ByteResponse }, (request, response) => {
    seen.push({ kind: response instanceof ByteResponse ? 'ByteResponse' : 'other', written: [] });
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    switch (request.url) {
      case '/end':
        response.end(page);
        break;
      case '/writes': {
        const done: string[] = [];
        response.write('₹', 'utf8');
        response.write('ff00', 'hex', () => done.push('hex'));
        response.write('é', () => done.push('utf8 by default'));
        response.end('é', 'latin1', () => {
          done.push('end');
          // The callbacks are Node's: each runs once its chunk is handed to the socket.
          seen.at(-1)!.written.push(done.join(','));
        });
        break;
      }
      case '/buffer':
        response.end(Buffer.from(page));
        break;
      case '/callback-only':
        response.write(page);
        response.end(() => seen.at(-1)!.written.push('ended'));
        break;
      default:
        response.statusCode = 404;
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  vi.restoreAllMocks();
});

/** The raw answer: status, headers and the body's bytes. */
const fetchRaw = (path: string, method = 'GET') => rawRequest(`${base}${path}`, { method });

describe('ByteResponse', () => {
  it('is the class of every response of a server made with it', async () => {
    await fetchRaw('/end');
    expect(seen.at(-1)!.kind).toBe('ByteResponse');
  });

  it('sends a page given to end() as a string as its UTF-8 bytes, with the Content-Length of those bytes', async () => {
    const answer = await fetchRaw('/end');
    expect(answer.status).toBe(200);
    expect(answer.body.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(page, 'utf8'));
    expect(answer.body.toString('utf8')).toBe(page);
    const given = chunksGivenToNode();
    expect(given.length).toBeGreaterThan(0);
    expect(given.every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
  });

  it('honours the encoding each write names, UTF-8 when it names none, and runs every callback', async () => {
    const answer = await fetchRaw('/writes');
    expect(answer.body.equals(Buffer.concat([Buffer.from('₹'), Buffer.from([0xff, 0x00]), Buffer.from('é', 'utf8'), Buffer.from([0xe9])]))).toBe(true);
    await expect.poll(() => seen.at(-1)!.written.at(-1)).toBe('hex,utf8 by default,end');
    expect(chunksGivenToNode().every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
  });

  it('leaves a body written as bytes as it is', async () => {
    const answer = await fetchRaw('/buffer');
    expect(answer.body.equals(Buffer.from(page))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(page));
  });

  it('takes end(callback) without a body, after a string write', async () => {
    const answer = await fetchRaw('/callback-only');
    expect(answer.body.toString('utf8')).toBe(page);
    await expect.poll(() => seen.at(-1)!.written.at(-1)).toBe('ended');
  });

  it('answers HEAD with no body, and no Content-Length of a body it drops, as Node does', async () => {
    const answer = await fetchRaw('/end', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
