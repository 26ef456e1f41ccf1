/**
 * Client addresses you can trust: the contact route's per-IP limit behind the real
 * request path of server.mjs, a Node HTTP server that stamps each request with
 * lib/server/platform/entry/client-address.mjs before the route handler sees it. Clients connect from their own
 * loopback addresses (127.0.0.2, 127.0.0.3 ...), so the socket address is real, as it is in
 * production. The same checks run through nginx and two app instances in `npm run test:deploy`.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as CONTACT } from '@/app/api/contact/route';
import { CLIENT_IP_HEADER, clientAddress, parseTrustedProxies, stampClientAddress } from '@/lib/server/platform/entry/client-address.mjs';
import { clearCollections, useTestDatabase } from '../helpers/database';

useTestDatabase();
beforeEach(() => clearCollections());

const message = JSON.stringify({ name: 'Asha', phone: '9876543210', email: 'asha@example.in', message: 'Do you service TVS printers?' });
let server: Server | undefined;

/** Web Request from a Node request, as Next's server makes one. */
async function toWebRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return new Request(`http://shop.test${incoming.url}`, { method: incoming.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
}

/** The contact route behind server.mjs's stamping, with TRUSTED_PROXIES set to `trustedProxies`. */
async function serve(trustedProxies: string | undefined): Promise<number> {
  const { trust } = parseTrustedProxies(trustedProxies);
  server = createServer((incoming, outgoing) => {
    stampClientAddress(incoming, trust);
    void toWebRequest(incoming)
      .then((webRequest) => CONTACT(webRequest))
      .then(async (response) => {
        outgoing.writeHead(response.status, { 'content-type': 'application/json', 'x-seen-client': incoming.headers[CLIENT_IP_HEADER] as string });
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
});

/** POST /api/contact from the loopback address `from`, with extra (forged) headers; status and the client the server saw. */
function post(port: number, from: string, headers: Record<string, string> = {}): Promise<{ status: number; seen: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/contact',
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, seen: String(response.headers['x-seen-client']) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(message);
  });
}

describe('a client connecting directly (TRUSTED_PROXIES unset: nothing trusted)', () => {
  it('is keyed on its socket address: forged X-Forwarded-For, X-Real-IP and client-address headers change nothing', async () => {
    const port = await serve(undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}`, [CLIENT_IP_HEADER]: `192.0.2.${i}` };
      const { status, seen } = await post(port, '127.0.0.2', forged);
      statuses.push(status);
      expect(seen).toBe('127.0.0.2');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address has its own bucket.
    expect(await post(port, '127.0.0.3')).toEqual({ status: 200, seen: '127.0.0.3' });
  });
});

describe('clients behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  it('are limited separately, each on the address the proxy appended', async () => {
    const port = await serve('127.0.0.1');
    for (let i = 0; i < 5; i += 1) expect((await post(port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
    expect(await post(port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.10' })).toEqual({ status: 429, seen: '203.0.113.10' });
    expect(await post(port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.11' })).toEqual({ status: 200, seen: '203.0.113.11' });
  });

  it('ignore a forged left-most X-Forwarded-For entry: the right-most untrusted one is the client', async () => {
    const port = await serve('127.0.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // The client sent "X-Forwarded-For: 10.0.0.i"; the proxy appended the address it saw.
      const { status, seen } = await post(port, '127.0.0.1', { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.20` });
      statuses.push(status);
      expect(seen).toBe('203.0.113.20');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('do not make an untrusted peer trusted: its X-Forwarded-For is ignored', async () => {
    const port = await serve('127.0.0.1');
    expect(await post(port, '127.0.0.4', { 'x-forwarded-for': '203.0.113.30' })).toEqual({ status: 200, seen: '127.0.0.4' });
  });
});

describe('TRUSTED_PROXIES', () => {
  const from = (remoteAddress: string, forwardedFor?: string) => ({
    socket: { remoteAddress } as IncomingMessage['socket'],
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

  it('takes addresses and CIDRs separated by commas or spaces, and walks past every trusted hop', () => {
    const { entries, trust } = parseTrustedProxies(' 10.0.0.0/8,  192.0.2.1 ::1 ');
    expect(entries).toEqual(['10.0.0.0/8', '192.0.2.1', '::1']);
    expect(clientAddress(from('10.1.2.3', '203.0.113.5, 192.0.2.1'), trust)).toBe('203.0.113.5');
    expect(clientAddress(from('::1', '203.0.113.6'), trust)).toBe('203.0.113.6');
    expect(clientAddress(from('172.16.0.1', '203.0.113.7'), trust)).toBe('172.16.0.1');
  });

  it('trusts nothing when unset or empty, and writes an IPv4 client on a dual-stack socket plainly', () => {
    for (const value of [undefined, '', ' , ']) {
      const { trust } = parseTrustedProxies(value);
      expect(clientAddress(from('::ffff:127.0.0.1', '203.0.113.8'), trust)).toBe('127.0.0.1');
    }
  });

  it('refuses an entry that is not an address, naming the setting', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '300.1.1.1']) expect(() => parseTrustedProxies(bad)).toThrow(/^TRUSTED_PROXIES must list IP addresses or CIDRs/);
  });

  it('stamping replaces every incoming copy of the client-address header', () => {
    const { trust } = parseTrustedProxies(undefined);
    const incoming = {
      socket: { remoteAddress: '127.0.0.9' },
      headers: { [CLIENT_IP_HEADER]: '1.2.3.4' },
      rawHeaders: [CLIENT_IP_HEADER, '1.2.3.4', 'X-Sanvio-Client-IP', '5.6.7.8', 'Host', 'shop.test'],
    } as unknown as IncomingMessage;
    expect(stampClientAddress(incoming, trust)).toBe('127.0.0.9');
    expect(incoming.headers[CLIENT_IP_HEADER]).toBe('127.0.0.9');
    expect(incoming.rawHeaders).toEqual(['Host', 'shop.test', CLIENT_IP_HEADER, '127.0.0.9']);
  });
});
