import { LISTING_STATUS_ID, listingPath, type ListingQuery } from '@/lib/listing-path';
import { messages } from '@/lib/messages';
import type { ProductPage } from '@/lib/types/product';
import { CategorySidebar } from './category-sidebar';
import { Pagination } from './pagination';
import { PlacedOrderNotice } from './placed-order-notice';
import { ProductCard } from './product-card';
import { SortLinks } from './sort-links';
import styles from './product-listing.module.css';

interface Props {
  /** The category, page and order this listing shows. */
  query: ListingQuery;
  /** The page's products (a catalogue that could not be read gets the page's error state instead). */
  result: ProductPage;
}

/** The listing page: title, category sidebar, the order links, the grid of one page and the page links after it. */
export function ProductListing({ query, result }: Props) {
  const { category, page, sort } = query;
  return (
    <div className={styles.layout}>
      <h1 className={styles.title}>{category ?? 'All Products'}</h1>
      <CategorySidebar selected={category} />
      <section className={styles.results} aria-label="Products">
        <p id={LISTING_STATUS_ID} className={styles.status} role="status" />
        <PlacedOrderNotice />
        {result.products.length > 1 && <SortLinks category={category} current={sort} />}
        {result.products.length > 0 ? (
          <>
            <ul className={styles.grid} data-testid="product-grid">
              {result.products.map((product, i) => (
                <li key={product._id}>
                  <ProductCard product={product} priority={i < 4} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={result.pageCount} pageHref={(n) => listingPath({ category, sort, page: n })} />
          </>
        ) : (
          <p className={styles.message}>{messages.products.empty}</p>
        )}
      </section>
    </div>
  );
}
