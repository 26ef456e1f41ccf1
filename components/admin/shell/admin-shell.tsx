'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { ADMIN_NAV_LINKS, isCurrentSection } from './admin-nav';
import styles from './admin-shell.module.css';
import { LogoutButton } from './logout-button';

// Matches the breakpoint in admin-shell.module.css: from here up the sidebar sits beside the page.
const WIDE_QUERY = '(min-width: 900px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The admin frame: top bar (who is signed in), a sidebar that sits beside the page on wide screens
 * and is a drawer behind the Menu button on phones, and the page.
 */
export function AdminShell({ children, email }: { children: ReactNode; email?: string }) {
  const pathname = usePathname();
  const editingProduct = useSearchParams()?.has('id') ?? false;
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
  // null until the admin toggles the phone drawer (closed until then, decided by CSS before hydration).
  // On wide screens the sidebar is always open and the Menu button hidden.
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = wide || (choice ?? false);

  const close = useCallback(() => setChoice(false), []);

  useEffect(() => {
    if (wide || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide, open, close]);

  const sidebarState = choice === null ? 'auto' : choice ? 'open' : 'closed';

  return (
    <div className={styles.shell} data-sidebar={sidebarState}>
      <a className={styles.skip} href="#admin-main">
        {adminTexts.skipToContent}
      </a>
      <header className={styles.topbar}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="admin-sidebar" onClick={() => setChoice(!open)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{adminTexts.menu}</span>
        </button>
        <p className={styles.welcome}>
          {adminTexts.welcome}
          {email && <span className={styles.signedInAs}>{adminTexts.signedInAs(email)}</span>}
        </p>
        <div className={styles.actions}>
          <Link href="/" className={`${ui.buttonSecondary} ${ui.small}`}>
            {adminTexts.home}
          </Link>
          <LogoutButton />
        </div>
      </header>
      <div className={styles.body}>
        <nav id="admin-sidebar" className={styles.sidebar} aria-label={adminTexts.sidebarLabel}>
          <ul>
            {ADMIN_NAV_LINKS.map((link) => {
              const current = isCurrentSection(link.href, pathname, editingProduct);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.navLink}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => {
                      if (!wide) close();
                    }}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {!wide && open && <div className={styles.backdrop} aria-hidden="true" onClick={close} />}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
