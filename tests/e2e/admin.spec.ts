/**
 * The admin area end to end, in real Chromium against the production build: first-admin sign-up,
 * login, the guard, products with image upload (local storage), orders (and their paging), contact
 * messages, logout and an accessibility scan. Runs first (alphabetical) on a fresh database with no admin.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminTexts } from '@/components/admin/admin-texts';
import { formatOrderDate } from '@/lib/india-date';
import { messages } from '@/lib/messages';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';
import { adminToken, e2eAdmin, e2eSetupCode } from './helpers/admin';
import { acceptDialog } from './helpers/dialogs';

test.describe.configure({ mode: 'serial' });

const admin = e2eAdmin;

const ADMIN_PAGES = ['/admin', '/admin/admins', '/admin/all-products', '/admin/contact', '/admin/orders', '/admin/upload-products'];
const productName = `E2E Label Printer ${Date.now().toString(36)}`;

// Scoped to the page's main region: Next's route announcer is another role="alert" on every page.
const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page) {
  await adminToken(page.request);
}

/** Accepts the next browser confirmation and hands back its text. */
function acceptNextDialog(page: Page): () => string | undefined {
  let text: string | undefined;
  page.once('dialog', (dialog) => {
    text = dialog.message();
    acceptDialog(dialog);
  });
  return () => text;
}

async function solidPng(color: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function openLoginForm(page: Page, mode: 'login' | 'signup') {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: adminTexts.loginTitle })).toBeVisible();
  if (mode === 'signup') {
    await page.getByRole('button', { name: adminTexts.toSignup }).click();
    await expect(page.getByRole('heading', { level: 1, name: adminTexts.signupTitle })).toBeVisible();
  }
}

test('the first admin signs up on /login while no admin exists, then is asked to log in', async ({ page }) => {
  // Needs a database with no admin yet: the e2e server starts on a fresh one and this file runs first
  // (files run in name order). Run after others, it is reported as skipped, never passed unchecked.
  const signup = (await (await page.request.get('/api/admin/register')).json()) as { open: boolean };
  test.skip(!signup.open, 'an admin exists already on this database');
  await openLoginForm(page, 'signup');
  await page.getByLabel(adminTexts.email).fill(admin.email);
  await page.getByLabel(adminTexts.password, { exact: true }).fill(admin.password);
  // A wrong setup code is refused with the server's message, and nobody is signed up.
  await page.getByLabel(adminTexts.setupCode).fill('not-the-setup-code');
  await page.getByRole('button', { name: adminTexts.signupButton }).click();
  await expect(main(page).getByRole('alert')).toHaveText(messages.admin.setupCodeWrong);
  expect(((await (await page.request.get('/api/admin/register')).json()) as { open: boolean }).open).toBe(true);
  await page.getByLabel(adminTexts.setupCode).fill(e2eSetupCode);
  await page.getByRole('button', { name: adminTexts.signupButton }).click();
  await expect(main(page).getByRole('status')).toHaveText('Signup successful. Please log in.');
  await expect(page.getByRole('heading', { level: 1, name: adminTexts.loginTitle })).toBeVisible();
  await expect(page.getByLabel(adminTexts.email)).toHaveValue('');
  await expect(page.getByLabel(adminTexts.password, { exact: true })).toHaveValue('');
});

test('sign-up is closed for a second visitor: Sign Up says to ask an existing admin, and the API refuses', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLoginForm(page, 'signup');
  await expect(main(page).getByRole('status')).toHaveText(adminTexts.signupClosedNote);
  await expect(page.getByRole('button', { name: adminTexts.signupButton })).toBeHidden();
  // Even with the setup code: the shop has its one first admin.
  const refused = await page.request.post('/api/admin/register', {
    data: { email: 'someone.else@example.com', password: 'another-Passw0rd!', setupCode: e2eSetupCode },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(messages.admin.signupClosed);
  await context.close();
});

test('signed out, every admin page redirects to /login', async ({ page }) => {
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, `${path} without a session`).toHaveURL(/\/login$/);
  }
  const api = await page.request.get('/api/orders');
  expect(api.status()).toBe(401);
});

