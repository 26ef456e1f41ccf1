/**
 * The detail page's pictures: one large image in a 450 px box and 70 px thumbnails that select it.
 * The choice lives in the page's markup, not in script: each picture is a radio button, its label
 * (the thumbnail) and its large picture, side by side, and the stylesheet shows the large picture of
 * the checked one and highlights its thumbnail. A tap on a thumbnail therefore works from the first
 * paint, before the page's script has run or without it, and the gallery sends no script and hydrates
 * nothing. Arrow keys move between the pictures, as in any group of radio buttons.
 * Plain <img> elements with the attributes next/image gives them (getImageProps: srcset, sizes, lazy
 * or eager): the first large picture eager and preloaded at high priority, as its `priority` does;
 * the others lazy, so a picture nobody chooses is never fetched.
 */
import { getImageProps, type ImageProps } from 'next/image';
import { Fragment } from 'react';
import { preload } from 'react-dom';
import { imageLoaderFor } from '@/lib/images/loader';
import { skipOptimizer } from './product-image-src';
import styles from './product-gallery.module.css';

/** The large picture's box: 450 px from 768 px up, else the screen less the page's padding. */
export const LARGE_PICTURE_SIZES = '(min-width: 768px) 450px, calc(100vw - 2rem)';

/** The radio group of the page's one gallery. */
const CHOICE_NAME = 'picture';

type PictureProps = Omit<ImageProps, 'src' | 'alt'>;

/** The <img> attributes next/image would give this picture; the shop's own pictures come from the build's copies. */
export function pictureAttributes(src: string, alt: string, props: PictureProps) {
  return getImageProps({ src, alt, unoptimized: skipOptimizer(src), loader: imageLoaderFor(src), ...props }).props;
}

export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const count = images.length;
  return (
    <div className={styles.gallery} role="group" aria-label="Pictures">
      {images.map((src, i) => {
        const id = `${CHOICE_NAME}-${i + 1}`;
        const large = pictureAttributes(src, count > 1 ? `${name}, picture ${i + 1} of ${count}` : name, {
          fill: true,
          sizes: LARGE_PICTURE_SIZES,
          priority: i === 0,
        });
        if (i === 0 && large.src) preload(large.src, { as: 'image', imageSrcSet: large.srcSet, imageSizes: large.sizes, fetchPriority: 'high' });
        return (
          <Fragment key={i}>
            <input
              type="radio"
              name={CHOICE_NAME}
              id={id}
              className={`visually-hidden ${styles.choice}`}
              defaultChecked={i === 0}
              aria-label={`Show picture ${i + 1} of ${count}`}
            />
            <label htmlFor={id} className={styles.thumbnail}>
              {/* A fixed 70 px picture: 1x and 2x sources of its own, not the large picture's widest one. */}
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included. */}
              <img {...pictureAttributes(src, '', { width: 70, height: 70 })} className={styles.thumbnailImage} />
            </label>
            <div className={styles.main}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included. */}
              <img {...large} className={styles.mainImage} />
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
