/** Which loader draws a picture's srcset: the build's copies, Cloudinary's resizing, or Next's optimiser. */
import type { ImageLoader } from 'next/image';
import { buildSizedLoader, isBuildSized } from './build-sized';
import { cloudinaryLoader, isCloudinaryUpload } from './cloudinary';

/**
 * The loader for next/image or getImageProps: the build's resized copies for a file of public/images,
 * Cloudinary's own resizing for an upload there, Next's optimiser (undefined) for anything else.
 */
export function imageLoaderFor(src: unknown): ImageLoader | undefined {
  if (typeof src !== 'string') return undefined;
  if (isBuildSized(src)) return buildSizedLoader;
  if (isCloudinaryUpload(src)) return cloudinaryLoader;
  return undefined;
}
