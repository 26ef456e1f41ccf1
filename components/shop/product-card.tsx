import { messages } from '@/lib/messages';
import { StaticImage } from '@/components/site/static-image';
import Link from 'next/link';
import type { Product } from '@/lib/types/product';
import { formatMoney, storedRupees } from '@/lib/money';
import { ProductActions } from './product-actions';
import { productImages, skipOptimizer } from './product-image-src';
import { StarRating } from './star-rating';
import { StockNote } from './stock-note';
import { isOutOfStock, unitsAvailable } from '@/lib/availability';
import styles from './product-card.module.css';
import { paths } from '@/lib/paths';

/**
 * One product in the listing and in search results; the whole card links to its detail page, the
 * buttons act on the cart. The offer is a ribbon under the picture, never over it. On a phone two
 * cards share a row, and a card narrower than 220 px turns compact (product-card.module.css).
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const [image = ''] = productImages(product.images);
  const href = paths.product(product._id);
  return (
    <article className={styles.card}>
      <div className={styles.imageBox}>
        <StaticImage
          src={image}
          alt=""
          fill
          sizes="(min-width: 1024px) 220px, (min-width: 768px) 25vw, (min-width: 340px) 50vw, 100vw"
          className={styles.image}
          unoptimized={skipOptimizer(image)}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        {product.offer && <p className={styles.offer}>{product.offer}</p>}
        <h2 className={styles.name}>
          {/* No prefetch: a listing shows eight products, and fetching all eight pages while the
              listing loads would spend a phone's data and main thread on pages never opened. */}
          <Link href={href} className={styles.link} prefetch={false}>
            {product.name}
          </Link>
        </h2>
        <StarRating rating={product.rating} mode="rounded" />
        {product.price !== undefined ? (
          <p className={styles.price}>{formatMoney(storedRupees(product.price))}</p>
        ) : (
          <p className={styles.onRequest}>{messages.products.priceOnRequest}</p>
        )}
        <StockNote product={product} />
        {product.price !== undefined && (
          <div className={styles.actions}>
            <ProductActions
              product={{ _id: product._id, name: product.name, price: product.price, images: product.images.slice(0, 1), category: product.category }}
              goToCartAfterAdd={false}
              outOfStock={isOutOfStock(product)}
              unitsLeft={unitsAvailable(product)}
            />
          </div>
        )}
      </div>
    </article>
  );
}
