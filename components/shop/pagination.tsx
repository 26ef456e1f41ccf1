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
  page: number;
  pageCount: number;
  /** The address of page n: the listing's path (category and order kept), or the search's. */
  pageHref: (page: number) => string;
}

/**
 * Previous, the page numbers and Next after the grid: real links, so every page can be crawled and
 * shared. On the first page Previous, on the last Next, is shown but is no link.
 */
export function Pagination({ page, pageCount, pageHref }: Props) {
  if (pageCount <= 1) return null;
  // Listing pages come whole from the server's cache on click; prefetching all of them would spend a
  // phone's data on pages the visitor never opens.
  const step = (to: number, label: 'Previous' | 'Next', rel: 'prev' | 'next') =>
    to >= 1 && to <= pageCount ? (
      <ListingLink href={pageHref(to)} prefetch={false} rel={rel} className={`${styles.page} ${styles.step}`}>
        {label === 'Previous' ? <span aria-hidden="true">‹ </span> : null}
        {label}
        {label === 'Next' ? <span aria-hidden="true"> ›</span> : null}
      </ListingLink>
    ) : (
      <span className={`${styles.page} ${styles.step} ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <ul className={styles.list}>
        <li className={styles.previous}>{step(page - 1, 'Previous', 'prev')}</li>
        {pageNumbers(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <ListingLink
                href={pageHref(n)}
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
        <li className={styles.next}>{step(page + 1, 'Next', 'next')}</li>
      </ul>
    </nav>
  );
}
