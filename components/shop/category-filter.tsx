/**
 * The "Filter" toggle that hides the category sidebar under 768 px, in plain HTML: a `popovertarget`
 * button and a `popover` panel, so it opens from the first paint; choosing a category loads that
 * listing, which closes it. From 768 px the panel is always shown and the toggle is hidden.
 */
import type { ReactNode } from 'react';
import { PopoverCloser } from '@/components/site/popover-closer';
import styles from './category-sidebar.module.css';

const PANEL_ID = 'category-filter';

export function CategoryFilter({ children }: { children: ReactNode }) {
  return (
    <>
      <button type="button" className={styles.toggle} popoverTarget={PANEL_ID}>
        Filter
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel}>
        {children}
      </div>
      <PopoverCloser id={PANEL_ID} />
    </>
  );
}
