/**
 * Customer tools end to end, at desktop and phone widths: the header search, the order notice after
 * checkout with its tracking and WhatsApp links, tracking an order and a repair, booking a repair,
 * the same forms with JavaScript off, the admin's Service Requests page, and axe scans of the pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { adminToken, saveBusinessDetails } from './helpers/admin';
import { nextAlert } from './helpers/dialogs';

interface ApiProduct {
  _id: string;
  name: string;
  price?: number;
  images: string[];
}

const buyer = { fullName: 'Asha Verma', address: 'Shop 4, Ghumar Mandi, Ludhiana 141001', mobile: '9876543210', email: 'asha@example.in' };

async function pricedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as ApiProduct[]).find((candidate) => typeof candidate.price === 'number');
  if (!product) throw new Error('no priced product in the catalogue');
  return product;
}

async function placeOrder(request: APIRequestContext): Promise<{ orderNumber: string; product: ApiProduct }> {
  const product = await pricedProduct(request);
  const response = await request.post('/api/orders', { data: { ...buyer, paymentMethod: 'COD', cart: [{ _id: product._id, quantity: 2 }] } });
  expect(response.status(), await response.text()).toBe(201);
  return { orderNumber: ((await response.json()) as { order: { orderNumber: string } }).order.orderNumber, product };
}

function workingDay(): string {
  let date = addDays(indiaToday(), 2);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');

async function trackOnPage(page: Page, number: string, mobile: string) {
  await page.goto('/track-order');
  await main(page).getByLabel('Order or ticket number').fill(number);
  await main(page).getByLabel('Mobile number').fill(mobile);
  await main(page).getByRole('button', { name: 'Track' }).click();
}

async function bookRepair(page: Page, visit: 'Drop-off at the shop' | 'On-site visit' = 'Drop-off at the shop'): Promise<string> {
  await page.goto('/service-request');
  const form = main(page);
  await form.getByLabel('Name').fill('Gurpreet Kaur');
  await form.getByLabel('Mobile').fill('9812345678');
  await form.getByLabel('Device type').selectOption('Receipt printer');
  await form.getByLabel('Brand and model').fill('TVS RP 3200 Star');
  await form.getByLabel('Problem description').fill('Prints faded receipts.');
  await form.getByRole('radio', { name: visit }).check();
  if (visit === 'On-site visit') await form.getByLabel('Address (for an on-site visit)').fill('Shop 4, Ghumar Mandi');
  await form.getByLabel('Preferred date').fill(workingDay());
  await form.getByRole('button', { name: 'Book the repair' }).click();
  const ticket = page.getByTestId('service-ticket');
  await expect(ticket).toContainText('We will call you within one working day');
  const ticketNumber = /SR-[0-9A-Z]{7}/.exec((await ticket.textContent()) ?? '')?.[0];
  expect(ticketNumber).toBeTruthy();
  return ticketNumber as string;
}

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`customer tools at ${width} width`, () => {
    test.use({ viewport });

    test('the header search finds products on a server-rendered, noindex page; nonsense finds nothing', async ({ page }) => {
      await page.goto('/about');
      const search = page.getByRole('search', { name: 'Site search' });
      await search.getByLabel('Search products').fill('  Printer ');
      await search.getByLabel('Search products').press('Enter');
      await expect(page).toHaveURL(/\/search\?q=\+*Printer/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “Printer”');
      await expect(page.getByTestId('product-grid').getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // Pattern characters are only separators: this asks for the word prefix "qqzx", which nothing has.
      await page.goto('/search?q=.*%20(%20%24qqzx');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Search results for “.* ( $qqzx”');
      await expect(main(page).getByText('No products found')).toBeVisible();
    });

    test('after checkout, Products shows the order number with Track this order and the WhatsApp link, and tracking shows the order', async ({
      page,
      request,
    }) => {
      const product = await pricedProduct(request);
      await page.goto('/');
      await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([{ ...item, quantity: 1 }])), {
        _id: product._id,
        name: product.name,
        price: product.price,
        image: product.images[0],
      });
      await page.goto('/buy-now');
      await page.getByLabel('Full Name').fill(buyer.fullName);
      await page.getByLabel('Address (house, street, area)').fill('Shop 4, Ghumar Mandi');
      await page.getByLabel('City').fill('Ludhiana');
      await page.getByLabel('PIN Code').fill('141001');
      await page.getByLabel('Mobile Number').fill(buyer.mobile);
      await page.getByLabel('Email').fill(buyer.email);
      const alert = nextAlert(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      expect(await alert).toMatch(/Your order number is SV-[0-9A-Z]{7}\./);
      await expect(page).toHaveURL(/\/products$/);

      const notice = page.getByTestId('placed-order-notice');
      await expect(notice).toBeVisible();
      const orderNumber = /SV-[0-9A-Z]{7}/.exec((await notice.textContent()) ?? '')?.[0] as string;
      expect(orderNumber).toBeTruthy();
      expect(page.url()).not.toContain(orderNumber);
      const whatsApp = notice.getByRole('link', { name: /Send on WhatsApp/ });
      const href = (await whatsApp.getAttribute('href')) ?? '';
      expect(href.startsWith(`https://wa.me/${site.whatsappNumber}?text=`)).toBe(true);
      const text = new URL(href).searchParams.get('text') ?? '';
      expect(text).toContain(orderNumber);
      expect(text).toContain(`${product.name} × 1`);
      expect(text).toContain('Payment: Cash on delivery');
      expect(text).toContain(`/track-order?number=${orderNumber}`);

      await notice.getByRole('link', { name: 'Track this order' }).click();
      await expect(page).toHaveURL(new RegExp(`/track-order\\?number=${orderNumber}$`));
      await expect(main(page).getByLabel('Order or ticket number')).toHaveValue(orderNumber);
      await main(page).getByLabel('Mobile number').fill(buyer.mobile);
      await main(page).getByRole('button', { name: 'Track' }).click();
      const result = page.getByTestId('tracked-order');
      await expect(result.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
      await expect(result.getByTestId('tracked-status')).toHaveText('Placed');
      await expect(result.getByRole('cell', { name: product.name })).toBeVisible();
      await expect(result.getByTestId('tracked-payment')).toHaveText('Cash on delivery, to be paid on delivery');
      await expect(result.getByRole('link', { name: /Send order details on WhatsApp/ })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${site.whatsappNumber}\\?text=.*${orderNumber}`),
      );
      await expect(page.getByText(buyer.email)).toHaveCount(0);
      await expect(page.getByText(buyer.address)).toHaveCount(0);
    });

    test("a wrong mobile gets the no-match message; the shop's status change shows on the timeline with its date", async ({ page, request }) => {
      const { orderNumber } = await placeOrder(request);
      await trackOnPage(page, orderNumber.toLowerCase(), '9000000000');
      await expect(page.getByTestId('track-message')).toHaveText('No order matches that order number and mobile number.');

      const token = await adminToken(request);
      const orders = (await (await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{
        _id: string;
        orderNumber: string;
      }>;
      const id = orders.find((order) => order.orderNumber === orderNumber)?._id;
      // Shipping issues the tax invoice, which a production server does only under the owner's real GSTIN.
      await saveBusinessDetails(request, token);
      const patch = await request.patch(`/api/orders/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'shipped' } });
      expect(patch.ok(), await patch.text()).toBe(true);

      await trackOnPage(page, orderNumber, buyer.mobile);
      const timeline = page.getByTestId('status-timeline');
      await expect(page.getByTestId('tracked-status')).toHaveText('Shipped');
      await expect(timeline.getByRole('listitem')).toHaveCount(4);
      await expect(timeline.getByRole('listitem').nth(2)).toContainText(/Shipped\s*\d{1,2} \w{3} \d{4}/);
      // Shipped straight from Placed: the step it passed over says so, rather than "Not yet".
      await expect(timeline.getByRole('listitem').nth(1)).toContainText('Skipped');
      await expectNoSeriousA11yViolations(page);
    });

    test('booking a repair gives an SR- ticket that /track-order follows with the same mobile', async ({ page }) => {
      const ticketNumber = await bookRepair(page, 'On-site visit');
      await trackOnPage(page, ticketNumber, '9812345678');
      const result = page.getByTestId('tracked-repair');
      await expect(result.getByRole('heading', { name: `Repair ${ticketNumber}` })).toBeVisible();
      await expect(result.getByTestId('tracked-status')).toHaveText('Received');
      await expect(page.getByText('Shop 4, Ghumar Mandi')).toHaveCount(0);
    });

    test('the repair form keeps what was typed and says what to fix: on-site without an address, no description', async ({ page }) => {
      await page.goto('/service-request');
      const form = main(page);
      await form.getByLabel('Name').fill('Gurpreet Kaur');
      await form.getByLabel('Mobile').fill('98123');
      await form.getByRole('radio', { name: 'On-site visit' }).check();
      await form.getByRole('button', { name: 'Book the repair' }).click();
      await expect(form.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
      await expect(form.getByText('An on-site visit needs the address where we should come.')).toBeVisible();
      await expect(form.getByText('Problem description is required.')).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('Gurpreet Kaur');
      await expect(form.getByRole('radio', { name: 'On-site visit' })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('search, tracking and booking work as plain HTML forms', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('search', { name: 'Site search' }).getByLabel('Search products').fill('printer');
    await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=printer$/);
    await expect(page.getByTestId('product-grid').getByRole('listitem').first()).toBeVisible();

    const { orderNumber } = await placeOrder(request);
    await trackOnPage(page, ` ${orderNumber.toLowerCase()} `, buyer.mobile);
    await expect(page.getByTestId('tracked-order').getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await trackOnPage(page, orderNumber, '1234');
    await expect(page.getByText('Please enter the 10-digit mobile number you gave us.')).toBeVisible();

    const ticketNumber = await bookRepair(page);
    await trackOnPage(page, ticketNumber, '9812345678');
    await expect(page.getByTestId('tracked-repair').getByTestId('tracked-status')).toHaveText('Received');
  });
});

test('the admin moves a repair along and notes it; the customer sees the status, never the note; the dashboard counts open requests', async ({ page }) => {
  const ticketNumber = await bookRepair(page);
  await adminToken(page.request);
  await page.goto('/admin');
  const open = Number(await page.getByTestId('open-service-requests').textContent());
  expect(open).toBeGreaterThanOrEqual(1);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Service Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Requests' })).toBeVisible();
  const row = page.getByTestId('service-request-row').filter({ hasText: ticketNumber });
  await row.getByLabel(`Status of ${ticketNumber}`).selectOption('ready');
  await row.getByRole('button', { name: `Save status of ${ticketNumber}` }).click();
  await expect(row.getByText('Status saved.')).toBeVisible();
  await row.getByLabel(`Internal note on ${ticketNumber}`).fill('Head cleaned; customer prefers evening pickup.');
  await row.getByRole('button', { name: `Add note to ${ticketNumber}` }).click();
  await expect(row.getByText('Head cleaned; customer prefers evening pickup.')).toBeVisible();
  await expect(row.getByRole('listitem').filter({ hasText: 'Ready for pickup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await trackOnPage(page, ticketNumber, '9812345678');
  await expect(page.getByTestId('tracked-status')).toHaveText('Ready for pickup');
  await expect(page.getByText('Head cleaned')).toHaveCount(0);
});

test('axe: no serious or critical violations on /search, /track-order and /service-request', async ({ page }) => {
  for (const path of ['/search?q=printer', '/track-order', '/service-request']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

test('signed out, the Service Requests page goes to the login and its API answers 401', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/service-requests');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/service-requests')).status()).toBe(401);
  await context.close();
});
