import { expect, type Page } from '@playwright/test';

/** Waits until the public page has hydrated (components/site/hydration-mark.tsx marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
