import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site/site-chrome';

/** Every public page: header, footer and the floating chat button around the page. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
