/**
 * The shop's own pictures (files under public/images) are resized once, when the site is built
 * (scripts/size-images.ts writes a WebP copy under /images/w/{width}/ for every width of lib/images/sizes.mjs),
 * instead of by Next's image optimiser on each request. The optimiser keeps no copy of what it makes
 * here (next.config.mjs sets isrFlushToDisk off, which also turns its disk cache off), so without a
 * proxy in front every page view re-encoded every picture on it. Pictures uploaded to Cloudinary are
 * resized by Cloudinary (lib/images/cloudinary.ts); those under /uploads still go through the optimiser.
 * lib/images/loader.ts picks the loader for a picture.
 */
import type { ImageLoader } from 'next/image';

/** Where the resized copies are served from: /images/w/{width}/{path under /images}, WebP (".webp" added to a PNG's or JPEG's name). */
export const SIZED_IMAGES_DIR = '/images/w';

const SOURCE = /^\/images\/(?!w\/)[^?#]+\.(?:webp|png|jpe?g)$/i;

/** True for a raster file of public/images, which the build resizes; false for anything else (SVG, uploads, other hosts). */
export function isBuildSized(src: string): boolean {
  return SOURCE.test(src) && !src.includes('..');
}

/** The resized copy of a public/images picture at this width. */
export function sizedImagePath(src: string, width: number): string {
  const rest = src.slice('/images'.length);
  return `${SIZED_IMAGES_DIR}/${width}${/\.webp$/i.test(rest) ? rest : `${rest}.webp`}`;
}

export const buildSizedLoader: ImageLoader = ({ src, width }) => sizedImagePath(src, width);
