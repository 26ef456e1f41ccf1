import type { Metadata } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';
import { SiteChrome } from '@/components/site/site-chrome';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false },
};

/**
 * Every unknown path (HTTP 404). The root not-found renders outside the (site) layout, so it wraps
 * itself in the site chrome.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <PageNotFound />
    </SiteChrome>
  );
}
