import 'server-only';

/**
 * Recognises the four image formats the shop accepts by their first bytes (magic numbers), never by
 * the file name or the declared Content-Type, which the sender controls.
 */
export interface ImageType {
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
}

export const IMAGE_TYPES = {
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const satisfies Record<string, ImageType>;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type of these bytes, or null when they are not a JPEG, PNG, WebP or GIF. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return IMAGE_TYPES.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return IMAGE_TYPES.webp;
  return null;
}

export function imageTypeForExtension(extension: string): ImageType | undefined {
  return Object.values(IMAGE_TYPES).find((type) => type.extension === extension);
}
