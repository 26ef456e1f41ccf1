import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/search/search-results';
import { parsePageNumber } from '@/lib/paging';
import { searchProducts } from '@/lib/server/catalogue/product-search';
import { suggestSearch } from '@/lib/server/catalogue/search-suggestion';
import { normaliseQuery } from '@/lib/search-words';

/** Rendered for each request (as many pages as queries), and kept out of search engines' indexes. */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = normaliseQuery(first(params.q));
  const page = parsePageNumber(first(params.page) ?? '1', { canonical: true });
  if (page === null) notFound();
  const result = await searchProducts(query, { page });
  if (result.page > result.pageCount) notFound();
  const suggestion = result.total === 0 ? await suggestSearch(query) : null;
  return <SearchResults query={query} result={result} suggestion={suggestion} />;
}
