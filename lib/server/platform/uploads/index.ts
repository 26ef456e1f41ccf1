/** Product image uploads: read one image from a multipart request, check it, store it, return its URL. */
import 'server-only';
import { HttpError, readBodyBytes } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { MAX_UPLOAD_BYTES } from '@/lib/shop-rules';
import { cloudinaryAccount, uploadToCloudinary } from './cloudinary';
import { detectImageType, type ImageType } from './image-type';
import { saveLocalImage } from './local-storage';

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export interface CheckedImage {
  bytes: Uint8Array;
  type: ImageType;
}

/**
 * The image in the request's `file` field, refused before it is stored when it is too large (413,
 * counted while reading, so a huge body is never buffered whole), empty, or not a JPEG/PNG/WebP/GIF
 * by its content (400).
 */
export async function readImageUpload(request: Request): Promise<CheckedImage> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) throw new HttpError(400, messages.uploads.notMultipart);
  let body: Uint8Array;
  try {
    body = await readBodyBytes(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, messages.uploads.tooLarge);
    throw error;
  }
  let form: FormData;
  try {
    // readBodyBytes allocates a plain ArrayBuffer; the cast only narrows the buffer type for BodyInit.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, messages.uploads.notMultipart);
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw new HttpError(400, messages.uploads.noFile);
  if (file.size === 0) throw new HttpError(400, messages.uploads.empty);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, messages.uploads.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(400, messages.uploads.notAnImage);
  return { bytes, type };
}

export type ImageStore = 'cloudinary' | 'local';

/** Stores a checked image on Cloudinary when configured, else on local disk; returns its URL. */
export async function storeProductImage(image: CheckedImage): Promise<{ url: string; store: ImageStore }> {
  const account = cloudinaryAccount();
  if (account) return { url: await uploadToCloudinary(image.bytes, image.type, account), store: 'cloudinary' };
  return { url: await saveLocalImage(image.bytes, image.type), store: 'local' };
}

export { ImageHostError } from './cloudinary';
export { LOCAL_UPLOAD_NAME, readLocalImage } from './local-storage';
