import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, readBodyBytes, route } from '@/lib/server/platform/http';
import { businessDetails, MAX_SIGNATURE_BYTES, removeSignature, setSignature, signatureImage } from '@/lib/server/tax/business';
import { businessMessages } from '@/lib/gst/messages';
import { messages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

/** The current signature image, or 404 when there is none. */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { signature } = await businessDetails();
  const image = signature ? await signatureImage(signature) : null;
  if (!image) throw new HttpError(404, messages.http.notFound);
  return new Response(new Uint8Array(image.data), {
    headers: { 'Content-Type': image.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
});

/** A new signature image: the body is the PNG or JPEG file itself (at most 200 KB). */
export const PUT = route(async (request) => {
  await requireAdmin(request);
  const details = await setSignature(await readBodyBytes(request, MAX_SIGNATURE_BYTES));
  return json({ message: businessMessages.signatureSaved, ...details });
});

/** New documents print no signature image. */
export const DELETE = route(async (request) => {
  await requireAdmin(request);
  return json({ message: businessMessages.signatureRemoved, ...(await removeSignature()) });
});
