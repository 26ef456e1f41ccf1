// @vitest-environment jsdom
/**
 * The product gallery draws plain <img> elements with next/image's attributes
 * (components/shop/product-gallery.tsx): the first picture eager, the rest lazy; the shop's own
 * pictures from the build's copies, Cloudinary uploads from Cloudinary's resizing, other uploads from
 * the optimiser; thumbnails are the labels of radio buttons whose checked one the stylesheet shows.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
  afterEach(cleanup);
  const images = ['/images/products/spares/1.webp', '/images/products/spares/2.webp', '/images/products/spares/3.webp'];

  it('draws plain <img> elements: the first large picture eager and filling its box, the others lazy; 70 px lazy thumbnails with 1x and 2x sources', () => {
    const { container } = render(<ProductGallery name="Label Printer" images={images} />);
    const large = screen.getByRole('img', { name: 'Label Printer, picture 1 of 3' });
    expect(large.getAttribute('loading')).toBeNull();
    expect(large.getAttribute('sizes')).toBe(LARGE_PICTURE_SIZES);
    expect(large.getAttribute('src')).toMatch(/^\/images\/w\/\d+\/products\/spares\/1\.webp$/);
    for (const other of [2, 3]) {
      const picture = screen.getByRole('img', { name: `Label Printer, picture ${other} of 3` });
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('src')).toMatch(new RegExp(`/products/spares/${other}\\.webp$`));
    }
    const thumbnails = [...container.querySelectorAll('label img')];
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
      expect(thumbnail.getAttribute('width')).toBe('70');
      expect(thumbnail.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    }
  });

  it('a radio button per picture, the first checked; its label is the thumbnail, and its large picture follows the label', () => {
    const { container } = render(<ProductGallery name="Label Printer" images={images} />);
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual(['Show picture 1 of 3', 'Show picture 2 of 3', 'Show picture 3 of 3']);
    expect(choices.map((choice) => (choice as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(new Set(choices.map((choice) => choice.getAttribute('name'))).size).toBe(1);
    choices.forEach((choice, i) => {
      // The stylesheet's rule is "checked + thumbnail + large box": the order is the selection.
      const label = choice.nextElementSibling as HTMLLabelElement;
      expect(label.tagName).toBe('LABEL');
      expect(label.htmlFor).toBe(choice.id);
      expect(label.nextElementSibling?.querySelector('img')?.getAttribute('alt')).toBe(`Label Printer, picture ${i + 1} of 3`);
    });
    expect(container.querySelector('script')).toBeNull();
  });

  it('a tap on a thumbnail checks its picture and unchecks the one before', () => {
    const { container } = render(<ProductGallery name="Label Printer" images={images} />);
    fireEvent.click(container.querySelectorAll('label')[1]!);
    expect(screen.getByRole('radio', { name: 'Show picture 2 of 3' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Show picture 1 of 3' })).toHaveProperty('checked', false);
  });

  it('a product with one picture shows it under its own name', () => {
    render(<ProductGallery name="Label Printer" images={images.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: 'Label Printer' }).getAttribute('loading')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
