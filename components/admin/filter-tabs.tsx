import Link from 'next/link';
import ui from './admin-ui.module.css';
import styles from './list-filters.module.css';

export interface FilterTab {
  label: string;
  href: string;
  current: boolean;
}

/** A list's filter as a row of links: the filter lives in the address and works before hydration. */
export function FilterTabs({ label, tabs }: { label: string; tabs: readonly FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              href={tab.href}
              prefetch={false}
              className={`${ui.pageLink} ${tab.current ? ui.pageCurrent : ''}`}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
