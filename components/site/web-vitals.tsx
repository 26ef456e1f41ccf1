'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Real-user Web Vitals for the site layout. Once the page has hydrated, a draw decides whether this
 * page load reports (VITALS_SAMPLE_RATE, handed down from the server); only then is the reporter
 * (web-vitals and the beacon, about 3 kB compressed) fetched, so it is never part of a page's
 * first-load JavaScript. Arriving late loses nothing: web-vitals reads the paints, layout shifts
 * and interactions the browser has buffered since navigation began.
 */
// `next dev` compiles each page on its first visit: those timings say nothing about visitors, so only a
// production build reports and the dashboard's panel counts production visits only.
// eslint-disable-next-line no-restricted-properties -- browser code: Next replaces process.env.NODE_ENV at build, and config() is server-only.
const REPORTS = process.env.NODE_ENV === 'production';

// React's lazy rather than next/dynamic: the reporter never renders on the server, and next/dynamic's
// loader and server-side preloading would add 3 kB to the layout's chunk on every page.
const WebVitalsReporter = lazy(() => import('./web-vitals-reporter').then((module) => ({ default: module.WebVitalsReporter })));

export function WebVitals({ sampleRate }: { sampleRate: number }) {
  // The path the visitor landed on: client-side navigation later does not start a new measurement.
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    if (REPORTS && Math.random() < sampleRate) setPage(location.pathname);
  }, [sampleRate]);
  return page ? (
    <Suspense fallback={null}>
      <WebVitalsReporter page={page} />
    </Suspense>
  ) : null;
}
