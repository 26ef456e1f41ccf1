/**
 * The shop's own pictures are resized at build (scripts/size-images.ts) and pages ask for those copies
 * (lib/images/build-sized.ts, chosen by lib/images/loader.ts): every URL a srcset names must be a copy
 * the script writes. The browser tests (storefront.spec.ts) fetch every picture URL the built pages name.
 */
import { mkdtempSync, mkdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isBuildSized, sizedImagePath } from '@/lib/images/build-sized';
import { imageLoaderFor } from '@/lib/images/loader';
import { DEVICE_SIZES, IMAGE_SIZES } from '@/lib/images/sizes.mjs';
import { sizeImages, sourcePictures, staleCopies, WIDTHS } from '../../scripts/size-images';
import config from '../../next.config.mjs';

describe('which pictures the build resizes', () => {
  it('raster files under /images, and nothing else', () => {
    expect(isBuildSized('/images/products/barcode-scanners/1.webp')).toBe(true);
    expect(isBuildSized('/images/slides/slide-1.png')).toBe(true);
    expect(isBuildSized('/images/about/photo.JPG')).toBe(true);
    for (const src of [
      '/images/logo.svg',
      '/images/w/640/logo.webp',
      '/uploads/abc.webp',
      'https://res.cloudinary.com/demo/image/upload/x.jpg',
      '/images/../secret.png',
      '/images/a.webp?x=1',
      '',
    ]) {
      expect(isBuildSized(src), src).toBe(false);
      expect(imageLoaderFor(src), src).toBeUndefined();
    }
    expect(imageLoaderFor(undefined)).toBeUndefined();
  });

  it('a WebP keeps its name; a PNG or JPEG gets ".webp" added, so slide-1.png and slide-1.webp stay apart', () => {
    expect(sizedImagePath('/images/products/spares/1.webp', 640)).toBe('/images/w/640/products/spares/1.webp');
    expect(sizedImagePath('/images/slides/slide-1.png', 384)).toBe('/images/w/384/slides/slide-1.png.webp');
    expect(sizedImagePath('/images/slides/slide-1.webp', 384)).toBe('/images/w/384/slides/slide-1.webp');
  });
});

describe('the widths pages ask for are the ones the build writes', () => {
  it('next.config.mjs offers next/image exactly the widths scripts/size-images.ts writes', () => {
    vi.stubEnv('SITE_URL', 'https://www.sanvio.in');
    const { images } = config(PHASE_PRODUCTION_BUILD);
    expect([...new Set([...(images?.imageSizes ?? []), ...(images?.deviceSizes ?? [])])].sort((a, b) => a - b)).toEqual(WIDTHS);
    expect(WIDTHS).toEqual([...new Set([...IMAGE_SIZES, ...DEVICE_SIZES])].sort((a, b) => a - b));
    vi.unstubAllEnvs();
  });

  it("the loader names the build's copy for every one of them", () => {
    const src = '/images/products/spares/1.webp';
    const loader = imageLoaderFor(src);
    expect(loader).toBeDefined();
    for (const width of WIDTHS) expect(loader!({ src, width, quality: 75 })).toBe(`/images/w/${width}/products/spares/1.webp`);
  });
});

describe('scripts/size-images.ts', () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'size-images-'));
    mkdirSync(path.join(publicDir, 'images', 'products'), { recursive: true });
    const picture = sharp({ create: { width: 500, height: 300, channels: 3, background: '#b91c1c' } });
    await picture
      .clone()
      .webp()
      .toFile(path.join(publicDir, 'images', 'products', 'one.webp'));
    await picture
      .clone()
      .png()
      .toFile(path.join(publicDir, 'images', 'one.png'));
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toFile(path.join(publicDir, 'images', 'one.webp'));
    // Not resized: an SVG.
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toFile(path.join(publicDir, 'images', 'drawing.svg.png'));
  });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it('writes every width of every raster picture, never wider than the source, and only what is missing or older the next time', async () => {
    expect(sourcePictures(publicDir)).toEqual(['/images/drawing.svg.png', '/images/one.png', '/images/one.webp', '/images/products/one.webp']);
    expect(await sizeImages(publicDir)).toBe(4 * WIDTHS.length);
    for (const width of WIDTHS) {
      const copy = await sharp(path.join(publicDir, sizedImagePath('/images/products/one.webp', width))).metadata();
      expect(copy.format).toBe('webp');
      expect(copy.width).toBe(Math.min(width, 500));
    }
    // slide-1.png and slide-1.webp side by side: two copies, not one overwritten.
    expect((await sharp(path.join(publicDir, sizedImagePath('/images/one.png', 640))).metadata()).width).toBe(500);
    expect((await sharp(path.join(publicDir, sizedImagePath('/images/one.webp', 640))).metadata()).width).toBe(10);
    expect(staleCopies(publicDir)).toEqual([]);
    expect(await sizeImages(publicDir)).toBe(0);

    rmSync(path.join(publicDir, sizedImagePath('/images/products/one.webp', 640)));
    // Copies older than their source (the picture was replaced since): all of one.png's.
    const earlier = new Date(statSync(path.join(publicDir, 'images', 'one.png')).mtimeMs - 60_000);
    for (const width of WIDTHS) utimesSync(path.join(publicDir, sizedImagePath('/images/one.png', width)), earlier, earlier);
    expect(staleCopies(publicDir).length).toBe(1 + WIDTHS.length);
    expect(await sizeImages(publicDir)).toBe(1 + WIDTHS.length);
    expect(staleCopies(publicDir)).toEqual([]);
  });
});
