import type { ReactNode } from 'react';
import { PageErrorDetailsProvider } from '@/components/site/page-error-context';
import { pageErrorDetails } from '@/components/site/page-error-details';
import { SiteChrome } from '@/components/site/site-chrome';

/**
 * Every public page: header, footer and the floating chat button around the page. The error state's
 * texts are handed to the segment's error boundary (error.tsx) from here, so its bundle stays small.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <PageErrorDetailsProvider details={pageErrorDetails()}>{children}</PageErrorDetailsProvider>
    </SiteChrome>
  );
}
