import 'server-only';
import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/server/content/site-url';

/** A page's <title>: its own name, then the shop's. */
export const pageTitle = (name: string) => `${name} | ${site.name}`;

/** Head tags of every document: the root layout's and the global 404 page's (app/global-not-found.tsx). */
export const rootMetadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name} | POS & Office Automation, Ludhiana`, template: pageTitle('%s') },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_IN', images: ['/images/og-default.png'] },
  twitter: { card: 'summary_large_image' },
  icons: { icon: '/images/icon-192.png', apple: '/images/icon-192.png' },
};

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#b91c1c',
};
