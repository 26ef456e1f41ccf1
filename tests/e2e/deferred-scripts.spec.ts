import { expect, test, type Page } from './fixtures';
import { DEFERRED_SCRIPT_ATTRIBUTE } from '@/lib/next-cache/defer-framework-scripts.mjs';

/**
 * Issue 7 (LCP under 1.5 s on every page listed; the home page's extras never block LCP): pages
 * served from the full-route cache, prerendered or rendered at run time, load the framework's
 * scripts only after the page's load event (lib/next-cache/defer-framework-scripts.mjs), and then
 * hydrate as before.
 */

const FRAMEWORK_TAG = /<script src="\/_next\/static\/[^"]+"[^>]* async=""/;

/** Start times of the framework scripts the page requested, and the end of its load event. */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { loadEventEnd: navigation.loadEventEnd, scripts };
  });
}

/** A header link navigates inside the app (no new document) once React has hydrated the page. */
async function expectHydrated(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test.describe('framework scripts load after the page (issue 7, LCP)', () => {
  for (const path of ['/about', '/products?category=Label%20Printers']) {
    test(`${path} is served with its framework scripts deferred, requests them after its load event, and hydrates`, async ({ page, request }) => {
      // The first request of a page rendered at run time fills the cache and is sent as rendered.
      await request.get(path);
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<script ${DEFERRED_SCRIPT_ATTRIBUTE}="/_next/static/`);
      expect(html).not.toMatch(FRAMEWORK_TAG);
      expect(html).not.toMatch(/<link rel="preload" as="script"/);

      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(path);
      const { loadEventEnd, scripts } = await scriptTimings(page);
      expect(scripts.length).toBeGreaterThan(3);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(loadEventEnd);
      await expectHydrated(page);
      // Hydration found the server's HTML as React would have rendered it: no mismatch, no error.
      expect(problems).toEqual([]);
    });
  }

  test('a form sent before the scripts have run posts to its own page and puts nothing in the address', async ({ browser }) => {
    // JavaScript off: the state of every page until React has hydrated it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const forms = [
      { path: '/login', heading: 'Admin Login', fields: { email: 'owner@example.com', password: 'not-in-the-url-123' } },
      { path: '/contact', heading: 'Contact Us', fields: { name: 'Asha', phone: '9876543210', email: 'asha@example.com', message: 'Not in the URL' } },
    ];
    for (const { path, heading, fields } of forms) {
      await page.goto(path);
      for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.isNavigationRequest() && new URL(sent.url()).pathname === path),
        page.locator('form button[type="submit"]').click(),
      ]);
      expect(request.method(), path).toBe('POST');
      await page.waitForLoadState();
      expect(new URL(page.url()).search, path).toBe('');
      expect(page.url(), path).not.toContain(Object.values(fields)[1]!);
      // The server answers the POST with the page itself.
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    await context.close();
  });

  test('a page rendered per request (a listing page past the cached ones) loads its scripts as Next writes them', async ({ request }) => {
    const html = await (await request.get('/products?page=101')).text();
    expect(html).toMatch(FRAMEWORK_TAG);
    expect(html).not.toContain(DEFERRED_SCRIPT_ATTRIBUTE);
  });
});
