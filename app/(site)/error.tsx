'use client';

import { PageError } from '@/components/site/page-error';

/** A public page that failed to render (usually the database being unreachable) keeps the site frame. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageError onRetry={reset} />;
}
