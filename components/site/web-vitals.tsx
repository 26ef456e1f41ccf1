'use client';

import { useEffect } from 'react';

/**
 * Real-user Web Vitals for the site layout. Once the page has hydrated, a draw decides whether this
 * page load reports (VITALS_SAMPLE_RATE, handed down from the server); only then is the reporter
 * (web-vitals and the beacon, about 3 kB compressed) fetched, so it is never part of a page's
 * first-load JavaScript. Arriving late loses nothing: web-vitals reads the paints, layout shifts
 * and interactions the browser has buffered since navigation began. The reporter is started by a
 * call, not rendered: nothing about it changes what the page shows, so the page does not render
 * again for it.
 */
// `next dev` compiles each page on its first visit: those timings say nothing about visitors, so only a
// production build reports and the dashboard's panel counts production visits only.
// eslint-disable-next-line no-restricted-properties -- browser code: Next replaces process.env.NODE_ENV at build, and config() is server-only.
const REPORTS = process.env.NODE_ENV === 'production';

export function WebVitals({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!REPORTS || Math.random() >= sampleRate) return;
    // The path the visitor landed on: client-side navigation later does not start a new measurement.
    const landedOn = location.pathname;
    import('./web-vitals-reporter').then(
      (reporter) => reporter.startReporting(landedOn),
      // A reporter that cannot be fetched (offline, a deploy replaced the build) costs this page
      // load its report and nothing else.
      () => undefined,
    );
  }, [sampleRate]);
  return null;
}
