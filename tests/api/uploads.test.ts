import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/uploads/route';
import { GET as serveUpload } from '@/app/uploads/[file]/route';
import { ADMIN_COOKIE } from '@/lib/server/auth/token';
import { messages } from '@/lib/messages';
import { MAX_UPLOAD_BYTES } from '@/lib/shop-rules';

import { CLOUDINARY_FOLDER } from '@/lib/server/platform/uploads/cloudinary';
import { useTestDatabase } from '../helpers/database';
import { ORIGIN, bodyOf, signedInAdmin } from './http';

useTestDatabase();

// Smallest byte strings each format is recognised by (a real decoder is not needed to tell them apart).
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const WEBP = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const PHP = new TextEncoder().encode('<?php system($_GET["cmd"]); ?>');

let token = '';
let uploadDir = '';

beforeAll(async () => {
  token = (await signedInAdmin()).token;
  uploadDir = await mkdtemp(path.join(tmpdir(), 'sanvio-uploads-'));
  process.env.UPLOAD_DIR = uploadDir;
});

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(uploadDir, { recursive: true, force: true });
});

afterEach(() => {
  delete process.env.CLOUDINARY_URL;
  delete process.env.CLOUDINARY_UPLOAD_PREFIX;
});

function form(bytes: Uint8Array, fileName: string, type: string): FormData {
  const data = new FormData();
  data.append('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type }));
  return data;
}

function uploadRequest(body: FormData, auth: { token?: string; cookie?: string; origin?: string } = { token }): Request {
  const headers: Record<string, string> = { host: 'shop.test' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = `${ADMIN_COOKIE}=${auth.cookie}`;
  if (auth.origin) headers.origin = auth.origin;
  return new Request(`${ORIGIN}/api/uploads`, { method: 'POST', headers, body });
}

const upload = (body: FormData, auth?: Parameters<typeof uploadRequest>[1]) => POST(uploadRequest(body, auth));

/** A multipart body streamed in 64 KB chunks, counting how much of it the server pulled. */
function streamedUpload(totalBytes: number, declareLength: boolean): { request: Request; pulled: () => number } {
  const boundary = 'sanvio-test-boundary';
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const length = head.byteLength + totalBytes + tail.byteLength;
  let sent = 0;
  let pulled = 0;
  const chunk = 64 * 1024;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        pulled += head.byteLength;
      }
      if (sent >= totalBytes) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const size = Math.min(chunk, totalBytes - sent);
      const part = new Uint8Array(size);
      if (sent === 0) part.set(PNG);
      sent += size;
      pulled += size;
      controller.enqueue(part);
    },
  });
  const headers: Record<string, string> = {
    host: 'shop.test',
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (declareLength) headers['content-length'] = String(length);
  const request = new Request(`${ORIGIN}/api/uploads`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('POST /api/uploads: who may upload', () => {
  it('refuses an upload without an admin session with 401', async () => {
    const response = await upload(form(PNG, 'a.png', 'image/png'), {});
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).message).toBe(messages.admin.unauthorized);
  });

  it('refuses a cookie-authenticated upload from a foreign Origin (CSRF) with 403', async () => {
    const response = await upload(form(PNG, 'a.png', 'image/png'), { cookie: token, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('accepts the admin cookie from the shop itself', async () => {
    const response = await upload(form(PNG, 'a.png', 'image/png'), { cookie: token, origin: ORIGIN });
    expect(response.status).toBe(201);
  });
});

describe('POST /api/uploads: only real JPEG, PNG, WebP and GIF images of at most 5 MB', () => {
  it('refuses a text file with 400 and a clear message', async () => {
    const response = await upload(form(new TextEncoder().encode('just some notes'), 'notes.txt', 'text/plain'));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(messages.uploads.notAnImage);
  });

  it('refuses an SVG carrying a script, even when it claims to be an image', async () => {
    const response = await upload(form(SVG, 'logo.svg', 'image/svg+xml'));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(messages.uploads.notAnImage);
  });

  it('refuses a PHP script renamed .png with an image/png type (content is checked, not the name)', async () => {
    const response = await upload(form(PHP, 'shell.png', 'image/png'));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(messages.uploads.notAnImage);
  });

  it('refuses a zero-byte file with 400', async () => {
    const response = await upload(form(new Uint8Array(0), 'empty.png', 'image/png'));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(messages.uploads.empty);
  });

  it('refuses a request without a file field, and one that is not multipart', async () => {
    const noFile = new FormData();
    noFile.append('name', 'printer');
    const missing = await upload(noFile);
    expect(missing.status).toBe(400);
    expect((await bodyOf(missing)).message).toBe(messages.uploads.noFile);

    const notMultipart = await POST(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        headers: { host: 'shop.test', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"file":"x"}',
      }),
    );
    expect(notMultipart.status).toBe(400);
    expect((await bodyOf(notMultipart)).message).toBe(messages.uploads.notMultipart);
  });

  it('refuses a 6 MB image with 413', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const response = await upload(form(big, 'huge.png', 'image/png'));
    expect(response.status).toBe(413);
    expect((await bodyOf(response)).message).toBe(messages.uploads.tooLarge);
  });

  it('answers 413 from a declared Content-Length over 5 MB without reading the body', async () => {
    const { request, pulled } = streamedUpload(6 * 1024 * 1024, true);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(256 * 1024);
  });

  it('stops reading an undeclared body as soon as it passes the limit (413, never buffered whole)', async () => {
    const total = 6 * 1024 * 1024;
    const { request, pulled } = streamedUpload(total, false);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 256 * 1024);
    expect(pulled()).toBeLessThan(total);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(JPEG);
    const response = await upload(form(exact, 'exact.jpg', 'image/jpeg'));
    expect(response.status).toBe(201);
  });
});

