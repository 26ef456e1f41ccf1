/**
 * Real visitors' Web Vitals end to end: pages in Chromium report their vitals with a beacon when they
 * are hidden or left, the server adds them to the day's aggregates, and the admin dashboard's "Real
 * visitors" panel counts the page views. A page whose reporter cannot be fetched stays as it was.
 *
 * A beacon sent while a page unloads is not shown to Playwright's request events, so the page views
 * are awaited where they end up: in the database, as the dashboard shows them.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { adminToken } from './helpers/admin';
import { hydrated } from './helpers/hydration';

const VISITS = [
  { path: '/', template: 'home' },
  { path: '/products', template: 'listing' },
  { path: '/contact', template: 'contact' },
] as const;

interface Report {
  page: string;
  load: string;
  metrics: Array<{ name: string; value: number; id: string }>;
  connection?: string;
}

/** The panel's page views of one template over the last 7 days (0 while it has no row). */
async function recentViews(page: Page, template: string): Promise<number> {
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Real visitors' });
  await expect(panel.getByRole('heading', { name: 'Real visitors' })).toBeVisible();
  const cell = panel.locator(`tr[data-template="${template}"] td[data-views="recent"]`);
  return (await cell.count()) === 0 ? 0 : Number(await cell.textContent());
}

const isBeacon = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals';

/**
 * Notes in the page when the reporter starts listening for the page being left: the moment its
 * listener (the one that sends beacons) is added to window.
 */
function watchForReporter(): void {
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    if (type === 'pagehide' && String(listener).includes('sendBeacon')) (window as unknown as { reporterListening: boolean }).reporterListening = true;
    add(type, listener, options);
  }) as typeof window.addEventListener;
}

/** Opens a page and waits until its reporter has web-vitals running and TTFB reported. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { reporterListening?: boolean }).reporterListening === true);
  await page.waitForLoadState('load');
  // web-vitals reports TTFB in a task it queues at the load event (or at once when it starts after
  // it); this task is queued after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('pages report their Web Vitals by beacon, once per page view, and the admin panel counts them', async ({ page }) => {
  await adminToken(page.request);
  await page.addInitScript(watchForReporter);

  // The report's shape, as Chromium sends it: hiding the page sends what was measured.
  const homeBefore = await recentViews(page, 'home');
  await open(page, '/');
  const reports: Report[] = [];
  const contentTypes: string[] = [];
  page.on('request', (request) => {
    if (!isBeacon(request)) return;
    reports.push(JSON.parse(request.postData() ?? '{}') as Report);
    contentTypes.push(request.headers()['content-type'] ?? '');
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect
    .poll(() => reports.flatMap((report) => report.metrics.map((metric) => metric.name)))
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  for (const report of reports) {
    expect(report.page).toBe('/');
    expect(report.metrics.length).toBeLessThanOrEqual(10);
    for (const metric of report.metrics) {
      expect(metric.value).toBeGreaterThanOrEqual(0);
      expect(metric.id).toMatch(/^v\d+-/);
    }
  }
  expect(contentTypes.every((type) => type.startsWith('text/plain'))).toBe(true);
  // One page load id in every report of the page load, and each metric at most once per report.
  const loads = [...new Set(reports.map((report) => report.load))];
  expect(loads).toHaveLength(1);
  expect(loads[0]).toMatch(/^[0-9a-f]{32}$/);
  for (const report of reports) expect(new Set(report.metrics.map((metric) => metric.name)).size).toBe(report.metrics.length);
  // Leaving the page afterwards sends nothing already sent: the page view counts once.
  await page.goto('/about');
  await expect.poll(() => recentViews(page, 'home')).toBe(homeBefore + 1);

  // Real page views, each left by a navigation (which sends its beacon as the page unloads).
  for (const { path, template } of VISITS.slice(1)) {
    const before = await recentViews(page, template);
    await open(page, path);
    await page.goto('/about');
    await expect.poll(() => recentViews(page, template)).toBe(before + 1);
  }

  // The home page's view is still counted once, now that every later beacon has arrived.
  expect(await recentViews(page, 'home')).toBe(homeBefore + 1);
  const panel = page.getByRole('region', { name: 'Real visitors' });
  for (const { template } of VISITS) {
    // LCP of each template, coloured by its rating.
    await expect(panel.locator(`tr[data-template="${template}"] td[data-rating]`).first()).toHaveAttribute('data-rating', /^(good|needs-improvement|poor)$/);
  }
  await expect(panel.locator('svg[role="img"]')).toHaveCount(3);
});

test('a page whose reporter cannot be fetched keeps its content', async ({ page }) => {
  // The page's own scripts are in its HTML; the reporter is the one script fetched later. Refuse
  // every script the HTML does not name, as a deploy that removed the old build's files would.
  const html = await (await page.request.get('/about')).text();
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (html.includes(path)) return route.continue();
    refused.push(path);
    return route.fulfill({ status: 404, body: '' });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The page's clock is a fake one: whatever the page does about the failure, even after a delay
  // (React reveals a Suspense boundary's retry up to 300 ms late), happens when the test moves it on.
  await page.clock.install();
  await page.goto('/about');
  await hydrated(page);
  await expect.poll(() => refused.length).toBe(1);
  // The script loader removes a script's element once it has failed, and then rejects the import.
  await expect(page.locator('script[data-webpack]')).toHaveCount(0);
  await page.clock.runFor(5_000);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Sanvio Technologies');
  await expect(page.getByText('Application error')).toHaveCount(0);
  expect(errors).toEqual([]);
});
