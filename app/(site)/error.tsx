'use client';

import { PageError } from '@/components/site/page-error';
import { usePageErrorDetails } from '@/components/site/page-error-context';

/** A public page that failed to render (usually the database being unreachable) keeps the site frame. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const details = usePageErrorDetails();
  // The (site) layout always provides the texts; without them, leave the error to the root boundary.
  if (!details) throw error;
  return <PageError details={details} onRetry={reset} />;
}
