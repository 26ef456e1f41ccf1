import { messages } from '@/lib/messages';
import { listProducts, renderWithoutCatalogue, type ProductPage } from '@/lib/products';
import type { Category } from '@/lib/categories';
import { logEvent } from '@/lib/log';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import styles from './product-listing.module.css';

async function loadPage(category: Category | undefined, page: number): Promise<ProductPage | null> {
  try {
    return await listProducts({ category, page });
  } catch (error) {
    // The spec: a failed load is logged and the visitor sees "No products found".
    logEvent('error', 'products.listing_failed', { category: category ?? 'all', page, error: error instanceof Error ? error.message : String(error) });
    await renderWithoutCatalogue();
    return null;
  }
}

/** The grid of one listing page and the page links after it. */
export async function ProductResults({ category, page }: { category: Category | undefined; page: number }) {
  const result = await loadPage(category, page);
  if (!result || result.products.length === 0) {
    return (
      <>
        <p className={styles.message}>{messages.products.empty}</p>
        {result && page > 1 && <Pagination category={category} page={page} pageCount={result.pageCount} />}
      </>
    );
  }
  return (
    <>
      <ul className={styles.grid} data-testid="product-grid">
        {result.products.map((product, i) => (
          <li key={product._id}>
            <ProductCard product={product} priority={i < 4} />
          </li>
        ))}
      </ul>
      <Pagination category={category} page={result.page} pageCount={result.pageCount} />
    </>
  );
}
