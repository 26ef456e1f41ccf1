import type { ReactNode } from 'react';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';
import styles from './site-chrome.module.css';

/** Header, footer and chat button around public pages (also used by the 404 page). */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <WhatsAppButton />
      <OrganizationJsonLd />
    </div>
  );
}