test('a wrong password is refused with the server message and stays on /login', async ({ page }) => {
  await openLoginForm(page, 'login');
  await page.getByLabel(adminTexts.email).fill(admin.email);
  await page.getByLabel(adminTexts.password, { exact: true }).fill(`${admin.password}-wrong`);
  await page.getByRole('button', { name: adminTexts.loginButton }).click();
  await expect(main(page).getByRole('alert')).toHaveText(messages.admin.loginFailed);
  await expect(page).toHaveURL(/\/login$/);
});

test('login goes to /admin: no public header or footer, "Welcome, Admin" and who is signed in, the sidebar in the owner\'s order', async ({ page }) => {
  await openLoginForm(page, 'login');
  await page.getByLabel(adminTexts.email).fill(admin.email);
  await page.getByLabel(adminTexts.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: adminTexts.showPassword }).click();
  await expect(page.getByLabel(adminTexts.password, { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: adminTexts.loginButton }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(adminTexts.welcome)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: adminTexts.dashboardTitle })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain('adminToken');

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
  await expect(page.getByText(adminTexts.signedInAs(admin.email))).toBeVisible();
  // Wide: the sidebar is always beside the page, and there is no Menu button. On a phone it is a drawer behind Menu.
  await expect(page.getByRole('button', { name: adminTexts.menu })).toBeHidden();
  await expect(sidebar).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: adminTexts.menu }).click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  await expect(page.getByRole('link', { name: adminTexts.home })).toHaveAttribute('href', '/');

  // A signed-in admin who opens /login is sent on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('uploads a product with two images (local storage) and finds it on /products and its detail page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/upload-products');
  await page.getByLabel(/Product Name/).fill(productName);
  await page.getByLabel(/^Category/).selectOption('Label Printers');
  await page.getByLabel(/Price/).fill('12999');
  await page.getByLabel(/Rating/).fill('4.5');
  await page.getByLabel(/Offer/).fill('Free installation in Ludhiana');
  await page.getByLabel(/Description/).fill('Desktop barcode label printer, 203 dpi, made for e2e tests.');
  await page.getByLabel(adminTexts.addImages).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await solidPng('#b91c1c') },
    { name: 'side.png', mimeType: 'image/png', buffer: await solidPng('#1d4ed8') },
  ]);
  await expect(page.getByRole('img', { name: /preview/ })).toHaveCount(2);
  await page.getByRole('button', { name: adminTexts.uploadButton }).click();
  await expect(main(page).getByRole('status').filter({ hasText: '✅ Product uploaded successfully!' })).toBeVisible();
  await expect(page.getByLabel(/Product Name/)).toHaveValue('');
  await expect(page.getByRole('img', { name: /preview/ })).toHaveCount(0);

  const stored = (await (await page.request.get('/api/products')).json()) as Array<{ _id: string; name: string; images: string[]; price?: number }>;
  const product = stored.find((item) => item.name === productName);
  expect(product?.images).toHaveLength(2);
  expect(product?.images.every((url) => /^\/uploads\/[a-f0-9]{32}\.png$/.test(url))).toBe(true);
  expect(product?.price).toBe(12999);
  const served = await page.request.get(product?.images[0] ?? '');
  expect(served.headers()['content-type']).toBe('image/png');

  await page.goto('/products/label-printers');
  const link = page.getByRole('link', { name: productName }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/product-detail/${product?._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.locator('img[src*="uploads"]').first()).toBeVisible();
});

test("edits the product's price in the prefilled upload form (saved with PATCH)", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/all-products');
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('₹12,999');
  await row.getByRole('link', { name: new RegExp(`^${adminTexts.edit}`) }).click();
  await expect(page).toHaveURL(/\/admin\/upload-products\?id=[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: adminTexts.editTitle })).toBeVisible();
  await expect(page.getByLabel(/Product Name/)).toHaveValue(productName);
  await expect(page.getByLabel(/^Category/)).toHaveValue('Label Printers');
  await expect(page.getByRole('img', { name: /preview/ })).toHaveCount(2);

  const patch = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/products\/[a-f0-9]{24}$/.test(request.url()));
  await page.getByLabel(/Price/).fill('9999');
  await page.getByRole('button', { name: adminTexts.saveButton }).click();
  await patch;
  await expect(main(page).getByRole('status').filter({ hasText: adminTexts.productUpdated })).toBeVisible();

  await page.goto('/admin/all-products');
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('₹9,999');
});

