'use client';
/** Carries the error state's texts (built on the server, see page-error-details.ts) down to the error boundary. */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageErrorDetails } from './page-error-details';

const PageErrorContext = createContext<PageErrorDetails | null>(null);

export function PageErrorDetailsProvider({ details, children }: { details: PageErrorDetails; children: ReactNode }) {
  return <PageErrorContext value={details}>{children}</PageErrorContext>;
}

export function usePageErrorDetails(): PageErrorDetails | null {
  return useContext(PageErrorContext);
}
