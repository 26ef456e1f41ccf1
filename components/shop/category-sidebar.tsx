import { CATEGORIES, type Category } from '@/lib/categories';
import { CategoryFilter } from './category-filter';
import { listingPath } from '@/lib/listing-path';
import styles from './category-sidebar.module.css';
import { ListingLink } from './listing-link';

/** All + the 16 categories as plain links (crawlable); a category link always starts at page 1. */
export function CategorySidebar({ selected }: { selected: Category | undefined }) {
  const entries: Array<{ label: string; category: Category | undefined }> = [
    { label: 'All', category: undefined },
    ...CATEGORIES.map((category) => ({ label: category, category })),
  ];
  return (
    <aside className={styles.sidebar} aria-label="Product categories">
      <CategoryFilter>
        <h2 className={styles.heading}>Categories</h2>
        <ul className={styles.list}>
          {entries.map((entry) => {
            const current = entry.category === selected;
            return (
              <li key={entry.label}>
                <ListingLink
                  href={listingPath({ category: entry.category })}
                  // Listing pages come whole from the server's cache on click; prefetching all of them would
                  // spend a phone's data on pages the visitor never opens.
                  prefetch={false}
                  className={`${styles.link} ${current ? styles.current : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {entry.label}
                </ListingLink>
              </li>
            );
          })}
        </ul>
      </CategoryFilter>
    </aside>
  );
}
