/**
 * The widths pictures are offered in (next.config.mjs images.deviceSizes and images.imageSizes), and
 * what the shop's own pictures under public/images are resized to at build (scripts/size-images.ts).
 * Plain JavaScript: next.config.mjs imports it.
 */

/** Widths for pictures as wide as the screen or a share of it. None wider than a 1920 px screen. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920];

/** Widths for pictures of a fixed size (thumbnails, logos), Next's defaults. */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];

/** The quality every resized picture is encoded at (Next's default). */
export const IMAGE_QUALITY = 75;
