import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { rawRequest } from '../helpers/raw-http';

/**
 * The production server (server.mjs) in front of Next's own file serving: a script of the build,
 * which Next streams from disk, goes out compressed as the browser asks, the same bytes every time
 * (kept, not compressed again), decoding to the file the build wrote.
 */
test('a build script goes out as brotli or gzip, decoding to the built file, the same bytes on every request', async ({ request, baseURL }) => {
  const html = await (await request.get('/products')).text();
  const script = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(script, 'a script of the build on /products').toBeTruthy();
  const onDisk = readFileSync(path.join(process.cwd(), '.next', script!.slice('/_next'.length)));

  const asked = (acceptEncoding: string) => rawRequest(`${baseURL}${script}`, { headers: { 'accept-encoding': acceptEncoding } });
  const [first, second] = [await asked('gzip, deflate, br'), await asked('gzip, deflate, br')];
  for (const answer of [first, second]) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  }
  expect(second.body.equals(first.body)).toBe(true);
  expect(brotliDecompressSync(first.body).equals(onDisk)).toBe(true);

  const gzipped = await asked('gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).equals(onDisk)).toBe(true);

  const plain = await asked('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(onDisk)).toBe(true);
});
