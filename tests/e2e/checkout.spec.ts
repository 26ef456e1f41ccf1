/**
 * The checkout and what a shopper sees around it, at 375 and 1366 px, on the production build:
 * - the state is asked, never preselected: the PIN code suggests it, and the tax split (CGST + SGST or
 *   IGST) shows as soon as it is chosen; the shop's own GSTIN is refused as a buyer's;
 * - after "Place Order" the spec's alert, then Products with the confirmation panel (number, items,
 *   tax split, address, UPI QR and id, next steps, Track and WhatsApp), kept across a reload, dismissable;
 * - without JavaScript a product's Buy Now is a plain form post whose answer is the same panel;
 * - the cart knows the stock: Add to Cart and "+" stop at the units left with a message, and the
 *   checkout lowers a line over the stock and says which, before the address is typed.
 * Screenshots of each go to the test's output folder under test-results.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers/hydration';
import { site } from '@/content/site';
import { gstMessages } from '@/lib/gst/messages';
import { adminHeaders } from './helpers/admin';
import { nextAlert } from './helpers/dialogs';

const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1366', width: 1366, height: 900 },
] as const;
const suffix = Date.now().toString(36);
const products = {
  plain: { id: '', name: `Checkout Printer ${suffix}`, price: 11800 },
  few: { id: '', name: `Checkout Drawer ${suffix}`, price: 3450 },
  plenty: { id: '', name: `Checkout Scanner ${suffix}`, price: 2400 },
};

// Signing the admin up and the first render of each page are slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let shopGstin = '';

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  // 18% GST: ₹11,800 is ₹10,000 taxable + ₹1,800 tax.
  const plain = await request.post('/api/products', {
    headers,
    data: { name: products.plain.name, category: 'POS Printer', price: 11800, gstRate: 18, stock: 50 },
  });
  expect(plain.status(), await plain.text()).toBe(201);
  products.plain.id = ((await plain.json()) as { _id: string })._id;
  const few = await request.post('/api/products', { headers, data: { name: products.few.name, category: 'Cash Drawers', price: 3450, stock: 2 } });
  expect(few.status(), await few.text()).toBe(201);
  products.few.id = ((await few.json()) as { _id: string })._id;
  // Above the low-stock mark: the storefront does not show its number until more are wanted.
  const plenty = await request.post('/api/products', { headers, data: { name: products.plenty.name, category: 'Barcode Scanners', price: 2400, stock: 10 } });
  expect(plenty.status(), await plenty.text()).toBe(201);
  products.plenty.id = ((await plenty.json()) as { _id: string })._id;
  // The shop's own GSTIN is the one in Business details (another spec may have changed it).
  const business = await request.get('/api/admin/business', { headers });
  expect(business.status(), await business.text()).toBe(200);
  shopGstin = ((await business.json()) as { gstin: string | null }).gstin ?? site.tax.gstin;
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const product of Object.values(products)) if (product.id) await request.delete(`/api/products/${product.id}`, { headers });
});

async function seedCart(page: Page, lines: Array<{ product: { id: string; name: string; price: number }; quantity: number }>) {
  await page.goto('/');
  await page.evaluate(
    (items) => localStorage.setItem('cart', JSON.stringify(items)),
    lines.map(({ product, quantity }) => ({ _id: product.id, name: product.name, price: product.price, quantity })),
  );
}

async function fillBuyer(page: Page, pinCode: string, city: string) {
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Address (house, street, area)').fill('Shop 4, FC Road');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('PIN Code').fill(pinCode);
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByLabel('Email').fill('asha@example.in');
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the state is asked, never preselected: the PIN code suggests it and the tax split shows at once', async ({ page }) => {
      await seedCart(page, [{ product: products.plain, quantity: 1 }]);
      await page.goto('/buy-now');
      const state = page.getByLabel('State', { exact: true });
      await expect(state).toHaveValue('');
      await expect(page.getByText(`Your state decides the tax: CGST + SGST within ${site.tax.state}, IGST for any other state.`)).toBeVisible();
      await expect(page.getByTestId('tax-split')).toContainText('Choose your state');
      await page.getByLabel('PIN Code').fill('400050');
      await expect(state).toHaveValue('Maharashtra');
      await expect(page.getByTestId('state-suggestion')).toContainText('Filled in from PIN code 400050');
      await expect(page.getByTestId('tax-igst')).toHaveText('₹1,800');
      await expect(page.getByTestId('tax-split')).toContainText('₹10,000');
      await page.screenshot({ path: test.info().outputPath(`state-igst-${viewport.name}.png`), fullPage: true });
      await state.selectOption('Punjab');
      await expect(page.getByTestId('tax-cgst')).toHaveText('₹900');
      await expect(page.getByTestId('tax-sgst')).toHaveText('₹900');
      await expect(page.getByTestId('state-suggestion')).toContainText('PIN code 400050 is in Maharashtra, but Punjab is chosen');
      // Nothing overflows the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: test.info().outputPath(`state-cgst-${viewport.name}.png`), fullPage: true });
    });

    test("the shop's own GSTIN is refused as a buyer's, next to the field", async ({ page }) => {
      await seedCart(page, [{ product: products.plain, quantity: 1 }]);
      await page.goto('/buy-now');
      await fillBuyer(page, '141001', 'Ludhiana');
      await page.getByLabel('Business purchase: GST invoice').check();
      await page.getByLabel('Business Name').fill('Anyone Traders');
      await page.getByLabel('GSTIN').fill(shopGstin);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.locator('#checkout-gstin-error')).toHaveText(gstMessages.gstinIsShops);
    });

    test('after Place Order: the spec alert, then Products opens with the confirmation, kept across a reload, dismissable', async ({ page }) => {
      await seedCart(page, [{ product: products.plain, quantity: 2 }]);
      await page.goto('/buy-now');
      await fillBuyer(page, '411004', 'Pune');
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra');
      await page.getByLabel('Online (UPI)').check();
      await page.getByLabel('UPI transaction ID').fill('UPI998877665544');
      const alert = nextAlert(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const text = await alert;
      expect(text.split('\n')[0]).toBe('Order placed successfully!');
      const orderNumber = /SV-[0-9A-Z]+/.exec(text)?.[0] ?? '';
      await expect(page).toHaveURL(/\/products$/);

      const panel = page.getByTestId('order-confirmation');
      await expect(panel.getByTestId('confirmation-number')).toHaveText(orderNumber);
      await expect(panel.getByTestId('confirmation-items')).toContainText(`${products.plain.name} × 2`);
      await expect(panel.getByTestId('confirmation-total')).toHaveText('₹23,600');
      await expect(panel.getByTestId('confirmation-tax')).toContainText('IGST');
      await expect(panel.getByTestId('confirmation-tax')).toContainText('₹3,600');
      await expect(panel.getByTestId('confirmation-address')).toHaveText('Shop 4, FC Road\nPune 411004\nMaharashtra');
      await expect(panel.getByTestId('confirmation-upi')).toContainText(site.upi.id);
      await expect(panel.getByTestId('upi-qr')).toBeVisible();
      expect(new URL((await panel.getByTestId('upi-qr').getAttribute('data-upi-link')) ?? '').searchParams.get('am')).toBe('23600.00');
      await expect(panel.getByTestId('confirmation-next')).toContainText('working day');
      await expect(panel.getByRole('link', { name: 'Track this order' })).toHaveAttribute('href', `/track-order?number=${orderNumber}`);
      const whatsApp = (await panel.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href')) ?? '';
      expect(new URL(whatsApp).searchParams.get('text')).toContain(orderNumber);
      expect(page.url()).not.toContain(orderNumber);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: test.info().outputPath(`confirmation-${viewport.name}.png`), fullPage: true });

      await page.reload();
      await expect(page.getByTestId('confirmation-number')).toHaveText(orderNumber);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
    });

    test('without JavaScript, Buy Now is a plain form post and its answer is the confirmation', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      try {
        await page.goto(`/product-detail/${products.plain.id}`);
        await page.getByRole('link', { name: 'Buy Now' }).click();
        await expect(page).toHaveURL(new RegExp(`/buy-now\\?product=${products.plain.id}$`));
        await expect(page.getByTestId('checkout-line')).toContainText(products.plain.name);
        await fillBuyer(page, '141001', 'Ludhiana');
        // No script to fill the state in from the PIN code: the buyer chooses it.
        await page.getByLabel('State', { exact: true }).selectOption('Punjab');
        await page.getByRole('button', { name: 'Place Order' }).click();
        const panel = page.getByTestId('order-confirmation');
        await expect(panel).toBeVisible();
        await expect(panel.getByTestId('confirmation-number')).toHaveText(/^SV-[0-9A-Z]+$/);
        await expect(panel.getByTestId('confirmation-items')).toContainText(`${products.plain.name} × 1`);
        await expect(panel.getByTestId('confirmation-tax')).toContainText('CGST');
        await expect(panel.getByTestId('confirmation-total')).toHaveText('₹11,800');
        await expect(panel.getByTestId('confirmation-address')).toHaveText('Shop 4, FC Road\nLudhiana 141001\nPunjab');
        await page.screenshot({ path: test.info().outputPath(`no-js-confirmation-${viewport.name}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    });

    test('the cart knows the stock: Add to Cart and "+" stop at the units left, and the checkout lowers a line over the stock', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto(`/product-detail/${products.few.id}`);
      await expect(page.getByText('Only 2 left')).toBeVisible();
      for (let i = 0; i < 2; i += 1) {
        await hydrated(page); // Add to Cart adds in place once hydrated (before, its form opens the cart page)
        const added = nextAlert(page);
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        expect(await added).toBe(`${products.few.name} added to cart!`);
        await expect(page).toHaveURL(/\/my-cart$/);
        await page.goBack();
      }
      await hydrated(page);
      const refused = nextAlert(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(await refused).toBe(`Only 2 of ${products.few.name} are left, and all are in your cart.`);
      await page.goto('/my-cart');
      const line = page.getByTestId('cart-line');
      await expect(line.getByTestId('units-left')).toHaveText('Only 2 left');
      await expect(line.getByRole('button', { name: `Increase quantity of ${products.few.name}` })).toBeDisabled();
      await page.screenshot({ path: test.info().outputPath(`cart-stock-${viewport.name}.png`), fullPage: true });

      // A cart kept from before: 5 wanted of the 2 left, and 12 of the scanner's 10.
      await seedCart(page, [
        { product: products.few, quantity: 5 },
        { product: products.plenty, quantity: 12 },
      ]);
      await page.goto('/buy-now');
      const changes = page.getByTestId('stock-changes');
      await expect(changes).toContainText(`Only 2 of ${products.few.name} left: your quantity went from 5 to 2.`);
      await expect(changes).toContainText(`Only 10 of ${products.plenty.name} left: your quantity went from 12 to 10.`);
      await expect(page.getByTestId('item-count')).toHaveText('12');
      // Said before the address is typed: above the form.
      const changesBox = await changes.boundingBox();
      const formBox = await page.getByRole('heading', { name: 'Shipping Information' }).boundingBox();
      expect(changesBox!.y).toBeLessThan(formBox!.y);
      await page.screenshot({ path: test.info().outputPath(`checkout-stock-${viewport.name}.png`), fullPage: true });
      await page.evaluate(() => localStorage.removeItem('cart'));
    });
  });
}
