/**
 * The owner's admin on a phone and at the counter, in real Chromium against the production build:
 * every admin page at 375 px with data in every table and nothing wider than the screen, messages
 * read only when opened, "Shipped" and "Issue invoice" confirmed in a dialog, search and filters kept
 * in the address, the quick stock change, the sidebar in the owner's order, and the dashboard's
 * charts at 375 and 1366 px (screenshots in test-results/admin-phone/ to look at).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminTexts } from '@/components/admin/admin-texts';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { adminToken, e2eAdmin } from './helpers/admin';

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 800 };
const WIDE = { width: 1366, height: 900 };
const stamp = Date.now().toString(36);
const buyer = `Phone Buyer ${stamp}`;
const productName = `Phone Test Printer ${stamp}`;

interface Sample {
  productId: string;
  orderId: string;
  orderNumber: string;
}
let sample: Sample;

function workingDay(): string {
  let date = addDays(indiaToday(), 2);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

/** A product, an order of it (this month, Online and unpaid), a message, a repair booking and visitors' reports: data in every admin table. */
async function seed(request: APIRequestContext): Promise<Sample> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/products', {
    headers,
    data: { name: productName, category: 'Label Printers', price: 14999, stock: 2, images: [], gstRate: 18, description: 'A printer for the phone test' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const productId = ((await created.json()) as { _id: string })._id;
  const placed = await request.post('/api/orders', {
    data: {
      fullName: buyer,
      address: '12 Model Town, Ludhiana, a long address line that must wrap on a phone',
      mobile: '9814012345',
      email: 'phone.buyer.with.a.long.address@example.com',
      paymentMethod: 'Online',
      transactionId: '412345678901',
      billingState: 'Punjab',
      cart: [{ _id: productId, quantity: 1 }],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
  const message = await request.post('/api/contact', {
    data: {
      name: `Sender ${stamp}`,
      phone: '9812345678',
      email: 'sender@example.com',
      message: `https://example.com/a-very-long-link-that-must-not-widen-the-page-${stamp}`,
    },
  });
  expect(message.ok()).toBe(true);
  const booking = await request.post('/api/service-requests', {
    data: {
      name: 'Repair Customer',
      mobile: '9812345678',
      email: '',
      deviceType: 'Receipt printer',
      brandModel: 'TVS RP 3200 Star',
      serialNumber: '',
      problem: 'Prints faded receipts since Monday.',
      visit: 'drop-off',
      address: '',
      preferredDate: workingDay(),
    },
  });
  expect(booking.ok(), await booking.text()).toBe(true);
  for (const [i, page] of ['/', '/products'].entries()) {
    const report = await request.post('/api/vitals', {
      data: {
        page,
        load: `phone-test-load-${stamp}-${i}`.padEnd(20, 'x'),
        metrics: [
          { name: 'LCP', value: 2100 + i * 2500, id: `v5-lcp-${i}` },
          { name: 'INP', value: 180, id: `v5-inp-${i}` },
          { name: 'CLS', value: 0, id: `v5-cls-${i}` },
        ],
      },
    });
    expect(report.status(), await report.text()).toBeLessThan(300);
  }
  return { productId, orderId: order._id, orderNumber: order.orderNumber };
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  sample = await seed(context.request);
  await context.close();
});

// The other specs share the database and take the newest products: the nearly sold-out sample goes.
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const removed = await context.request.delete(`/api/products/${sample.productId}`, {
    headers: { Authorization: `Bearer ${await adminToken(context.request)}` },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await context.close();
});

/** Elements wider than the screen, or reaching past its right edge (visually hidden ones aside). */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const all = [...document.body.querySelectorAll('*')];
    // Inside a visually hidden box (1 px, overflow hidden: the stacked tables' header rows, screen-reader texts) nothing shows.
    const hiddenBoxes = all.filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1 && getComputedStyle(element).overflow === 'hidden';
    });
    for (const element of all) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || hiddenBoxes.some((hidden) => hidden.contains(element))) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        found.push(
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 40)} (${Math.round(box.left)}-${Math.round(box.right)})`,
        );
      }
    }
    if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    return found.slice(0, 10);
  });
}

const PAGES = () => [
  '/admin',
  '/admin/orders',
  '/admin/all-products',
  '/admin/upload-products',
  `/admin/upload-products?id=${sample.productId}`,
  '/admin/contact',
  '/admin/service-requests',
  '/admin/admins',
  '/admin/business',
];

test('every admin page fits a 375 px phone: no element wider than the screen, every table with data', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await adminToken(page.request);
  for (const path of PAGES()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const table of await page.locator('main table').all()) {
      expect.soft(await table.locator('tbody tr').count(), `${path}: a table without rows`).toBeGreaterThan(0);
    }
    expect.soft(await tooWide(page), path).toEqual([]);
  }
  // The tables were there to be checked: one or more on each list page, the Real visitors one too.
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Real visitors' }).locator('tbody tr')).not.toHaveCount(0);
  for (const path of ['/admin/all-products', '/admin/contact', '/admin/service-requests', '/admin/admins']) {
    await page.goto(path);
    await expect(page.locator('main table tbody tr').first(), path).toBeVisible();
  }
  await context.close();
});

test('on a phone each table row is a card and every action in it can be reached', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await adminToken(page.request);
  await page.goto(`/admin/all-products?q=${encodeURIComponent(productName)}`);
  const row = page.getByTestId('product-row').filter({ hasText: productName });
  for (const control of [
    row.getByRole('link', { name: `${adminTexts.edit} ${productName}` }),
    row.getByRole('button', { name: `${adminTexts.delete} ${productName}` }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.goto('/admin/contact');
  const message = page.getByTestId('contact-message').filter({ hasText: `Sender ${stamp}` });
  const remove = message.getByRole('button', { name: `${adminTexts.delete} message from Sender ${stamp}` });
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test('a message is read when the owner opens it, not when the list shows it, and can be marked unread', async ({ page }) => {
  await adminToken(page.request);
  const readFlag = async () => {
    const list = (await (await page.request.get('/api/contact')).json()) as Array<{ name: string; read: boolean }>;
    return list.find((item) => item.name === `Sender ${stamp}`)?.read;
  };
  await page.goto('/admin/contact');
  const row = page.getByTestId('contact-message').filter({ hasText: `Sender ${stamp}` });
  await expect(row).toHaveAttribute('data-read', 'no');
  await expect(row.getByText(adminTexts.newBadge)).toBeVisible();
  expect(await readFlag()).toBe(false);
  await page.reload();
  expect(await readFlag()).toBe(false);

  await row.getByText(adminTexts.openMessage).click();
  await expect(row.getByText(`a-very-long-link-that-must-not-widen-the-page-${stamp}`)).toBeVisible();
  await expect.poll(readFlag).toBe(true);
  await expect(row.getByText(adminTexts.newBadge)).toHaveCount(0);

  await row.getByRole('button', { name: `${adminTexts.markUnread}: message from Sender ${stamp}` }).click();
  await expect.poll(readFlag).toBe(false);
  await page.goto('/admin/contact?read=no');
  await expect(page.getByTestId('contact-message').filter({ hasText: `Sender ${stamp}` })).toBeVisible();
});

test('"Shipped" asks first, in a dialog that says which invoice goes to whom for how much; Escape issues nothing', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await adminToken(page.request);
  const next = ((await (await page.request.get('/api/invoices/next')).json()) as { invoiceNumber: string }).invoiceNumber;
  await page.goto(`/admin/orders?order=${sample.orderNumber}`);
  const card = page.getByRole('article').filter({ hasText: sample.orderNumber });
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/orders/')) patches += 1;
  });
  await card.getByLabel(adminTexts.status).selectOption('shipped');
  const dialog = page.getByRole('dialog', { name: adminTexts.shipTitle(sample.orderNumber) });
  await expect(dialog.getByTestId('invoice-consequence')).toHaveText(new RegExp(`^Issues tax invoice ${next.replace(/\//g, '\\/')} to ${buyer}, ₹14,999\\.$`));
  await expect(dialog.getByText(adminTexts.nextNumberNote)).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: 'test-results/admin-phone/ship-dialog-375.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByLabel(adminTexts.status)).toHaveValue('new');
  expect(patches).toBe(0);
  const order = (await (await page.request.get(`/api/orders?page=1&limit=100`)).json()) as Array<{ _id: string; status: string; invoice: unknown }>;
  expect(order.find((item) => item._id === sample.orderId)).toMatchObject({ status: 'new', invoice: null });

  // "Issue invoice" asks the same way; Cancel issues nothing either.
  await card.getByRole('button', { name: adminTexts.issueInvoice }).click();
  const issue = page.getByRole('dialog', { name: adminTexts.issueTitle(sample.orderNumber) });
  await expect(issue.getByTestId('invoice-consequence')).toContainText(`to ${buyer}, ₹14,999.`);
  await issue.getByRole('button', { name: adminTexts.cancel }).click();
  await expect(issue).toBeHidden();
  expect(((await (await page.request.get('/api/invoices/next')).json()) as { invoiceNumber: string }).invoiceNumber).toBe(next);
  await context.close();
});

