import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { listingHref, parseListingQuery, type SearchParams } from '@/components/shop/listing-query';
import { ProductListing } from '@/components/shop/product-listing';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { category, page } = parseListingQuery(await searchParams);
  const title = `${category ?? 'All Products'}${page > 1 ? ` - Page ${page}` : ''}`;
  return pageMetadata({
    title,
    description: category
      ? `${category} from Sanvio Technologies, Ludhiana: authorised TVS Electronics distributor and service centre.`
      : 'POS and office-automation hardware from Sanvio Technologies, Ludhiana: scanners, printers, cash drawers, currency counters and more.',
    path: listingHref({ category, page }),
  });
}

/** /products?category=...&page=...: the server-rendered, shareable listing. */
export default async function ProductsPage({ searchParams }: Props) {
  const { category, page } = parseListingQuery(await searchParams);
  return <ProductListing category={category} page={page} />;
}
