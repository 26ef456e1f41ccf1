import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingMetadata } from '@/components/shop/listing-metadata';
import { parseCachedListingSegments } from '@/components/shop/listing-query';
import { ProductListing } from '@/components/shop/product-listing';
import { decodePathSegment } from '@/lib/http';

/**
 * The cached listing pages. next.config.mjs rewrites canonical /products?category=...&page=... here
 * for the first CACHED_LISTING_PAGES pages of each category; direct requests answer 404. Each page
 * is rendered on its first request and kept in the full-route cache, tagged `products` through the
 * catalogue reads, so an admin's create/edit/delete shows on the next request (lib/products.ts).
 */
export const revalidate = 300; // The catalogue cache's safety-net interval (lib/products.ts).
export const dynamicParams = true;

/** Nothing is rendered at build time (the build has no database); pages are cached as they are asked for. */
export function generateStaticParams(): Array<{ category: string; page: string }> {
  return [];
}

interface Props {
  params: Promise<{ category: string; page: string }>;
}

async function listingFrom(params: Props['params']) {
  const { category, page } = await params;
  // A rewrite's destination reaches the page still percent-encoded ("Label%20Printers").
  const query = parseCachedListingSegments(decodePathSegment(category), page);
  if (!query) notFound();
  return query;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await listingFrom(params));
}

export default async function CachedProductsPage({ params }: Props) {
  const { category, page } = await listingFrom(params);
  return <ProductListing category={category} page={page} />;
}
