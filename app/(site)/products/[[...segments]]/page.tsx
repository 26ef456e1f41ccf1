import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingMetadata } from '@/components/shop/listing-metadata';
import { ProductListing } from '@/components/shop/product-listing';
import { parseListingSegments, type ListingQuery } from '@/lib/listing-path';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { listProducts, renderWithoutCatalogue } from '@/lib/server/products';
import type { ProductPage } from '@/lib/types/product';

/**
 * The product listing: /products, /products/page/2, /products/{category}, /products/{category}/page/2.
 * Rendered on its first request and kept as an ISR page; how long, and what refreshes it, is in
 * docs/caching.md. Nothing is rendered at build time: the build has no database.
 */
export function generateStaticParams(): Array<{ segments: string[] }> {
  return [];
}

interface Props {
  params: Promise<{ segments?: string[] }>;
}

/** The listing this path names; any other path under /products is a 404, before any data is read. */
async function listingFrom(params: Props['params']): Promise<ListingQuery> {
  const query = parseListingSegments((await params).segments ?? []);
  if (!query) notFound();
  return query;
}

/** One page of products; null when the database could not be read (logged, and kept for a second only). */
async function loadPage({ category, page }: ListingQuery): Promise<ProductPage | null> {
  try {
    return await listProducts({ category, page });
  } catch (error) {
    logEvent('error', 'products.listing_failed', { category: category ?? 'all', page, error: error instanceof Error ? error.message : String(error) });
    await renderWithoutCatalogue();
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The page itself answers 404 for a path that names no listing; metadata never throws (a
  // notFound() here would be sent with status 200).
  const query = parseListingSegments((await params).segments ?? []);
  return query ? listingMetadata(query) : { title: messages.site.notFoundTitle, robots: { index: false } };
}

export default async function ProductsPage({ params }: Props) {
  const query = await listingFrom(params);
  const result = await loadPage(query);
  // A page past the last one does not exist (page 1 always does, even for an empty category).
  if (result && query.page > result.pageCount) notFound();
  return <ProductListing category={query.category} page={query.page} result={result} />;
}