test('deletes the product after the confirmation and reloads the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/all-products');
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  const confirmation = acceptNextDialog(page);
  await row.getByRole('button', { name: new RegExp(`^${adminTexts.delete}`) }).click();
  await expect(main(page).getByRole('status').filter({ hasText: '✅ Product deleted successfully!' })).toBeVisible();
  expect(confirmation()).toBe('🗑️ Are you sure you want to delete this product?');
  await expect(page.getByRole('row').filter({ hasText: productName })).toHaveCount(0);
});

test('shows an order placed through POST /api/orders, changes its status and paid flag, and deletes it', async ({ page }) => {
  // A product with units left: other specs sell the stock of the first ones.
  const products = (await (await page.request.get('/api/products')).json()) as Array<{ _id: string; name: string; availability?: string }>;
  const product = products.find((candidate) => candidate.availability === undefined || candidate.availability === 'in-stock');
  expect(product).toBeDefined();
  const placed = await page.request.post('/api/orders', {
    data: {
      fullName: 'Harpreet Singh',
      address: 'Shop 7, Ghumar Mandi, Ludhiana, Punjab 141001',
      mobile: '9876543210',
      email: 'harpreet@example.com',
      paymentMethod: 'Online',
      transactionId: 'UPI-E2E-4242',
      cart: [{ _id: product?._id, quantity: 2 }],
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { orderNumber: string } };

  await signIn(page);
  await page.goto('/admin/orders');
  const card = page.getByRole('article').filter({ hasText: order.orderNumber });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Harpreet Singh');
  await expect(card).toContainText('UPI-E2E-4242');
  await expect(card).toContainText(product?.name ?? '');
  await expect(card).toContainText(`${adminTexts.quantity}: 2`);
  await expect(card).toContainText(`${adminTexts.placedOn} ${formatOrderDate(new Date())}`);

  const statusSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/orders/'));
  // Confirmed, not shipped: shipping issues a tax invoice, and an invoiced order is never deleted (the GST tests).
  await card.getByLabel(adminTexts.status).selectOption('confirmed');
  expect((await statusSaved).ok()).toBe(true);
  const paidSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/orders/'));
  await card.getByLabel(adminTexts.paid).check();
  expect((await paidSaved).ok()).toBe(true);

  await page.reload();
  const reloaded = page.getByRole('article').filter({ hasText: order.orderNumber });
  await expect(reloaded.getByLabel(adminTexts.status)).toHaveValue('confirmed');
  await expect(reloaded.getByLabel(adminTexts.paid)).toBeChecked();

  const confirmation = acceptNextDialog(page);
  await reloaded.getByRole('button', { name: adminTexts.deleteOrder }).click();
  await expect(main(page).getByRole('status').filter({ hasText: '✅ Order deleted successfully!' })).toBeVisible();
  expect(confirmation()).toBe('Are you sure you want to delete this order?');
  await expect(page.getByRole('article').filter({ hasText: order.orderNumber })).toHaveCount(0);
});

test(`the orders screen shows ${ADMIN_PAGE_SIZE} orders a page; Next goes to ?page=2, which a reload keeps`, async ({ page }) => {
  await signIn(page);
  // A product whose stock is not tracked: 21 orders of one unit must not run out (other specs sell the tracked ones).
  const products = (await (await page.request.get('/api/products')).json()) as Array<{ _id: string; availability?: string }>;
  const product = products.find((candidate) => candidate.availability === undefined);
  expect(product).toBeDefined();
  const placed: string[] = [];
  try {
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 1; i += 1) {
      const response = await page.request.post('/api/orders', {
        data: {
          fullName: `Paging Buyer ${i}`,
          address: 'Ludhiana',
          billingState: 'Punjab',
          mobile: '9876500000',
          email: 'paging@example.com',
          paymentMethod: 'COD',
          cart: [{ _id: product?._id }],
        },
      });
      expect(response.status()).toBe(201);
      placed.push(((await response.json()) as { order: { _id: string } }).order._id);
    }
    const total = Number((await page.request.get('/api/orders?limit=1')).headers()['x-total-count']);
    const pageCount = Math.ceil(total / ADMIN_PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(1);

    await page.goto('/admin/orders');
    const pages = page.getByRole('navigation', { name: adminTexts.pagesOf(adminTexts.ordersTitle) });
    await expect(pages).toContainText(adminTexts.pageOf(1, pageCount));
    await expect(pages.getByRole('link', { name: adminTexts.pageN(1) })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('article')).toHaveCount(ADMIN_PAGE_SIZE);

    await pages.getByRole('link', { name: adminTexts.nextPage }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?page=2$/);
    await expect(pages).toContainText(adminTexts.pageOf(2, pageCount));
    await expect(pages.getByRole('link', { name: adminTexts.pageN(2) })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('article').first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/orders\?page=2$/);
    await expect(pages).toContainText(adminTexts.pageOf(2, pageCount));
    await expect(main(page).getByRole('article').first()).toBeVisible();
  } finally {
    for (const id of placed) await page.request.delete(`/api/orders/${id}`);
  }
});

test('shows a contact message as text (a <script> in it stays text) and deletes it', async ({ page }) => {
  const text = `Please quote 5 receipt printers <script>window.__pwned = true</script> ${Date.now()}`;
  const sent = await page.request.post('/api/contact', { data: { name: 'Simran Gill', phone: '9812345678', email: 'simran@example.com', message: text } });
  expect(((await sent.json()) as { success: boolean }).success).toBe(true);

  await signIn(page);
  await page.goto('/admin/contact');
  const row = page.getByRole('row').filter({ hasText: 'Simran Gill' });
  await row.getByText(adminTexts.openMessage).click();
  await expect(row.getByText(text)).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __pwned?: boolean }).__pwned)).toBeUndefined();

  const confirmation = acceptNextDialog(page);
  await row.getByRole('button', { name: new RegExp(`^${adminTexts.delete}`) }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Message deleted successfully!' })).toBeVisible();
  expect(confirmation()).toBe('Are you sure you want to delete this message?');
  await expect(page.getByRole('row').filter({ hasText: 'Simran Gill' })).toHaveCount(0);
});

