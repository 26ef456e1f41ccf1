'use client';
/** The detail page's pictures: one large image in a 450 px box and 70 px thumbnails that select it. */
import Image from 'next/image';
import { useState } from 'react';
import { imageLoaderFor } from '@/lib/images/build-sized';
import { skipOptimizer } from './product-image-src';
import styles from './product-gallery.module.css';

export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const current = images[selected] ?? images[0] ?? '';
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          key={current}
          src={current}
          alt={count > 1 ? `${name}, picture ${selected + 1} of ${count}` : name}
          fill
          sizes="(min-width: 768px) 450px, calc(100vw - 2rem)"
          className={styles.mainImage}
          unoptimized={skipOptimizer(current)}
          loader={imageLoaderFor(current)}
          priority={selected === 0}
        />
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
              {/* A fixed 70 px picture: Image gives it 1x and 2x sources of its own, not the main picture's widest one. */}
              <Image src={src} alt="" width={70} height={70} className={styles.thumbnailImage} unoptimized={skipOptimizer(src)} loader={imageLoaderFor(src)} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
