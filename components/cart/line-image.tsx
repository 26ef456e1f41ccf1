import Image from 'next/image';
import { productImages, skipOptimizer } from '@/components/shop/product-image-src';
import { imageLoaderFor } from '@/lib/images/loader';
import styles from './cart.module.css';

/** A cart line's picture (or the default product image). */
export function LineImage({ image, size = 80 }: { image: string | undefined; size?: number }) {
  const [src = ''] = productImages(image ? [image] : []);
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className={styles.lineImage}
      unoptimized={skipOptimizer(src)}
      loader={imageLoaderFor(src)}
    />
  );
}
