/**
 * Per-page metadata: title, description, canonical link, Open Graph and Twitter card with an image.
 * Paths are relative; app/layout.tsx sets metadataBase from SITE_URL, so Next makes them absolute.
 * A page's `openGraph` replaces the layout's whole object, hence site name and locale are repeated here.
 */
import type { Metadata } from 'next';
import { site } from '@/content/site';

export const DEFAULT_SHARE_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630, alt: `${site.name}, Ludhiana` };

export interface PageMetadataInput {
  /** Page title without the site name (the layout's title template adds it). */
  title: string;
  description: string;
  /** Canonical path, e.g. `/about`. */
  path: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  keywords?: readonly string[];
  /** Articles: Open Graph type `article` with its dates. */
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: readonly string[] };
}

export function pageMetadata({ title, description, path, image = DEFAULT_SHARE_IMAGE, keywords, article }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${site.name}`;
  const images = [image];
  const common = { url: path, title: fullTitle, description, siteName: site.name, locale: 'en_IN', images };
  return {
    title,
    description,
    ...(keywords?.length ? { keywords: [...keywords] } : {}),
    alternates: { canonical: path },
    openGraph: article
      ? {
          ...common,
          type: 'article',
          publishedTime: article.publishedTime,
          ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
          ...(article.section ? { section: article.section } : {}),
          ...(article.tags ? { tags: [...article.tags] } : {}),
          authors: [site.name],
        }
      : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [{ url: image.url, alt: image.alt }] },
  };
}
