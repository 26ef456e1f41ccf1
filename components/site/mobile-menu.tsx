'use client';
/**
 * The menu toggle for narrow screens: the server-rendered navigation is passed in as children and
 * becomes an overlay panel under 768 px. Escape, the backdrop or choosing a link closes it; focus
 * moves into the panel on open, stays inside while open, and returns to the toggle on close.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from './icons';
import styles from './site-header.module.css';

const WIDE = '(min-width: 768px)';

export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const focusable = () => Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? []);
    focusable()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const toggle = toggleRef.current;
      const items = [...(toggle ? [toggle] : []), ...focusable()];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !items.includes(active as HTMLElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    // The panel is an overlay: the page behind it should not scroll.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Growing past the breakpoint turns the panel back into the inline bar.
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, close]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (open && (event.target as HTMLElement).closest('a')) close(false);
  };

  return (
    <>
      <div id="site-menu" ref={panelRef} className={`${styles.menuPanel} ${open ? styles.menuPanelOpen : ''}`} onClick={onPanelClick}>
        {children}
      </div>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} data-testid="menu-backdrop" />}
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
    </>
  );
}
