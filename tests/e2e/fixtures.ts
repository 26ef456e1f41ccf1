/**
 * Playwright's test and expect, with one change: on a cached page, whose framework scripts load only
 * after the page has loaded (lib/next-cache/defer-framework-scripts.mjs), page.goto and page.reload
 * (on every page of the test's context) return once React has hydrated it (<html data-hydrated>, set by the header), so that a test's first
 * click reaches a page that responds, as a visitor's does once it has hydrated. Other pages (admin,
 * cart, JSON) are returned at their `load` event as usual.
 */
import { test as base, type Page, type Response } from '@playwright/test';
import { DEFERRED_SCRIPT_ATTRIBUTE } from '@/lib/next-cache/defer-framework-scripts.mjs';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/** Waits until a page whose scripts were deferred has hydrated; returns at once on any other page. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => !document.querySelector(`script[${attribute}]`) || document.documentElement.hasAttribute('data-hydrated'), DEFERRED_SCRIPT_ATTRIBUTE);
}

function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>): Promise<Response | null> => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>): Promise<Response | null> => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
}

/** Every page of the test's browser context: the `page` fixture and any a test opens itself. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationOnNavigation);
    await use(context);
  },
});
