/**
 * Details a shopper or an owner sees on a phone (375 px) and a desktop (1366 px): the admin's Service
 * Requests page no wider than the screen, the floating WhatsApp button clear of every card's Add to
 * Cart and Buy Now, order and ticket numbers never broken at their hyphen, and a listing page past the
 * last one titled as the 404 it is.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { messages } from '@/lib/messages';
import { adminToken } from './helpers/admin';

const widths = [375, 1366] as const;

function workingDay(): string {
  let date = addDays(indiaToday(), 2);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** How many lines an inline element is laid out on. */
const lines = (element: Locator) => element.evaluate((node) => node.getClientRects().length);

test('/admin/service-requests is no wider than the screen; its table scrolls inside its own box', async ({ page }) => {
  await adminToken(page.request);
  const booked = await page.request.post('/api/service-requests', {
    data: {
      name: 'Gurpreet Kaur',
      mobile: '9812345678',
      email: 'gurpreet.kaur.long.address@example.com',
      deviceType: 'Receipt printer',
      brandModel: 'TVS RP 3200 Star',
      problem: 'Prints faded receipts after the roll is changed, and the cutter jams twice a day.',
      visit: 'on-site',
      address: 'Shop 4, Ghumar Mandi, Ludhiana',
      billingState: 'Punjab',
      preferredDate: workingDay(),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { ticketNumber } = (await booked.json()) as { ticketNumber: string };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/service-requests');
    const row = page.getByTestId('service-request-row').filter({ hasText: ticketNumber });
    await expect(row).toBeVisible();
    expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
    expect(await lines(row.getByText(ticketNumber, { exact: true }))).toBe(1);
    await page.screenshot({ path: test.info().outputPath(`service-requests-${width}.png`) });
  }
});

test.describe('the floating WhatsApp button at 375 px', () => {
  for (const path of ['/products', '/search?q=printer']) {
    test(`${path}: never over a card's Add to Cart or Buy Now, however the page is scrolled`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      const chat = await page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }).boundingBox();
      if (!chat) throw new Error('no WhatsApp button');
      // A tap target of at least 24 x 24 px.
      expect(Math.min(chat.width, chat.height)).toBeGreaterThanOrEqual(24);
      const buttons = page
        .getByTestId('product-grid')
        .locator('button, a')
        .filter({ hasText: /^(Add to Cart|Buy Now)$/ });
      expect(await buttons.count()).toBeGreaterThan(1);
      // The button is fixed and the cards scroll under it: keeping their columns apart keeps them apart at every scroll.
      for (const button of await buttons.all()) {
        const box = await button.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0), (await button.textContent()) ?? '').toBeLessThanOrEqual(chat.x);
      }
      // The first card's Buy Now, where it lands on the first screen and scrolled to the bottom edge, is tappable.
      const buyNow = page.getByTestId('product-grid').getByRole('link', { name: 'Buy Now' }).first();
      await buyNow.click({ trial: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.wheel(0, 120);
      await buyNow.click({ trial: true });
      await page.screenshot({ path: test.info().outputPath(`whatsapp-375-${path.replace(/\W+/g, '-')}.png`) });
    });
  }
});

test('an order number stays on one line, on the tracking page, the admin orders and the dashboard', async ({ page }) => {
  const [product] = (await (await page.request.get('/api/products?limit=1')).json()) as Array<{ _id: string }>;
  const buyer = {
    fullName: 'Harpreet Singh',
    address: 'Shop 7, Ghumar Mandi, Ludhiana',
    billingState: 'Punjab',
    mobile: '9876543210',
    email: 'harpreet@example.com',
  };
  const placed = await page.request.post('/api/orders', {
    data: { ...buyer, paymentMethod: 'Online', transactionId: 'UPI-E2E-7373', cart: [{ _id: product?._id, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = ((await placed.json()) as { order: { orderNumber: string } }).order;
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto(`/track-order?number=${orderNumber}`);
  await page.getByRole('main').getByLabel('Mobile number').fill(buyer.mobile);
  await page.getByRole('main').getByRole('button', { name: 'Track' }).click();
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  expect(await lines(tracked.getByText(orderNumber, { exact: true }))).toBe(1);
  await expect(tracked.getByTestId('tracked-payment')).toHaveText('UPI, payment not yet confirmed by the shop');
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  await adminToken(page.request);
  await page.goto(`/admin/orders?order=${orderNumber}`);
  const heading = page.getByRole('heading', { name: new RegExp(orderNumber) });
  await expect(heading).toBeVisible();
  expect(await lines(heading.getByText(orderNumber, { exact: true }))).toBe(1);
  await page.goto('/admin');
  const link = page.getByRole('link', { name: orderNumber, exact: true });
  await expect(link).toBeVisible();
  expect(await lines(link)).toBe(1);
  await page.screenshot({ path: test.info().outputPath('dashboard-375.png'), fullPage: true });
});

test('a listing page past the last one is a 404 titled as one, in the browser too', async ({ page }) => {
  for (const path of ['/products/page/99', '/products/label-printers/page/99']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle(`${messages.site.notFoundTitle} | ${site.name}`);
    await expect(page.getByText('Ouch, looks like you found our 404 page')).toBeVisible();
  }
  // A real second page keeps its own title.
  await page.goto('/products/page/2');
  await expect(page).toHaveTitle(`All Products - Page 2 | ${site.name}`);
});