test('Orders: search by name, mobile or order number and filter by status, kept in the address across a reload', async ({ page }) => {
  await adminToken(page.request);
  await page.goto('/admin/orders');
  await page.getByLabel(adminTexts.searchOrders).fill(buyer);
  await page.getByLabel(adminTexts.status, { exact: true }).first().selectOption('new');
  await page.getByRole('button', { name: adminTexts.applyFilters, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${encodeURIComponent(buyer).replace(/%20/g, '\\+')}&status=new(&paid=)?$`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel(adminTexts.searchOrders)).toHaveValue(buyer);
  await expect(page.getByRole('article').filter({ hasText: sample.orderNumber })).toBeVisible();
  await page.goto('/admin/orders?q=98140%2012345');
  await expect(page.getByRole('article').filter({ hasText: sample.orderNumber })).toBeVisible();
  await page.goto(`/admin/orders?q=${encodeURIComponent('.*')}`);
  await expect(page.getByRole('status').filter({ hasText: adminTexts.ordersFound(0) })).toBeVisible();
});

test('All Products: search, category and stock filters in the address, and "+/- units" records a stock movement', async ({ page }) => {
  await adminToken(page.request);
  await page.goto(`/admin/all-products?q=${encodeURIComponent(productName)}&category=Label+Printers&stock=low`);
  await expect(page.getByLabel(adminTexts.searchProducts)).toHaveValue(productName);
  await expect(page.getByLabel(adminTexts.category)).toHaveValue('Label Printers');
  await expect(page.getByLabel(adminTexts.stockFilter)).toHaveValue('low');
  const row = page.getByTestId('product-row').filter({ hasText: productName });
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  // Kept by the low-stock filter, so shown as low (2 units at the start, less what the order tests took).
  await expect(row.getByTestId('product-stock')).toHaveText(/^[0-2] \(low\)$/);

  // The stock badge sits on the same middle line as the row's buttons.
  const badge = (await row.getByTestId('product-stock').boundingBox())!;
  const edit = (await row.getByRole('link', { name: `${adminTexts.edit} ${productName}` }).boundingBox())!;
  expect(Math.abs(badge.y + badge.height / 2 - (edit.y + edit.height / 2))).toBeLessThanOrEqual(2);

  // The movement goes to POST /api/products/{id}/stock as a change, never as the new number.
  const posted: unknown[] = [];
  await page.route(`**/api/products/${sample.productId}/stock`, async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ stock: 7 }) });
  });
  await row.getByText(adminTexts.changeStock).click();
  await row.getByLabel(adminTexts.stockChangeUnits).fill('5');
  await row.getByLabel(adminTexts.stockChangeReason).fill('Received from distributor');
  await row.getByRole('button', { name: adminTexts.stockChangeApply }).click();
  await expect(row.getByTestId('product-stock')).toHaveText('7');
  expect(posted).toEqual([{ change: 5, reason: 'Received from distributor' }]);
  // Zero is not a movement: refused in the row, nothing sent.
  await row.getByLabel(adminTexts.stockChangeUnits).fill('0');
  await row.getByRole('button', { name: adminTexts.stockChangeApply }).click();
  await expect(row.getByRole('alert')).toHaveText(adminTexts.stockChangeWhole);
  expect(posted).toHaveLength(1);
});

test('Service Requests: filter by status, kept in the address', async ({ page }) => {
  await adminToken(page.request);
  await page.goto('/admin/service-requests');
  await page.getByRole('navigation', { name: adminTexts.filterRepairs }).getByRole('link', { name: 'Ready for pickup' }).click();
  await expect(page).toHaveURL(/\/admin\/service-requests\?status=ready$/);
  await expect(page.getByTestId('service-request-row')).toHaveCount(0);
  await page.getByRole('navigation', { name: adminTexts.filterRepairs }).getByRole('link', { name: 'Received' }).click();
  await expect(page.getByTestId('service-request-row').filter({ hasText: 'Repair Customer' }).first()).toBeVisible();
});

test("the sidebar is in the owner's order, names each page, highlights the right one, and says who is signed in", async ({ browser }) => {
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await adminToken(page.request);
  await page.goto(`/admin/upload-products?id=${sample.productId}`);
  const sidebar = page.getByRole('navigation', { name: adminTexts.sidebarLabel });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'All Products',
    'Upload Products',
    'Contact Messages',
    'Service Requests',
    'Admins',
    'Business details',
  ]);
  await expect(sidebar.getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Upload Products' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: adminTexts.menu })).toBeHidden();
  await expect(page.getByText(adminTexts.signedInAs(e2eAdmin.email))).toBeVisible();
  for (const link of await sidebar.getByRole('link').all()) {
    const name = (await link.textContent())!;
    if (name === 'Upload Products' || name === 'Dashboard') continue;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
  await context.close();
});

for (const viewport of [PHONE, WIDE]) {
  test(`the dashboard's charts are readable at ${viewport.width} px: labels of 11 px or more that never overlap, legends, wrapping captions`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await adminToken(page.request);
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Real visitors' });
    await expect(panel.locator('svg[role="img"]')).toHaveCount(3);
    await expect(panel.getByText('Upper bar: last 7 days', { exact: true })).toBeVisible();
    await expect(panel.getByText('Lower, lighter bar: last 28 days', { exact: true })).toBeVisible();
    const labels = await page.evaluate(() => {
      const boxes: Array<{ text: string; size: number; left: number; right: number; top: number; bottom: number; group: number }> = [];
      const groups = document.querySelectorAll('figure');
      groups.forEach((figure, group) => {
        for (const element of figure.querySelectorAll('span, li, figcaption')) {
          if (!element.textContent?.trim() || (element.children.length > 0 && element.tagName !== 'LI')) continue;
          const box = element.getBoundingClientRect();
          if (box.width === 0) continue;
          boxes.push({ text: element.textContent.trim(), size: parseFloat(getComputedStyle(element).fontSize), ...box.toJSON(), group });
        }
      });
      return boxes;
    });
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels) expect(label.size, `"${label.text}"`).toBeGreaterThanOrEqual(11);
    // Axis and value labels of one chart never overlap one another.
    const axis = labels.filter((label) => /^\d\d\/\d\d$|^₹|^\d+(\.\d+)?$|^\d+(\.\d+)? s$|^\d+ ms$|^—$/.test(label.text));
    expect(axis.length).toBeGreaterThan(10);
    for (const a of axis)
      for (const b of axis) {
        if (a === b || a.group !== b.group) continue;
        const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        expect(overlap, `"${a.text}" and "${b.text}" overlap`).toBe(false);
      }
    expect(await tooWide(page)).toEqual([]);
    await page.screenshot({ path: `test-results/admin-phone/dashboard-${viewport.width}.png`, fullPage: true });
    await context.close();
  });
}
