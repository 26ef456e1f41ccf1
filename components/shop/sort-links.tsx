/**
 * The listing's order as three links (Newest, Price: low to high, Price: high to low): each is the
 * path of that order's first page, so choosing one works before hydration and every order is a
 * cached page of its own. The category stays; the page goes back to 1.
 */
import type { Category } from '@/lib/categories';
import { LISTING_SORTS, SORT_LABELS, listingPath, type ListingSort } from '@/lib/listing-path';
import { ListingLink } from './listing-link';
import styles from './sort-links.module.css';

export function SortLinks({ category, current }: { category: Category | undefined; current: ListingSort }) {
  return (
    <nav className={styles.sort} aria-label="Sort products">
      <span className={styles.label} aria-hidden="true">
        Sort:
      </span>
      <ul className={styles.list}>
        {LISTING_SORTS.map((sort) => (
          <li key={sort}>
            <ListingLink
              href={listingPath({ category, sort })}
              // As the page links: listing pages come whole from the server's cache on click.
              prefetch={false}
              className={`${styles.link} ${sort === current ? styles.current : ''}`}
              aria-current={sort === current ? 'page' : undefined}
              aria-label={`Sort by ${SORT_LABELS[sort].toLowerCase()}`}
            >
              {SORT_LABELS[sort]}
            </ListingLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
