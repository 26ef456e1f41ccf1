/**
 * Stock end to end on the production build: a tracked product's page says "Only 1 left", an order
 * takes the last unit, and the page (ISR, revalidated by the order) then says "Out of stock" at
 * 375 px with Add to Cart and Buy Now disabled, "Ask when it is back" on WhatsApp and OutOfStock in
 * its JSON-LD; the next order is a 409. Admins find the product under "Low or out of stock" and on
 * the dashboard.
 */
import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { adminHeaders, adminToken } from './helpers/admin';
import { hydrated } from './helpers/hydration';

const productName = `Stock Test Drawer ${Date.now().toString(36)}`;
const buyer = {
  fullName: 'Gurpreet Kaur',
  address: 'Shop 2, Field Ganj, Ludhiana',
  billingState: 'Punjab',
  mobile: '9876512345',
  email: 'gurpreet@example.com',
  paymentMethod: 'COD',
};
let productId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/products', {
    headers: await adminHeaders(request),
    data: { name: productName, category: 'Cash Drawers', price: 3450, stock: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  productId = ((await created.json()) as { _id: string })._id;
});

test.afterAll(async ({ request }) => {
  if (productId) await request.delete(`/api/products/${productId}`, { headers: await adminHeaders(request) });
});

test.use({ viewport: { width: 375, height: 812 } });

test('the last unit: "Only 1 left", then an order takes it and the page says "Out of stock" with the buttons disabled', async ({ page, request }) => {
  await page.goto(`/product-detail/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('Only 1 left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  const placed = await request.post('/api/orders', { data: { ...buyer, cart: [{ _id: productId, quantity: 1 }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const refused = await request.post('/api/orders', { data: { ...buyer, cart: [{ _id: productId, quantity: 1 }] } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: `${productName} is out of stock.`, productId, available: 0 });

  const publicJson = (await (await request.get(`/api/products/${productId}`)).json()) as Record<string, unknown>;
  expect(publicJson).toMatchObject({ availability: 'out-of-stock' });
  expect(publicJson).not.toHaveProperty('stock');

  await page.goto(`/product-detail/${productId}`);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  const ask = page.getByRole('link', { name: 'Ask when it is back' });
  await expect(ask).toBeVisible();
  expect(await ask.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${site.whatsappNumber}\\?text=`));
  // Hydrated or not, both stay disabled.
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('https://schema.org/OutOfStock');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('out-of-stock-375.png'), fullPage: true });
});

test('admins find it under "Low or out of stock" and on the dashboard', async ({ page }) => {
  await adminToken(page.request);
  await page.goto('/admin/all-products');
  await page.getByLabel('Stock', { exact: true }).selectOption('low');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  // A plain GET form: its empty search and category fields travel too.
  await expect(page).toHaveURL(/\/admin\/all-products\?(?:[^#]*&)?stock=low(?:&|$)/);
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('0 (out of stock)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/admin');
  await expect(page.getByTestId('low-stock').getByRole('link', { name: productName })).toBeVisible();
});
