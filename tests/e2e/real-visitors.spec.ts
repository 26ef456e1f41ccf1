/**
 * Real visitors' Web Vitals end to end: pages in Chromium report their vitals with a beacon when they
 * are left, the server adds them to the day's aggregates, and the admin dashboard's "Real visitors"
 * panel counts the page views.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminToken } from './helpers/admin';

const VISITS = [
  { path: '/', template: 'home' },
  { path: '/products', template: 'listing' },
  { path: '/contact', template: 'contact' },
] as const;

/** The panel's page views of one template over the last 7 days (0 while it has no row). */
async function recentViews(page: Page, template: string): Promise<number> {
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Real visitors' });
  await expect(panel.getByRole('heading', { name: 'Real visitors' })).toBeVisible();
  const cell = panel.locator(`tr[data-template="${template}"] td[data-views="recent"]`);
  return (await cell.count()) === 0 ? 0 : Number(await cell.textContent());
}

/** Hydrated: the header's cart badge shows the stored cart only once React runs. */
async function hydratedAndLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  await page.waitForLoadState('load');
  // web-vitals reports TTFB in a task queued at the load event; this task runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('pages report their Web Vitals by beacon, and the admin panel counts the page views', async ({ page }) => {
  await adminToken(page.request);
  const before: Record<string, number> = {};
  for (const { template } of VISITS) before[template] = await recentViews(page, template);

  // A cart line, so that the header's badge shows when the page has hydrated.
  await page.addInitScript(() =>
    localStorage.setItem('cart', JSON.stringify([{ _id: '65a1b2c3d4e5f6a7b8c9d0e1', name: 'Vitals test line', price: 100, quantity: 1 }])),
  );

  const reports: Array<{ page: string; metrics: Array<{ name: string; value: number; id: string }>; contentType: string | undefined }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals') {
      reports.push({ ...(JSON.parse(request.postData() ?? '{}') as { page: string; metrics: [] }), contentType: request.headers()['content-type'] });
    }
  });

  for (const [i, visit] of VISITS.entries()) {
    await page.goto(visit.path);
    await hydratedAndLoaded(page);
    expect(reports.filter((report) => report.page === visit.path)).toEqual([]);
    // Leaving the page (the next one, or the dashboard after the last) hides it: its report goes out then.
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals');
    await page.goto(VISITS[i + 1]?.path ?? '/about');
    await sent;
    await expect
      .poll(() => reports.filter((report) => report.page === visit.path).flatMap((report) => report.metrics.map((metric) => metric.name)))
      .toContain('TTFB');
  }

  for (const report of reports) {
    expect(report.contentType).toContain('text/plain');
    expect(report.metrics.length).toBeGreaterThanOrEqual(1);
    expect(report.metrics.length).toBeLessThanOrEqual(10);
    for (const metric of report.metrics) {
      expect(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']).toContain(metric.name);
      expect(metric.value).toBeGreaterThanOrEqual(0);
    }
  }
  const landed = reports.filter((report) => report.page === '/').flatMap((report) => report.metrics.map((metric) => metric.name));
  expect(landed).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));

  // The server has each page view once it has stored the beacon: wait for the dashboard to show it.
  for (const { template } of VISITS) {
    await expect.poll(() => recentViews(page, template)).toBe(before[template]! + 1);
  }
  const panel = page.getByRole('region', { name: 'Real visitors' });
  const homeLcp = panel.locator('tr[data-template="home"] td[data-rating]').first();
  await expect(homeLcp).toHaveAttribute('data-rating', /^(good|needs-improvement|poor)$/);
  await expect(panel.locator('svg[role="img"]')).toHaveCount(3);
});
