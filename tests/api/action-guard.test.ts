/**
 * server.mjs's guard in front of Next for Server Action requests (lib/server/platform/entry/action-guard.mjs),
 * over real HTTP: a stand-in for Next's handler counts what reaches it. A foreign Origin is 403, a body
 * declared over Next's 1 MB limit 413 and an undeclared (chunked) one 411, each with one log line and
 * nothing handed on; route handlers under /api/ and same-origin actions go through untouched.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, actionRefusal, refuseActionRequest } from '@/lib/server/platform/entry/action-guard.mjs';

let server: Server;
let port = 0;
let reached: string[] = [];
let logged: Array<{ level: string; event: string; fields: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    if (refuseActionRequest(incoming, outgoing, (level, event, fields) => logged.push({ level, event, fields }))) return;
    // Next's place: read the whole body, then answer.
    let size = 0;
    incoming.on('data', (chunk: Buffer) => (size += chunk.length));
    incoming.on('end', () => {
      reached.push(`${incoming.method} ${incoming.url} ${size}`);
      outgoing.end('handled by Next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reached = [];
  logged = [];
});

/** Sends the headers and up to `send` bytes of body, and resolves with the status as soon as it comes. */
function send(
  path: string,
  headers: Record<string, string>,
  { body = '', method = 'POST' }: { body?: string | Buffer; method?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // A refused request's connection is closed while the rest of its body may still be on the way.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    outgoing.end(body);
  });
}

const self = () => `http://127.0.0.1:${port}`;
const action = { 'next-action': '7f3a9c0d1e2b', 'content-type': 'text/plain;charset=UTF-8' };

describe('Server Action requests (Next-Action header)', () => {
  it('from a foreign Origin: 403, one log line, never handed to Next', async () => {
    const body = JSON.stringify(['$undefined', 'x']);
    expect(await send('/contact', { ...action, origin: 'https://evil.example', 'content-length': String(body.length) }, { body })).toBe(403);
    expect(reached).toEqual([]);
    expect(logged).toEqual([{ level: 'warn', event: 'action_refused', fields: { path: '/contact', status: 403, reason: 'foreign_origin' } }]);
  });

  it(`with a body over ${ACTION_BODY_LIMIT} bytes: 413 before the body is read, never handed to Next`, async () => {
    const body = Buffer.alloc(ACTION_BODY_LIMIT + 500_000, 'a');
    expect(await send('/contact', { ...action, origin: self(), 'content-length': String(body.length) }, { body })).toBe(413);
    expect(reached).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.fields).toMatchObject({ status: 413, reason: 'too_large' });
  });

  it('with a chunked body of undeclared size: 411, never handed to Next', async () => {
    expect(await send('/contact', { ...action, origin: self(), 'transfer-encoding': 'chunked' }, { body: 'x'.repeat(10) })).toBe(411);
    expect(reached).toEqual([]);
  });

  it('from this site, within the limit, or without an Origin (as Next allows): handed to Next', async () => {
    const body = JSON.stringify(['$undefined', 'x']);
    expect(await send('/contact', { ...action, origin: self(), 'content-length': String(body.length) }, { body })).toBe(200);
    expect(await send('/contact', { ...action, 'content-length': String(body.length) }, { body })).toBe(200);
    const exact = 'a'.repeat(ACTION_BODY_LIMIT);
    expect(await send('/contact', { ...action, origin: self(), 'content-length': String(exact.length) }, { body: exact })).toBe(200);
    expect(reached).toEqual([`POST /contact ${body.length}`, `POST /contact ${body.length}`, `POST /contact ${ACTION_BODY_LIMIT}`]);
    expect(logged).toEqual([]);
  });
});

describe('forms posted to a page before hydration (no Next-Action header)', () => {
  it('a foreign-Origin form post to a page is 403; an oversized one 413', async () => {
    const body = 'name=Aman';
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) };
    expect(await send('/login', { ...form, origin: 'https://evil.example' }, { body })).toBe(403);
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', origin: self(), 'content-length': String(ACTION_BODY_LIMIT + 1) };
    expect(await send('/contact', multipart, { body: 'x' })).toBe(413);
    expect(reached).toEqual([]);
  });

  it('route handlers under /api/ (the 5 MB upload among them) and GET requests are left to the app', async () => {
    const upload = { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example', 'content-length': String(3) };
    expect(await send('/api/uploads', upload, { body: 'abc' })).toBe(200);
    expect(await send('/contact', { ...action, origin: 'https://evil.example' }, { method: 'GET' })).toBe(200);
    expect(reached).toHaveLength(2);
  });
});

describe('actionRefusal, the decision alone', () => {
  it('compares the Origin with X-Forwarded-Host when a proxy sets it, else Host, in any case', () => {
    const headers = { 'next-action': 'x', host: 'internal:3000', 'x-forwarded-host': 'Sanvio.in', origin: 'https://sanvio.in', 'content-length': '2' };
    expect(actionRefusal({ method: 'POST', url: '/', headers })).toBeNull();
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, 'x-forwarded-host': undefined } })).toEqual({
      status: 403,
      reason: 'foreign_origin',
    });
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, origin: 'not a url' } })).toEqual({ status: 403, reason: 'foreign_origin' });
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, 'content-length': '-1' } })).toEqual({ status: 400, reason: 'bad_length' });
  });
});
