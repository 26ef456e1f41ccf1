import type { Metadata } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';
import { messages } from '@/lib/messages';

export const metadata: Metadata = { title: messages.site.notFoundTitle, robots: { index: false } };

/** A path under /products that names no listing page (an unknown category, a page past the last). */
export default function NotFound() {
  return <PageNotFound />;
}
