import { Suspense } from 'react';
import type { Category } from '@/lib/categories';
import { CategorySidebar } from './category-sidebar';
import { ProductResults } from './product-results';
import { ProductsLoading } from './products-loading';
import styles from './product-listing.module.css';

/**
 * The listing page: title, category sidebar and the results. The results are keyed by the URL state,
 * so switching category or page shows "Loading products..." while the server fetches the new page.
 */
export function ProductListing({ category, page }: { category: Category | undefined; page: number }) {
  return (
    <div className={styles.layout}>
      <h1 className={styles.title}>{category ?? 'All Products'}</h1>
      <CategorySidebar selected={category} />
      <section className={styles.results} aria-label="Products">
        <Suspense key={`${category ?? 'all'}:${page}`} fallback={<ProductsLoading />}>
          <ProductResults category={category} page={page} />
        </Suspense>
      </section>
    </div>
  );
}
