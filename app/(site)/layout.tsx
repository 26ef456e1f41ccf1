import type { ReactNode } from 'react';
import { PageErrorDetailsProvider } from '@/components/site/page-error-context';
import { pageErrorDetails } from '@/components/site/page-error-details';
import { HOLD_SUBMITS_SCRIPT } from '@/components/forms/hold-submits';
import { SiteChrome } from '@/components/site/site-chrome';
import { HydrationMark } from '@/components/site/hydration-mark';
import { WebVitals } from '@/components/site/web-vitals';
import { config } from '@/lib/server/platform/config.mjs';

/**
 * Every public page: header, footer and the floating chat button around the page. The error state's
 * texts are handed to the segment's error boundary (error.tsx) from here, so its bundle stays small.
 * HydrationMark flags <html data-hydrated> once the page has hydrated. The inline script before it
 * all holds a form sent before hydration until its component can send it
 * (components/forms/hold-submits.ts). The Web Vitals reporter is left out altogether when
 * VITALS_SAMPLE_RATE is 0.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const sampleRate = config().VITALS_SAMPLE_RATE;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMITS_SCRIPT }} />
      <SiteChrome>
        <PageErrorDetailsProvider details={pageErrorDetails()}>{children}</PageErrorDetailsProvider>
        <HydrationMark />
        {sampleRate > 0 && <WebVitals sampleRate={sampleRate} />}
      </SiteChrome>
    </>
  );
}
