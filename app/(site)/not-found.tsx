import type { Metadata } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';
import { messages } from '@/lib/messages';

export const metadata: Metadata = {
  title: messages.site.notFoundTitle,
  robots: { index: false },
};

/**
 * notFound() in a public page (an unknown article or policy slug, a listing cache path): the 404
 * page inside the site layout's header and footer. URLs that match no route at all get
 * app/global-not-found.tsx, which carries the same page in its own document.
 */
export default function NotFound() {
  return <PageNotFound />;
}
