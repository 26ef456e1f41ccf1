/**
 * Pictures uploaded to Cloudinary are resized by Cloudinary (lib/images/cloudinary.ts), not by the
 * shop's image optimiser: which URLs qualify, and the delivery URL each width gets.
 */
import { getImageProps } from 'next/image';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticImage } from '@/components/site/static-image';
import { describe, expect, it } from 'vitest';
import { cloudinaryLoader, cloudinarySizedUrl, isCloudinaryUpload } from '@/lib/images/cloudinary';
import { imageLoaderFor } from '@/lib/images/loader';

/** What the upload API returns as secure_url (lib/server/platform/uploads). */
const UPLOAD = 'https://res.cloudinary.com/sanvio-demo/image/upload/v1700000000/sanvio/products/abc123.png';

describe('which pictures Cloudinary resizes', () => {
  it('an upload as the upload API delivers it', () => {
    expect(isCloudinaryUpload(UPLOAD)).toBe(true);
    expect(isCloudinaryUpload('https://res.cloudinary.com/demo/image/upload/v1/p.webp')).toBe(true);
    expect(imageLoaderFor(UPLOAD)).toBe(cloudinaryLoader);
  });

  it.each([
    ['a transformation of its own', 'https://res.cloudinary.com/demo/image/upload/w_500/v1/p.webp'],
    ['no version', 'https://res.cloudinary.com/demo/image/upload/x.jpg'],
    ['plain http', 'http://res.cloudinary.com/demo/image/upload/v1/p.webp'],
    ['another host', 'https://res.cloudinary.com.evil.example/demo/image/upload/v1/p.webp'],
    ['a video', 'https://res.cloudinary.com/demo/video/upload/v1/clip.mp4'],
    ['a query string', 'https://res.cloudinary.com/demo/image/upload/v1/p.webp?x=1'],
    ['a climb out of the path', 'https://res.cloudinary.com/demo/image/upload/v1/../../raw/upload/v1/x'],
    ['a path of the site', '/uploads/0123456789abcdef.webp'],
  ])('not one with %s: that goes to the optimiser', (_, src) => {
    expect(isCloudinaryUpload(src)).toBe(false);
    expect(imageLoaderFor(src)).toBeUndefined();
  });
});

describe('the delivery URL', () => {
  it('limits the width, keeps the quality and lets Cloudinary pick the format, before the version', () => {
    expect(cloudinarySizedUrl(UPLOAD, 640)).toBe(
      'https://res.cloudinary.com/sanvio-demo/image/upload/c_limit,w_640,q_75,f_auto/v1700000000/sanvio/products/abc123.png',
    );
    expect(cloudinaryLoader({ src: UPLOAD, width: 1080, quality: 60 })).toBe(
      'https://res.cloudinary.com/sanvio-demo/image/upload/c_limit,w_1080,q_60,f_auto/v1700000000/sanvio/products/abc123.png',
    );
  });

  it('refuses a URL that is not an upload', () => {
    expect(() => cloudinarySizedUrl('https://res.cloudinary.com/demo/image/upload/w_500/v1/p.webp', 640)).toThrow(/Not a Cloudinary upload URL/);
  });

  it('gives a product card picture a srcset of Cloudinary URLs and no optimiser address', () => {
    const { props } = getImageProps({
      src: UPLOAD,
      alt: '',
      fill: true,
      sizes: '(min-width: 1024px) 220px, (min-width: 768px) 25vw, (min-width: 340px) 50vw, 100vw',
      loader: imageLoaderFor(UPLOAD),
    });
    const urls = [props.src, ...(props.srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0])];
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls)
      expect(url).toMatch(
        /^https:\/\/res\.cloudinary\.com\/sanvio-demo\/image\/upload\/c_limit,w_\d+,q_75,f_auto\/v1700000000\/sanvio\/products\/abc123\.png$/,
      );
  });

  it("is what a product card's picture (StaticImage) offers the browser", () => {
    const html = renderToStaticMarkup(createElement(StaticImage, { src: UPLOAD, alt: '', fill: true, sizes: '50vw' }));
    const srcset = /srcSet="([^"]+)"/i.exec(html)?.[1] ?? '';
    expect(srcset.split(', ').length).toBeGreaterThan(2);
    expect(srcset).not.toContain('/_next/image');
    for (const entry of srcset.split(', '))
      expect(entry).toMatch(
        /^https:\/\/res\.cloudinary\.com\/sanvio-demo\/image\/upload\/c_limit,w_(\d+),q_75,f_auto\/v1700000000\/sanvio\/products\/abc123\.png \1w$/,
      );
  });
});
