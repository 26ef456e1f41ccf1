import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { listingMetadata } from '@/components/shop/listing-metadata';
import { ProductListing } from '@/components/shop/product-listing';
import { PageError } from '@/components/site/page-error';
import { pageErrorDetails } from '@/components/site/page-error-details';
import { listingPath, parseListingSegments, type ListingQuery } from '@/lib/listing-path';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { listProducts, renderWithoutCatalogue } from '@/lib/server/catalogue/products';
import type { ProductPage } from '@/lib/types/product';

/**
 * The product listing: /products, /products/page/2, /products/{category}, /products/{category}/page/2,
 * each also in price order (/products/{category}/sort/price-low-to-high/page/2; lib/listing-path.ts).
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

/**
 * One page of products, read once for the metadata and the page; 'unavailable' when the database
 * could not be read (logged, and kept for a second only). Never throws: this page is rendered for the
 * page cache, where any error turns the response into a bare 500.
 */
const loadPage = cache(async (category: ListingQuery['category'], page: number, sort: ListingQuery['sort']): Promise<ProductPage | 'unavailable'> => {
  try {
    return await listProducts({ category, page, sort });
  } catch (error) {
    logEvent('error', 'products.listing_failed', { category: category ?? 'all', page, sort, error: error instanceof Error ? error.message : String(error) });
    await renderWithoutCatalogue();
    return 'unavailable';
  }
});

/** A page past the last one does not exist (page 1 always does, even for an empty category). */
const pastTheLast = (query: ListingQuery, result: ProductPage) => query.page > result.pageCount;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The page itself answers 404 for a path that names no listing, or a page past the last; metadata
  // never throws (a notFound() here would be sent with status 200), it names the 404 instead.
  const query = parseListingSegments((await params).segments ?? []);
  const notFoundMetadata = { title: messages.site.notFoundTitle, robots: { index: false } };
  if (!query) return notFoundMetadata;
  const result = await loadPage(query.category, query.page, query.sort);
  if (result === 'unavailable') return { title: messages.pageError.title, robots: { index: false } };
  return pastTheLast(query, result) ? notFoundMetadata : listingMetadata(query);
}

export default async function ProductsPage({ params }: Props) {
  const query = await listingFrom(params);
  const result = await loadPage(query.category, query.page, query.sort);
  // The same friendly state as every public page that could not load (the product page, /search).
  if (result === 'unavailable') return <PageError details={pageErrorDetails()} retryHref={listingPath(query)} />;
  if (pastTheLast(query, result)) notFound();
  return <ProductListing query={query} result={result} />;
}
