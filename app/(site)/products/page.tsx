import type { Metadata } from 'next';
import { listingMetadata } from '@/components/shop/listing-metadata';
import { parseListingQuery, type SearchParams } from '@/components/shop/listing-query';
import { ProductListing } from '@/components/shop/product-listing';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata(parseListingQuery(await searchParams));
}

/**
 * /products?category=...&page=...: the server-rendered, shareable listing. next.config.mjs serves
 * the first CACHED_LISTING_PAGES pages of each category from ./cached (the full-route cache); this
 * route renders the rest per request.
 */
export default async function ProductsPage({ searchParams }: Props) {
  const { category, page } = parseListingQuery(await searchParams);
  return <ProductListing category={category} page={page} />;
}
