'use client';
/**
 * The detail page's pictures: one large image in a 450 px box and 70 px thumbnails that select it.
 * Plain <img> elements with the attributes next/image gives them (getImageProps: srcset, sizes, lazy
 * or eager, and the first picture preloaded at high priority as its `priority` does), so the page
 * hydrates no image component per picture.
 */
import { getImageProps, type ImageProps } from 'next/image';
import { useState } from 'react';
import { preload } from 'react-dom';
import { imageLoaderFor } from '@/lib/images/loader';
import { skipOptimizer } from './product-image-src';
import styles from './product-gallery.module.css';

/** The large picture's box: 450 px from 768 px up, else the screen less the page's padding. */
export const LARGE_PICTURE_SIZES = '(min-width: 768px) 450px, calc(100vw - 2rem)';

type PictureProps = Omit<ImageProps, 'src' | 'alt'>;

/** The <img> attributes next/image would give this picture; the shop's own pictures come from the build's copies. */
export function pictureAttributes(src: string, alt: string, props: PictureProps) {
  return getImageProps({ src, alt, unoptimized: skipOptimizer(src), loader: imageLoaderFor(src), ...props }).props;
}

export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const current = images[selected] ?? images[0] ?? '';
  const large = pictureAttributes(current, count > 1 ? `${name}, picture ${selected + 1} of ${count}` : name, {
    fill: true,
    sizes: LARGE_PICTURE_SIZES,
    priority: selected === 0,
  });
  if (selected === 0 && large.src) preload(large.src, { as: 'image', imageSrcSet: large.srcSet, imageSizes: large.sizes, fetchPriority: 'high' });
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included. */}
        <img key={current} {...large} className={styles.mainImage} />
      </div>
      <ul className={styles.thumbnails} aria-label="Pictures">
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              className={`${styles.thumbnail} ${i === selected ? styles.selected : ''}`}
              aria-label={`Show picture ${i + 1} of ${count}`}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              {/* A fixed 70 px picture: 1x and 2x sources of its own, not the large picture's widest one. */}
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included. */}
              <img {...pictureAttributes(src, '', { width: 70, height: 70 })} className={styles.thumbnailImage} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
