import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { DEFAULT_SORT, SORT_LABELS, listingPath, type ListingQuery } from '@/lib/listing-path';
import { site } from '@/content/site';

/**
 * Title, description and canonical URL of a listing page, whichever route renders it. A page in
 * price order holds the same products as the newest-first listing, so its canonical URL is that
 * listing's first page: search engines index one copy of each category, not three.
 */
export function listingMetadata({ category, page, sort }: ListingQuery): Metadata {
  const sorted = sort !== DEFAULT_SORT;
  const title = `${category ?? 'All Products'}${sorted ? ` - ${SORT_LABELS[sort]}` : ''}${page > 1 ? ` - Page ${page}` : ''}`;
  return pageMetadata({
    title,
    description: category
      ? `${category} from ${site.name}, ${site.address.locality}: authorised TVS Electronics distributor and service centre.`
      : `POS and office-automation hardware from ${site.name}, ${site.address.locality}: scanners, printers, cash drawers, currency counters and more.`,
    path: sorted ? listingPath({ category }) : listingPath({ category, page }),
  });
}
