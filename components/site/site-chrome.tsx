import type { ReactNode } from 'react';

/** Header, footer and chat button around public pages (also used by the 404 page). */
export function SiteChrome({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
