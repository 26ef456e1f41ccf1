/**
 * server.mjs's compression: brotli or gzip as the client asks, streamed answers compressed as they
 * stream, and a page answered whole with an ETag compressed once per encoding and kept, for as long
 * as its body is the same.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ByteResponse } from '@/lib/server/platform/entry/byte-response.mjs';
import { rawRequest } from '../helpers/raw-http';
import { compressedResponses, negotiatedEncoding, type CompressedResponses } from '@/lib/server/platform/entry/compressed-responses.mjs';

/** A page of about 100 kB with a price, as Next sends a cached page: one string, with an ETag. */
const page = (marker: string) => `<!DOCTYPE html><p>${marker} ₹1,499 ★</p>${'<li>Thermal receipt printer</li>'.repeat(3000)}`;
let pageText = page('first');
/** A framework script of about 120 kB. */
const script = (marker: string) => `/* ${marker} */` + 'self.webpackChunk=(self.webpackChunk||[]).push([[1255],{}]);'.repeat(2000);
let scriptText = script('first');

let compress: CompressedResponses;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer({ ServerResponse: ByteResponse }, (request, response) => {
    compress(request, response, () => {});
    const url = new URL(request.url ?? '/', 'http://x');
    response.setHeader('Content-Type', url.pathname === '/rsc' ? 'text/x-component' : 'text/html; charset=utf-8');
    switch (url.pathname) {
      case '/page':
      case '/rsc':
        // As Next answers a cached page: headers, Content-Length, then the whole body in one end.
        response.setHeader('ETag', '"page-etag"');
        response.setHeader('Vary', 'rsc');
        response.setHeader('Content-Length', Buffer.byteLength(pageText));
        if (url.searchParams.has('no-transform')) response.setHeader('Cache-Control', 'public, no-transform');
        response.end(request.method === 'HEAD' ? null : pageText);
        break;
      case '/buffer-page':
        response.setHeader('ETag', '"buffer-etag"');
        response.end(Buffer.from(pageText));
        break;
      case '/no-etag':
        response.end(pageText);
        break;
      case '/small':
        response.setHeader('ETag', '"small"');
        response.end('<p>₹ small</p>');
        break;
      case '/missing':
        response.statusCode = 404;
        response.setHeader('ETag', '"missing"');
        response.end(pageText);
        break;
      case '/stream': {
        // As Next streams a dynamic page: several writes, flushed as they go, then an empty end.
        const half = pageText.length / 2;
        response.write(pageText.slice(0, half));
        (response as unknown as { flush(): void }).flush();
        setImmediate(() => {
          response.write(pageText.slice(half));
          response.end();
        });
        break;
      }
      case '/_next/static/chunks/app.js':
      case '/_next/static/chunks/other.js':
      case '/_next/static/chunks/missing.js': {
        // As Next sends a build file: its headers, then the file read from disk in pieces.
        const file = Buffer.from(url.pathname.endsWith('/other.js') ? script('other') : scriptText);
        if (url.pathname.endsWith('/missing.js')) response.statusCode = 404;
        response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // send's ETag (size and modification time): two files can share one.
        response.setHeader('ETag', 'W/"2a836-1a244ee7738"');
        response.setHeader('Content-Length', file.length);
        const pieces = [file.subarray(0, 40_000), file.subarray(40_000, 80_000), file.subarray(80_000)];
        const writeNext = () => {
          const piece = pieces.shift();
          if (!piece) return response.end();
          response.write(piece);
          // A reader that reuses its buffer: a gathered file must not hold on to it (the library's
          // compressing stream does, so the error answer keeps its pieces).
          if (response.statusCode === 200) piece.fill(0);
          setImmediate(writeNext);
        };
        writeNext();
        break;
      }
      default:
        response.statusCode = 400;
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  compress = compressedResponses();
  pageText = page('first');
  scriptText = script('first');
});

/** One request, the body as received (node:http never decompresses). */
const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(base + path, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const decoded = (answer: { headers: IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers['content-encoding'] ?? 'identity';
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : encoding === 'deflate'
          ? inflateSync(answer.body)
          : answer.body;
  return bytes.toString('utf8');
};

const BROWSER = 'gzip, deflate, br, zstd';

describe('negotiatedEncoding', () => {
  it('prefers brotli, then gzip, and follows the q-values a client gives', () => {
    const asked = (header?: string) => negotiatedEncoding({ headers: header === undefined ? {} : { 'accept-encoding': header } } as never);
    expect(asked(BROWSER)).toBe('br');
    expect(asked('gzip, deflate')).toBe('gzip');
    expect(asked('br;q=0.5, gzip')).toBe('gzip');
    expect(asked('deflate')).toBe('deflate');
    expect(asked('identity')).toBe('identity');
    expect(asked()).toBe('identity');
  });
});

describe('a page answered whole with an ETag', () => {
  it('goes out as brotli to a browser, with its compressed length and Vary: Accept-Encoding beside the page’s own', async () => {
    const answer = await get('/page', BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(pageText) / 10);
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    expect(answer.headers.etag).toBe('"page-etag"');
    expect(decoded(answer)).toBe(pageText);
  });

  it('is compressed once per encoding; later answers send the kept copy', async () => {
    const first = await Promise.all(Array.from({ length: 5 }, () => get('/page', BROWSER)));
    const gzipped = await Promise.all(Array.from({ length: 5 }, () => get('/page', 'gzip')));
    expect(compress.stats).toEqual({ compressed: 2, fromKept: 8 });
    for (const answer of first) expect(answer.body.equals(first[0]!.body)).toBe(true);
    for (const answer of gzipped) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decoded(answer)).toBe(pageText);
    }
  });

  it('is compressed anew when the body changed under the same ETag', async () => {
    await get('/page', BROWSER);
    pageText = page('second');
    const answer = await get('/page', BROWSER);
    expect(decoded(answer)).toBe(pageText);
    expect(compress.stats).toEqual({ compressed: 2, fromKept: 0 });
  });

  it('keeps RSC payloads and Buffer bodies too', async () => {
    for (const path of ['/rsc', '/buffer-page']) {
      await get(path, BROWSER);
      const again = await get(path, BROWSER);
      expect(again.headers['content-encoding']).toBe('br');
      expect(decoded(again)).toBe(pageText);
    }
    expect(compress.stats).toEqual({ compressed: 2, fromKept: 2 });
  });

  it('drops the least recently used copies past its size', async () => {
    compress = compressedResponses({ keptBytes: Buffer.byteLength(pageText) + 10_000 });
    await get('/page', BROWSER);
    await get('/page', 'gzip');
    await get('/page', BROWSER);
    expect(compress.stats).toEqual({ compressed: 3, fromKept: 0 });
  });

  it('goes uncompressed to a client that asks for none, with the page’s own length', async () => {
    const answer = await get('/page');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(pageText));
    expect(answer.body.toString('utf8')).toBe(pageText);
    expect(compress.stats).toEqual({ compressed: 0, fromKept: 0 });
  });

  it('goes as deflate, compressed by the library each time, to a client that accepts only deflate', async () => {
    const answer = await get('/page', 'deflate');
    expect(answer.headers['content-encoding']).toBe('deflate');
    expect(decoded(answer)).toBe(pageText);
    expect(compress.stats).toEqual({ compressed: 0, fromKept: 0 });
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/page', BROWSER, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(compress.stats).toEqual({ compressed: 0, fromKept: 0 });
  });

  it('is left as it is with Cache-Control: no-transform', async () => {
    const answer = await get('/page?no-transform', BROWSER);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(pageText);
  });
});

