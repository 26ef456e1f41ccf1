/**
 * Product images on the app's own disk, for shops without a Cloudinary account: stored under
 * UPLOAD_DIR (default .data/uploads) with a random name, served back at /uploads/<file>.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '@/lib/server/platform/config.mjs';
import { imageTypeForExtension, type ImageType } from './image-type';

/** The only names ever written or served: 32 random hex digits and the detected type's extension. */
export const LOCAL_UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

export const LOCAL_UPLOAD_PATH_PREFIX = '/uploads/';

export function uploadDir(): string {
  return path.resolve(process.cwd(), config().UPLOAD_DIR);
}

/** Writes the image and returns its URL path on this site. */
export async function saveLocalImage(bytes: Uint8Array, type: ImageType): Promise<string> {
  const directory = uploadDir();
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  // 'wx' refuses to overwrite: a name collision fails loudly instead of replacing another image.
  await writeFile(path.join(directory, name), bytes, { flag: 'wx', mode: 0o644 });
  return `${LOCAL_UPLOAD_PATH_PREFIX}${name}`;
}

/** The stored image with this name and its type; null for a name outside the pattern or a missing file. */
export async function readLocalImage(name: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
  const match = LOCAL_UPLOAD_NAME.exec(name);
  const type = match?.[1] ? imageTypeForExtension(match[1]) : undefined;
  if (!type) return null;
  try {
    return { bytes: await readFile(path.join(uploadDir(), name)), type };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
