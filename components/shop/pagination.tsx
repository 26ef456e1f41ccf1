import type { Category } from '@/lib/categories';
import { listingPath } from '@/lib/listing-path';
import styles from './pagination.module.css';
import { ListingLink } from './listing-link';

/** Page numbers to show: all of them when few, else the first, the last and two either side of the current. */
export function pageNumbers(current: number, count: number): Array<number | 'gap'> {
  if (count <= 9) return Array.from({ length: count }, (_, i) => i + 1);
  const wanted = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  });
  return result;
}

interface Props {
  category?: Category;
  page: number;
  pageCount: number;
  /** The address of page n; the listing's path (by category) when absent. Search results pass their own. */
  pageHref?: (page: number) => string;
}

/** Numbered page links after the grid: real links, so every page can be crawled and shared. */
export function Pagination({ category, page, pageCount, pageHref = (n) => listingPath({ category, page: n }) }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <ul className={styles.list}>
        {pageNumbers(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <ListingLink
                href={pageHref(n)}
                // Listing pages come whole from the server's cache on click; prefetching all of them would
                // spend a phone's data on pages the visitor never opens.
                prefetch={false}
                className={`${styles.page} ${n === page ? styles.current : ''}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </ListingLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
