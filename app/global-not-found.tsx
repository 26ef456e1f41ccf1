import type { Metadata, Viewport } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';
import { SiteChrome } from '@/components/site/site-chrome';
import { messages } from '@/lib/messages';
import { pageTitle, rootMetadata, rootViewport } from '@/lib/server/content/root-metadata';
import './globals.css';

export const metadata: Metadata = {
  ...rootMetadata,
  // This document has no layout above it, so the root title template is applied here.
  title: pageTitle(messages.site.notFoundTitle),
  robots: { index: false },
};

export const viewport: Viewport = rootViewport;

/**
 * Every URL that matches no route (HTTP 404), with the site's header and footer, as on every public page. A document of its own, outside the root layout: unlike a
 * root not-found.tsx, whose tree Next sends inside every page's payload for client-side navigation,
 * this one costs the other pages nothing.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN">
      <body>
        <SiteChrome>
          <PageNotFound />
        </SiteChrome>
      </body>
    </html>
  );
}
