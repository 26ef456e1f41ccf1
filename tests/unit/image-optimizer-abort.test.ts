/**
 * next/image on a self-hosted server: a
 * visitor who leaves while a picture is still being optimised must not break that picture for every
 * later visitor. Next 15.5 tied the optimiser's internal read of the source file to the visitor's
 * connection, so once that connection closed the read never finished and the picture's URL hung until
 * the server restarted (vercel/next.js#98402, fixed upstream by #98168). patches/ carries the fix.
 */
import { statSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { fetchInternalImage } from 'next/dist/server/image-optimizer';
import { serveStatic } from 'next/dist/server/serve-static';
import { describe, expect, it } from 'vitest';

const image = '/images/products/barcode-scanners/1.webp';
const file = path.join(process.cwd(), 'public', image);

describe('the image optimiser reads a local picture whatever happens to the connection that asked for it', () => {
  it('finishes the read when the visitor has already gone', async () => {
    const closed = new PassThrough();
    closed.destroy(); // The visitor's connection, closed: no longer writable.
    const request = { method: 'GET', socket: closed } as unknown as Parameters<typeof fetchInternalImage>[1];
    const read = fetchInternalImage(image, request, {} as Parameters<typeof fetchInternalImage>[2], 5_000_000, (req, res) => serveStatic(req, res, file));
    // Before the fix the read never settled: the test then fails on its own timeout, however busy the machine.
    const result = await read;
    expect(result.buffer.length).toBe(statSync(file).size);
  });
});
