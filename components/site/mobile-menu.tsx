/**
 * The menu for narrow screens, in plain HTML: a `popovertarget` button opens the server-rendered
 * navigation as a `popover` panel, so it works from the first paint. The browser gives it Escape and
 * tap-outside to close, and returns focus to the toggle. From 768 px the same markup is the inline
 * navigation bar (site-header.module.css).
 */
import type { ReactNode } from 'react';
import { CloseIcon, MenuIcon } from './icons';
import { PopoverCloser } from './popover-closer';
import styles from './site-header.module.css';

const PANEL_ID = 'site-menu';

export function MobileMenu({ children }: { children: ReactNode }) {
  return (
    <>
      <button type="button" className={styles.menuToggle} popoverTarget={PANEL_ID}>
        <MenuIcon />
        <span className="visually-hidden">Open menu</span>
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.menuPanel}>
        <button type="button" className={styles.menuClose} popoverTarget={PANEL_ID} popoverTargetAction="hide">
          <CloseIcon />
          <span className="visually-hidden">Close menu</span>
        </button>
        {children}
      </div>
      <PopoverCloser id={PANEL_ID} />
    </>
  );
}
