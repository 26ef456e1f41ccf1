'use client';
/**
 * The "Filter" toggle that hides the category sidebar under 768 px; choosing a category closes it.
 * From 768 px the sidebar is always shown and the toggle is hidden.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import styles from './category-sidebar.module.css';

export function CategoryFilter({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="category-filter" onClick={() => setOpen((value) => !value)}>
        Filter
      </button>
      <div id="category-filter" className={`${styles.panel} ${open ? styles.panelOpen : ''}`} onClick={onClick}>
        {children}
      </div>
    </>
  );
}
