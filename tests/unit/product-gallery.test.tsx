// @vitest-environment jsdom
/**
 * The product gallery draws plain <img> elements with next/image's attributes
 * (components/shop/product-gallery.tsx): the first picture eager, the rest lazy; the shop's own
 * pictures from the build's copies, Cloudinary uploads from Cloudinary's resizing, other uploads from
 * the optimiser; thumbnails select the large picture.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LARGE_PICTURE_SIZES, pictureAttributes, ProductGallery } from '@/components/shop/product-gallery';

describe('pictureAttributes', () => {
  it("the shop's own picture comes from the copies the build resized, an upload from the optimiser", () => {
    const own = pictureAttributes('/images/products/spares/1.webp', '', { fill: true, sizes: LARGE_PICTURE_SIZES });
    expect(own.src).toMatch(/^\/images\/w\/\d+\/products\/spares\/1\.webp$/);
    expect(own.srcSet?.split(', ').every((entry) => entry.startsWith('/images/w/'))).toBe(true);
    expect(pictureAttributes('/uploads/0123456789abcdef.webp', '', { width: 70, height: 70 }).src).toMatch(/^\/_next\/image\?url=%2Fuploads%2F/);
  });

  it('an upload to Cloudinary is resized by Cloudinary, at every width of the srcset', () => {
    const upload = 'https://res.cloudinary.com/sanvio/image/upload/v1700000000/sanvio/products/abc123.png';
    const large = pictureAttributes(upload, '', { fill: true, sizes: LARGE_PICTURE_SIZES });
    const entries = large.srcSet?.split(', ') ?? [];
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      const [url, width] = entry.split(' ');
      expect(url).toBe(`https://res.cloudinary.com/sanvio/image/upload/c_limit,w_${width?.slice(0, -1)},q_75,f_auto/v1700000000/sanvio/products/abc123.png`);
    }
    expect(pictureAttributes(upload, '', { width: 70, height: 70 }).src).toBe(
      // A 70 px thumbnail: 1x and 2x, each the next width next.config offers (96 and 256).
      'https://res.cloudinary.com/sanvio/image/upload/c_limit,w_256,q_75,f_auto/v1700000000/sanvio/products/abc123.png',
    );
  });
});

describe('ProductGallery', () => {
  const images = ['/images/products/spares/1.webp', '/images/products/spares/2.webp'];

  it('draws plain <img> elements: the large picture eager and filling its box, 70 px lazy thumbnails with 1x and 2x sources', () => {
    const { container } = render(<ProductGallery name="Label Printer" images={images} />);
    const large = screen.getByRole('img', { name: 'Label Printer, picture 1 of 2' });
    expect(large.getAttribute('loading')).toBeNull();
    expect(large.getAttribute('sizes')).toBe(LARGE_PICTURE_SIZES);
    expect(large.getAttribute('src')).toMatch(/^\/images\/w\/\d+\/products\/spares\/1\.webp$/);
    const thumbnails = [...container.querySelectorAll('button img')];
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
      expect(thumbnail.getAttribute('width')).toBe('70');
      expect(thumbnail.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    }
  });

  it('a thumbnail selects another picture', () => {
    render(<ProductGallery name="Label Printer" images={images} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show picture 2 of 2' })[0]!);
    expect(screen.getByRole('img', { name: 'Label Printer, picture 2 of 2' }).getAttribute('src')).toMatch(/\/products\/spares\/2\.webp$/);
    expect(screen.getAllByRole('button', { name: 'Show picture 2 of 2' })[0]!.getAttribute('aria-pressed')).toBe('true');
  });
});