describe('POST /api/uploads: local storage (no CLOUDINARY_URL)', () => {
  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ] as const)('stores a %s under a random name and serves it back from /uploads/', async (_label, bytes, extension, contentType) => {
    const response = await upload(form(bytes, 'photo.bin', 'application/octet-stream'));
    expect(response.status).toBe(201);
    const { secure_url: url } = (await response.json()) as { secure_url: string };
    expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${extension}$`));

    const name = url.slice('/uploads/'.length);
    expect(new Uint8Array(await readFile(path.join(uploadDir, name)))).toEqual(bytes);

    const served = await serveUpload(new Request(`${ORIGIN}${url}`), { params: Promise.resolve({ file: name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("never builds a path from the sender's file name", async () => {
    const before = new Set(await readdir(uploadDir));
    const response = await upload(form(PNG, '../../../app/evil.php', 'image/png'));
    expect(response.status).toBe(201);
    const { secure_url: url } = (await response.json()) as { secure_url: string };
    expect(url).not.toContain('evil');
    const added = (await readdir(uploadDir)).filter((name) => !before.has(name));
    expect(added).toEqual([url.slice('/uploads/'.length)]);
  });

  it.each(['../package.json', 'x.svg', 'ABCDEF0123456789ABCDEF0123456789.png', '0123456789abcdef0123456789abcdef.php', '0123456789abcdef0123456789abcdef.png'])(
    'serves nothing for a name outside the pattern or not stored (%s)',
    async (name) => {
      const served = await serveUpload(new Request(`${ORIGIN}/uploads/x`), { params: Promise.resolve({ file: name }) });
      expect(served.status).toBe(404);
    },
  );
});

describe('POST /api/uploads: Cloudinary (CLOUDINARY_URL set), against a local stub of its upload endpoint', () => {
  interface Received {
    path: string;
    body: Buffer;
  }

  async function startStub(answer: (received: Received) => { status: number; body: unknown }) {
    const received: Received[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const entry = { path: req.url ?? '', body: Buffer.concat(chunks) };
        received.push(entry);
        const { status, body } = answer(entry);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    process.env.CLOUDINARY_URL = 'cloudinary://123456789012345:test-secret@sanvio-demo';
    process.env.CLOUDINARY_UPLOAD_PREFIX = `http://127.0.0.1:${port}`;
    return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("uploads the image into the shop's folder and answers Cloudinary's secure_url", async () => {
    const secureUrl = 'https://res.cloudinary.com/sanvio-demo/image/upload/v1700000000/sanvio/products/abc123.png';
    const stub = await startStub(() => ({
      status: 200,
      body: { public_id: 'sanvio/products/abc123', secure_url: secureUrl, url: secureUrl.replace('https:', 'http:'), format: 'png' },
    }));
    try {
      const before = await readdir(uploadDir);
      const response = await upload(form(PNG, 'printer.png', 'image/png'));
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ secure_url: secureUrl });

      expect(stub.received).toHaveLength(1);
      const [request] = stub.received;
      expect(request?.path).toBe('/v1_1/sanvio-demo/image/upload');
      const body = request?.body ?? Buffer.alloc(0);
      expect(body.toString('latin1')).toContain(CLOUDINARY_FOLDER);
      expect(body.toString('latin1')).toContain('123456789012345');
      expect(body.toString('latin1')).not.toContain('test-secret');
      expect(body.includes(Buffer.from(PNG))).toBe(true);
      // Nothing was written locally when Cloudinary took the image.
      expect(await readdir(uploadDir)).toEqual(before);
    } finally {
      await stub.close();
    }
  });

  it('answers 502 "Cloudinary upload failed" when Cloudinary fails', async () => {
    const stub = await startStub(() => ({ status: 500, body: { error: { message: 'Internal error' } } }));
    try {
      const response = await upload(form(PNG, 'printer.png', 'image/png'));
      expect(response.status).toBe(502);
      expect((await bodyOf(response)).message).toBe('Cloudinary upload failed');
      expect(stub.received).toHaveLength(1);
    } finally {
      await stub.close();
    }
  });

  it('answers 502 when Cloudinary answers without an https secure_url', async () => {
    const stub = await startStub(() => ({ status: 200, body: { public_id: 'x', url: 'http://res.cloudinary.com/x.png' } }));
    try {
      const response = await upload(form(PNG, 'printer.png', 'image/png'));
      expect(response.status).toBe(502);
    } finally {
      await stub.close();
    }
  });

  it('checks the image before sending anything to Cloudinary', async () => {
    const stub = await startStub(() => ({ status: 200, body: { secure_url: 'https://res.cloudinary.com/x.png' } }));
    try {
      const response = await upload(form(SVG, 'logo.png', 'image/png'));
      expect(response.status).toBe(400);
      expect(stub.received).toHaveLength(0);
    } finally {
      await stub.close();
    }
  });
});
