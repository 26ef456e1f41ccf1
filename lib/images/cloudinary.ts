/**
 * Pictures uploaded to Cloudinary (the admin's product pictures) are resized by Cloudinary, from its
 * CDN: a delivery URL with a transformation before the version (`c_limit,w_{width},q_{quality},f_auto`:
 * never wider than the upload, the optimiser's quality, WebP or AVIF as the browser accepts). Next's
 * image optimiser in the shop's process keeps no copy of what it makes (next.config.mjs sets
 * isrFlushToDisk off, which turns its disk cache off), so without a proxy in front it fetched the
 * upload from Cloudinary and encoded it again on every request.
 *
 * Only a URL as Cloudinary's upload API returns it (`https://res.cloudinary.com/{cloud}/image/upload/v{version}/{public id}`)
 * is rewritten; one that already carries a transformation, or any other address, goes to the
 * optimiser as before.
 */
import type { ImageLoader } from 'next/image';

const UPLOAD = /^https:\/\/res\.cloudinary\.com\/([a-z0-9_-]+)\/image\/upload\/(v\d+\/[^?#\s]+)$/i;

/** The optimiser's quality when the picture names none (next/image's default). */
const DEFAULT_QUALITY = 75;

/** True for a picture as Cloudinary's upload API delivers it, without a transformation of its own. */
export function isCloudinaryUpload(src: string): boolean {
  return UPLOAD.test(src) && !src.includes('..');
}

/** The upload resized by Cloudinary to at most this width. */
export function cloudinarySizedUrl(src: string, width: number, quality = DEFAULT_QUALITY): string {
  const match = UPLOAD.exec(src);
  if (!match) throw new Error(`Not a Cloudinary upload URL: ${src}`);
  const [, cloud, rest] = match;
  return `https://res.cloudinary.com/${cloud}/image/upload/c_limit,w_${Math.round(width)},q_${Math.round(quality)},f_auto/${rest}`;
}

export const cloudinaryLoader: ImageLoader = ({ src, width, quality }) => cloudinarySizedUrl(src, width, quality);
