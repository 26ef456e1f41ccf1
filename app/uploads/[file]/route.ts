import { route } from '@/lib/server/platform/http';
import { readLocalImage } from '@/lib/server/platform/uploads';

type Context = { params: Promise<{ file: string }> };

/** Serves a product image stored on local disk (no Cloudinary configured). Names are random, so they never change. */
export const GET = route(async (_request: Request, { params }: Context) => {
  const image = await readLocalImage((await params).file);
  if (!image) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.type.contentType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Never sniffed into HTML or script, whatever bytes follow the image header.
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
