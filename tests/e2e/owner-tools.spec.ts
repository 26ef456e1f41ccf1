/**
 * The owner's tools end to end in Chromium against the production build: logout that really ends the
 * token, Log out everywhere, the Admins page (add, sign in as, change password, remove), the Orders
 * screen's filters in the address and its CSV download, the dashboard's chart, axe scans of them, and
 * a production server of its own with SMTP_URL that e-mails a new order.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { adminTexts } from '@/components/admin/admin-texts';
import { messages } from '@/lib/messages';
import { indiaToday } from '@/lib/india-date';
import { startSmtpServer } from '../helpers/smtp';
import { adminToken, e2eAdmin, type AdminCredentials } from './helpers/admin';
import { PORTS } from './helpers/ports';
import { serverCommand, spawnOwnServer } from './helpers/own-server';
import { acceptDialog } from './helpers/dialogs';

test.describe.configure({ mode: 'serial' });

const owner = e2eAdmin;
const colleague = { email: `colleague-${Date.now().toString(36)}@sanvio.in`, password: 'colleague-first-Passw0rd' };
const colleagueNewPassword = 'colleague-changed-Passw0rd';

const main = (page: Page) => page.getByRole('main');

const signIn = (page: Page, who: AdminCredentials = owner): Promise<string> => adminToken(page.request, who);

async function newSignedInPage(browser: Browser, who = owner): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await signIn(page, who);
  return { context, page, token };
}

const seriousViolations = (violations: Array<{ id: string; impact?: string | null; nodes: unknown[] }>) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length})`);

function acceptDialogs(page: Page) {
  page.on('dialog', acceptDialog);
}

test('Log out ends that token everywhere: the API refuses it and /admin with it goes to /login', async ({ page, browser }) => {
  const token = await signIn(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: adminTexts.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The ended token, replayed as a Bearer token and as a cookie in another browser.
  expect((await page.request.get('/api/orders?limit=1', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  const replay = await browser.newContext();
  await replay.addCookies([{ name: 'admin_token', value: token, url: page.url() }]);
  const replayPage = await replay.newPage();
  await replayPage.goto('/admin/orders');
  await expect(replayPage).toHaveURL(/\/login$/);
  await replay.close();
});

test('the Admins page lists the admins and adds one, who can then sign in', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/admins');
  await expect(page.getByRole('heading', { level: 1, name: adminTexts.adminsTitle })).toBeVisible();
  const table = main(page).getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: owner.email })).toContainText(adminTexts.you);

  await page.getByRole('textbox', { name: adminTexts.email }).fill(colleague.email);
  await page.getByLabel(adminTexts.initialPassword).fill('too short');
  await page.getByRole('button', { name: adminTexts.addAdmin }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Password must be at least 12 characters.');

  await page.getByLabel(adminTexts.initialPassword).fill(colleague.password);
  await page.getByRole('button', { name: adminTexts.addAdmin }).click();
  await expect(main(page).getByRole('status').filter({ hasText: messages.admin.adminAdded })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: colleague.email })).toContainText(adminTexts.never);

  const login = await page.request.post('/api/admin/login', { data: colleague });
  expect(login.status()).toBe(200);
});

test("changing one's password needs the current one and logs out the other sessions, not this one", async ({ browser }) => {
  const laptop = await newSignedInPage(browser, colleague);
  const phone = await newSignedInPage(browser, colleague);
  const { page } = laptop;
  await page.goto('/admin/admins');
  const form = page.getByRole('form', { name: adminTexts.changePassword });
  await form.getByLabel(adminTexts.currentPassword).fill('not the password');
  await form.getByLabel(adminTexts.newPassword).fill(colleagueNewPassword);
  await form.getByRole('button', { name: adminTexts.changePassword }).click();
  await expect(main(page).getByRole('alert')).toHaveText(messages.admin.wrongCurrentPassword);

  await form.getByLabel(adminTexts.currentPassword).fill(colleague.password);
  await form.getByLabel(adminTexts.newPassword).fill(colleagueNewPassword);
  await form.getByRole('button', { name: adminTexts.changePassword }).click();
  await expect(main(page).getByRole('status').filter({ hasText: messages.admin.passwordChanged })).toBeVisible();

  await phone.page.goto('/admin');
  await expect(phone.page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await laptop.context.close();
  await phone.context.close();
  colleague.password = colleagueNewPassword;
});

test('Log out everywhere ends every session of that admin', async ({ browser }) => {
  const first = await newSignedInPage(browser, colleague);
  const second = await newSignedInPage(browser, colleague);
  acceptDialogs(first.page);
  await first.page.goto('/admin/admins');
  await first.page.getByRole('button', { name: adminTexts.logOutEverywhere }).click();
  await expect(first.page).toHaveURL(/\/login$/);
  await second.page.goto('/admin/orders');
  await expect(second.page).toHaveURL(/\/login$/);
  expect((await second.page.request.get('/api/orders?limit=1', { headers: { Authorization: `Bearer ${second.token}` } })).status()).toBe(401);
  await first.context.close();
  await second.context.close();
});

test('an admin removes another (not themselves), whose session ends at once', async ({ page, browser }) => {
  const removed = await newSignedInPage(browser, colleague);
  await signIn(page);
  acceptDialogs(page);
  await page.goto('/admin/admins');
  const row = main(page).getByRole('row').filter({ hasText: colleague.email });
  await row.getByRole('button', { name: adminTexts.removeAdminLabel(colleague.email) }).click();
  await expect(main(page).getByRole('status').filter({ hasText: messages.admin.adminRemoved })).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: colleague.email })).toHaveCount(0);
  await expect(main(page).getByRole('row').filter({ hasText: owner.email }).getByRole('button')).toHaveCount(0);

  await removed.page.goto('/admin');
  await expect(removed.page).toHaveURL(/\/login$/);
  await removed.context.close();
});

test("the login page's Sign Up mode says sign-up is closed and to ask an existing admin", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: adminTexts.toSignup }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(adminTexts.signupClosedNote);
  await context.close();
});

test('Orders: filters live in the address, and Download CSV saves the range as a spreadsheet', async ({ page }) => {
  await signIn(page);
  const [product] = (await (await page.request.get('/api/products?limit=1')).json()) as Array<{ _id: string; name: string }>;
  const placed = await page.request.post('/api/orders', {
    data: {
      fullName: '=Formula Buyer',
      address: 'Ludhiana',
      billingState: 'Punjab',
      mobile: '9876500001',
      email: 'csv@example.com',
      paymentMethod: 'Online',
      transactionId: 'UPI-CSV-1',
      cart: [{ _id: product?._id, quantity: 3 }],
    },
  });
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
  try {
    await page.goto('/admin/orders');
    await page.getByLabel(adminTexts.status).first().selectOption('new');
    await page.getByLabel(adminTexts.paid, { exact: true }).first().selectOption('no');
    await page.getByRole('button', { name: adminTexts.applyFilters, exact: true }).click();
    // A plain GET form: the empty search box travels too.
    await expect(page).toHaveURL(/\/admin\/orders\?(?:q=&)?status=new&paid=no$/);
    await expect(page.getByRole('article').filter({ hasText: order.orderNumber })).toBeVisible();

    await page.goto('/admin/orders?status=delivered');
    await expect(page.getByRole('article').filter({ hasText: order.orderNumber })).toHaveCount(0);

    await page.goto(`/admin/orders?order=${order.orderNumber}`);
    await expect(main(page).getByRole('article')).toHaveCount(1);

    const today = indiaToday();
    await expect(page.getByLabel(adminTexts.toDate)).toHaveValue(today);
    const download = page.waitForEvent('download');
    await page.getByRole('form', { name: adminTexts.exportOrders }).getByRole('button', { name: adminTexts.downloadCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders-${today.slice(0, 8)}01-to-${today}.csv`);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Order number,Date,Status,Paid,Payment method,Transaction ID,Customer name');
    const line = text.split('\r\n').find((row) => row.startsWith(order.orderNumber));
    expect(line).toContain(`,No,Online,UPI-CSV-1,'=Formula Buyer,9876500001,csv@example.com,Ludhiana,`);
  } finally {
    await page.request.delete(`/api/orders/${order._id}`);
  }
});

test('the dashboard shows orders and revenue per day as two charts with a table beside them', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('img', { name: new RegExp(adminTexts.ordersPerDay) })).toBeVisible();
  const region = page.getByRole('region', { name: adminTexts.perDayTable });
  await expect(region.getByRole('row')).toHaveCount(31);
  await expect(region.getByRole('rowheader').first()).toHaveText(`${indiaToday().slice(8, 10)}/${indiaToday().slice(5, 7)}`);
  await expect(page.getByRole('heading', { name: adminTexts.topProducts })).toBeVisible();
  await expect(page.getByRole('heading', { name: adminTexts.unpaidOnline })).toBeVisible();
});

for (const path of ['/admin', '/admin/admins', '/admin/orders?status=new', '/admin/contact?read=no']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(seriousViolations(results.violations)).toEqual([]);
  });
}

test('with SMTP_URL, the production server e-mails a new order to the shop and the customer within 10 s', async () => {
  test.setTimeout(150_000);
  const smtp = await startSmtpServer();
  const port = PORTS.notify;
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawnOwnServer({
    dbName: 'sanvio_notify',
    command: serverCommand.nextStart(port),
    env: {
      JWT_SECRET: 'notify-test-secret-that-is-long-enough-0123456',
      SITE_URL: baseURL,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'orders@sanvio.test',
      LOG_SILENT: '1',
    },
    output: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${baseURL}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
    const [product] = (await (await fetch(`${baseURL}/api/products?limit=1`)).json()) as Array<{ _id: string }>;
    const placed = await fetch(`${baseURL}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Mail Buyer',
        address: 'Ludhiana',
        billingState: 'Punjab',
        mobile: '9876500002',
        email: 'buyer@example.com',
        paymentMethod: 'COD',
        cart: [{ _id: product?._id }],
      }),
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { orderNumber: string } };
    // Sent straight after the order (not left for a later sweep): waits for the two mails themselves.
    await expect.poll(() => smtp.mails.length, { timeout: 60_000, intervals: [200] }).toBe(2);
    const shop = smtp.mails.find((mail) => mail.to.includes('orders@sanvio.test'));
    expect(shop?.subject).toContain(`New order ${order.orderNumber}`);
    expect(shop?.text).toContain(`${baseURL}/admin/orders?order=${order.orderNumber}`);
    const customer = smtp.mails.find((mail) => mail.to.includes('buyer@example.com'));
    expect(customer?.text).toContain(`${baseURL}/track-order?number=${order.orderNumber}`);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await smtp.close();
  }
});
