import { Pagination } from '@/components/shop/pagination';
import { ProductCard } from '@/components/shop/product-card';
import listing from '@/components/shop/product-listing.module.css';
import { messages } from '@/lib/messages';
import type { ProductPage } from '@/lib/types/product';
import styles from './search-results.module.css';
import { MAX_QUERY_LENGTH } from '@/lib/search-words';
import { paths } from '@/lib/paths';

/** The address of one page of results for a query; page 1 has no page parameter, so it has one URL. */
export function searchPath(query: string, page = 1): string {
  return paths.search(query, page);
}

interface Props {
  query: string;
  result: ProductPage;
  /** For a query that found nothing: a corrected query that finds products (lib/server/catalogue/search-suggestion.ts). */
  suggestion?: string | null;
}

/** Search results: the listing's product cards and page links, or "No products found" and perhaps "Did you mean ...?". */
export function SearchResults({ query, result, suggestion }: Props) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{query ? `Search results for “${query}”` : 'Search products'}</h1>
      <form className={styles.form} action={paths.search()} method="get" role="search" aria-label="Search the catalogue">
        <label htmlFor="search-page-q" className="visually-hidden">
          Search products
        </label>
        <input
          id="search-page-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search products"
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      <section className={styles.results} aria-label="Search results">
        {result.products.length > 0 ? (
          <>
            <p className={styles.count} data-testid="search-count">
              {result.total === 1 ? '1 product' : `${result.total} products`}
            </p>
            <ul className={listing.grid} data-testid="product-grid">
              {result.products.map((product, i) => (
                <li key={product._id}>
                  <ProductCard product={product} priority={i < 4} />
                </li>
              ))}
            </ul>
            <Pagination page={result.page} pageCount={result.pageCount} pageHref={(n) => searchPath(query, n)} />
          </>
        ) : (
          <>
            <p className={listing.message}>{messages.products.empty}</p>
            {suggestion && (
              <p className={styles.suggestion} data-testid="search-suggestion">
                Did you mean <a href={searchPath(suggestion)}>{suggestion}</a>?
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
