import Link from 'next/link';
import type { Product } from '@/lib/types/product';
import { messages } from '@/lib/messages';
import { formatMoney, storedRupees } from '@/lib/money';
import { listingPath } from '@/lib/listing-path';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { productImages } from './product-image-src';
import { StarRating } from './star-rating';
import { StockNote } from './stock-note';
import { isOutOfStock, unitsAvailable } from '@/lib/availability';
import styles from './product-detail.module.css';
import { paths } from '@/lib/paths';

/** The detail page body: gallery, name, price, rating (when rated), category, description, actions. */
export function ProductDetail({ product }: { product: Product }) {
  const images = productImages(product.images);
  return (
    <div className={styles.page}>
      {/* No prefetch on the links to listing pages: they come whole from the server's cache on click,
          and prefetching them would fetch two listings' payloads, their pictures and their script
          while this page is still loading on a phone. */}
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={paths.listing({})} prefetch={false}>
              Products
            </Link>
          </li>
          <li>
            <Link href={listingPath({ category: product.category })} prefetch={false}>
              {product.category}
            </Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        {/* Keyed by product: another product opens at its first picture. */}
        <ProductGallery key={product._id} name={product.name} images={images} />
        <div className={styles.info}>
          <h1 className={styles.name}>{product.name}</h1>
          {product.price !== undefined ? (
            <p className={styles.price}>{formatMoney(storedRupees(product.price))}</p>
          ) : (
            <p className={styles.onRequest}>{messages.products.priceOnRequest}</p>
          )}
          <StockNote product={product} className={styles.stock} />
          {product.offer && <p className={styles.offer}>{product.offer}</p>}
          {product.rating !== undefined && <StarRating rating={product.rating} mode="half" showNumber className={styles.rating} />}
          <p className={styles.category}>
            <span className={styles.label}>Category: </span>
            <Link href={listingPath({ category: product.category })} prefetch={false}>
              {product.category}
            </Link>
          </p>
          <div className={styles.description}>
            <h2 className={styles.descriptionHeading}>Description</h2>
            <p>{product.description?.trim() ? product.description : messages.products.noDescription}</p>
          </div>
          {product.price !== undefined ? (
            <ProductActions
              product={{ _id: product._id, name: product.name, price: product.price, images: images.slice(0, 1), category: product.category }}
              goToCartAfterAdd
              size="large"
              outOfStock={isOutOfStock(product)}
              unitsLeft={unitsAvailable(product)}
            />
          ) : (
            <Link href={paths.contact()} className={styles.quote}>
              Ask for a quote
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
