import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { ImageHostError, readImageUpload, storeProductImage } from '@/lib/server/platform/uploads';

/** One product image per request (multipart field `file`) -> `{ secure_url }`. Admins only. */
export const POST = route(async (request) => {
  // Checked before the body is read: a stranger's upload costs no more than its headers.
  const admin = await requireAdmin(request);
  const image = await readImageUpload(request);
  try {
    const { url, store } = await storeProductImage(image);
    logEvent('info', 'image_uploaded', { admin: admin.id, store, type: image.type.extension, bytes: image.bytes.byteLength });
    return json({ secure_url: url }, { status: 201 });
  } catch (error) {
    if (!(error instanceof ImageHostError)) throw error;
    logEvent('error', 'image_host_failed', { admin: admin.id, error: error.message });
    throw new HttpError(502, messages.products.cloudinaryFailed);
  }
});