describe('other answers', () => {
  it('are compressed by the library each time and never kept: no ETag, an error status, a stream', async () => {
    for (const path of ['/no-etag', '/missing', '/stream']) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get(path, BROWSER);
        expect(answer.headers['content-encoding'], path).toBe('br');
        expect(answer.headers['content-length'], path).toBeUndefined();
        expect(decoded(answer), path).toBe(pageText);
      }
    }
    expect(compress.stats).toEqual({ compressed: 0, fromKept: 0 });
  });

  it('below 1 kB go uncompressed', async () => {
    const answer = await get('/small', BROWSER);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('<p>₹ small</p>');
  });
});

describe('a build file streamed from disk', () => {
  const APP = '/_next/static/chunks/app.js';

  it('is gathered whole and goes out as brotli, with its compressed length and its own headers', async () => {
    const answer = await get(APP, BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(decoded(answer)).toBe(scriptText);
  });

  it('is compressed once per encoding; later answers send the kept copy', async () => {
    const first = await Promise.all(Array.from({ length: 5 }, () => get(APP, BROWSER)));
    const gzipped = await Promise.all(Array.from({ length: 5 }, () => get(APP, 'gzip, deflate')));
    for (const answer of [...first, ...gzipped]) expect(decoded(answer)).toBe(scriptText);
    expect(gzipped[0]!.headers['content-encoding']).toBe('gzip');
    expect(compress.stats).toEqual({ compressed: 2, fromKept: 8 });
  });

  it('is kept by its path: another file with the same ETag gets its own copy', async () => {
    await get(APP, BROWSER);
    const other = await get('/_next/static/chunks/other.js', BROWSER);
    expect(decoded(other)).toBe(script('other'));
    expect(decoded(await get(APP, BROWSER))).toBe(scriptText);
    expect(compress.stats).toEqual({ compressed: 2, fromKept: 1 });
  });

  it('is compressed anew when the file changed under the same ETag', async () => {
    await get(APP, BROWSER);
    scriptText = script('rebuilt');
    expect(decoded(await get(APP, BROWSER))).toBe(scriptText);
    expect(compress.stats).toEqual({ compressed: 2, fromKept: 0 });
  });

  it('goes whole and uncompressed to a client that asks for none, with its own length', async () => {
    const answer = await get(APP);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(scriptText));
    expect(answer.body.toString('utf8')).toBe(scriptText);
  });

  it('is streamed through the library as before when it is not a plain 200 answer', async () => {
    const answer = await get('/_next/static/chunks/missing.js', BROWSER);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(scriptText);
    expect(compress.stats).toEqual({ compressed: 0, fromKept: 0 });
  });
});