test('an admin whose session ends mid-use is sent to /login instead of seeing an error', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/admin/all-products');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await context.clearCookies();
  acceptNextDialog(page);
  await firstRow.getByRole('button', { name: new RegExp(`^${adminTexts.delete}`) }).click();
  await expect(page).toHaveURL(/\/login$/);
});

const seriousViolations = (violations: Array<{ id: string; impact?: string | null; nodes: unknown[] }>) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length})`);

/** An order and a message, so the orders and contact pages are scanned with content; removed afterwards. */
async function sampleOrderAndMessage(page: Page): Promise<() => Promise<void>> {
  const [product] = (await (await page.request.get('/api/products?limit=1')).json()) as Array<{ _id: string }>;
  const placed = await page.request.post('/api/orders', {
    data: {
      fullName: 'Axe Scan',
      address: 'Ludhiana',
      billingState: 'Punjab',
      mobile: '9876500000',
      email: 'axe@example.com',
      paymentMethod: 'COD',
      cart: [{ _id: product?._id }],
    },
  });
  const { order } = (await placed.json()) as { order: { _id: string } };
  await page.request.post('/api/contact', { data: { name: 'Axe Scan', phone: '9876500000', email: 'axe@example.com', message: 'Accessibility scan' } });
  return async () => {
    await page.request.delete(`/api/orders/${order._id}`);
    const list = (await (await page.request.get('/api/contact')).json()) as Array<{ _id: string; name: string }>;
    for (const message of list.filter((item) => item.name === 'Axe Scan')) await page.request.delete(`/api/contact/${message._id}`);
  };
}

for (const path of ADMIN_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await signIn(page);
    const cleanUp = await sampleOrderAndMessage(page);
    try {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading /)).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(seriousViolations(results.violations)).toEqual([]);
    } finally {
      await cleanUp();
    }
  });
}

test('the login form has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  // Only the form: the header and footer around it belong to the public layout and have their own specs.
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(seriousViolations(results.violations)).toEqual([]);
});

test('log out ends the session: back to /login, and /admin is closed again', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: adminTexts.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});
