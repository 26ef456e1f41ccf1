'use client';
/**
 * Marks the page's <html> with `data-hydrated` once React has hydrated it. Controls that only work
 * with script (the contact form's phone alert, the cart's buttons) behave differently before that
 * instant; the mark lets a browser test, or a stylesheet, tell which of the two a page is in without
 * guessing from network activity.
 */
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
