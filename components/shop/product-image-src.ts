/** Which picture a product shows, and whether next/image may optimise it. */
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/shop-rules';

export function productImages(images: readonly string[] | undefined): string[] {
  const usable = (images ?? []).filter((src) => src.trim() !== '');
  return usable.length > 0 ? usable : [DEFAULT_PRODUCT_IMAGE];
}

/** Hosts next.config lets the image optimiser fetch from (images.remotePatterns). */
const OPTIMISED_HOSTS = new Set(['res.cloudinary.com']);

/**
 * Site paths and Cloudinary uploads go through the image optimiser; a picture on any other host is
 * shown as it is, because the optimiser refuses hosts next.config does not list.
 */
export function skipOptimizer(src: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  try {
    const url = new URL(src);
    return !(url.protocol === 'https:' && OPTIMISED_HOSTS.has(url.hostname));
  } catch {
    return true;
  }
}
