import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { listingPath, type ListingQuery } from '@/lib/listing-path';

/** Title, description and canonical URL of a listing page, whichever route renders it. */
export function listingMetadata({ category, page }: ListingQuery): Metadata {
  const title = `${category ?? 'All Products'}${page > 1 ? ` - Page ${page}` : ''}`;
  return pageMetadata({
    title,
    description: category
      ? `${category} from Sanvio Technologies, Ludhiana: authorised TVS Electronics distributor and service centre.`
      : 'POS and office-automation hardware from Sanvio Technologies, Ludhiana: scanners, printers, cash drawers, currency counters and more.',
    path: listingPath({ category, page }),
  });
}
