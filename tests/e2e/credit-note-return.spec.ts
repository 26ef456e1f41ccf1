/**
 * A credit note for returned units from the admin Orders screen, in Chromium against the production
 * build, on a phone (375 px) and a laptop (1366 px): an invoiced order's card offers "Credit returned
 * units"; the form bounds each line by what is left and wants a reason; a confirmation shows what the
 * note credits; then the card shows the note's number and its PDF, which reads as a credit note
 * against the invoice, and the units are back in stock.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminTexts } from '@/components/admin/admin-texts';
import { adminToken, saveBusinessDetails } from './helpers/admin';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PRICE = 4_999.5;
const STOCK = 20;
const folder = mkdtempSync(path.join(tmpdir(), 'credit-note-e2e-'));

let product = { id: '', name: '' };

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1366, height: 900 },
];

async function authorization(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

/** An order of 3 units placed and invoiced through the API: its id, number and invoice number. */
async function invoicedOrder(request: APIRequestContext): Promise<{ id: string; orderNumber: string; invoiceNumber: string }> {
  const placed = await request.post('/api/orders', {
    data: {
      fullName: 'Harpreet Kaur',
      address: '12 Model Town, Ludhiana 141001',
      billingState: 'Punjab',
      mobile: '9812345671',
      email: 'harpreet@example.in',
      paymentMethod: 'COD',
      cart: [{ _id: product.id, quantity: 3 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
  const issued = await request.post(`/api/orders/${order._id}/invoice`, { headers: await authorization(request) });
  expect(issued.status(), await issued.text()).toBe(201);
  const { invoiceNumber } = (await issued.json()) as { invoiceNumber: string };
  return { id: order._id, orderNumber: order.orderNumber, invoiceNumber };
}

async function stockOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`/api/products/${product.id}`)).json()) as { stock: number }).stock;
}

test.beforeAll(async ({ request }) => {
  const headers = await authorization(request);
  // A production server issues no tax document under the placeholder GSTIN.
  await saveBusinessDetails(request, await adminToken(request));
  const name = `Returnable receipt printer ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    headers,
    data: { name, category: 'POS Printer', price: PRICE, hsnCode: '84433210', gstRate: 18, stock: STOCK },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { _id?: string; product?: { _id: string } };
  product = { id: body.product?._id ?? body._id!, name };
});

test.afterAll(async ({ request }) => {
  if (product.id) await request.delete(`/api/products/${product.id}`, { headers: await authorization(request) });
});

for (const viewport of VIEWPORTS) {
  test(`${viewport.name} (${viewport.width} px): the owner credits 2 of 3 returned units, with a reason, and downloads the note`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    await adminToken(page.request);
    const order = await invoicedOrder(page.request);
    const before = await stockOf(page.request);

    await page.goto(`/admin/orders?order=${order.orderNumber}`);
    const card = page.getByRole('article').filter({ hasText: order.orderNumber });
    await expect(card.getByTestId('invoice-number')).toHaveText(order.invoiceNumber);
    await card.getByRole('button', { name: adminTexts.creditReturn }).click();

    const units = card.getByLabel(adminTexts.creditUnits(product.name));
    await expect(units).toHaveAttribute('max', '3');
    // Nothing entered: both problems are said, next to their fields, and nothing is sent.
    await card.getByRole('button', { name: adminTexts.creditReview }).click();
    await expect(card.getByText(adminTexts.creditNoUnits)).toBeVisible();
    await expect(card.getByText(adminTexts.creditReasonRequired)).toBeVisible();
    await expect(units).toBeFocused();
    // More than were invoiced.
    await units.fill('4');
    await card.getByLabel(adminTexts.creditReason).fill('Two printers returned unused');
    await card.getByRole('button', { name: adminTexts.creditReview }).click();
    await expect(card.getByText(adminTexts.creditWholeUnits(product.name, 3))).toBeVisible();
    await units.fill('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`credit-form-${viewport.name}.png`), fullPage: true });

    await card.getByRole('button', { name: adminTexts.creditReview }).click();
    const dialog = page.getByRole('dialog', { name: adminTexts.creditConfirmTitle(order.orderNumber) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`2 × ${product.name}: ₹9,999`);
    await expect(dialog).toContainText(`against tax invoice ${order.invoiceNumber}`);
    await page.screenshot({ path: test.info().outputPath(`credit-confirm-${viewport.name}.png`) });
    await dialog.getByRole('button', { name: adminTexts.creditIssue }).click();
    await expect(dialog).toBeHidden();

    const issued = card.getByTestId('credit-note-issued');
    await expect(issued).toContainText(/Credit note CN\/\d{2}-\d{2}\/\d{5} issued\./);
    const number = /CN\/\d{2}-\d{2}\/\d{5}/.exec((await issued.textContent())!)![0];
    // The page is read again: the note is listed, and one unit is left to credit.
    const pdfLink = issued.getByRole('link', { name: adminTexts.downloadCreditNoteLabel(number) });
    await expect(pdfLink).toBeVisible();
    await expect(card.getByTestId('credit-note')).toContainText(number);
    await card.getByRole('button', { name: adminTexts.creditReturn }).click();
    await expect(card.getByLabel(adminTexts.creditUnits(product.name))).toHaveAttribute('max', '1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`credit-issued-${viewport.name}.png`), fullPage: true });

    const download = page.waitForEvent('download');
    await pdfLink.click();
    const file = path.join(folder, `${viewport.name}.pdf`);
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(number);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('Two printers returned unused');
    expect(text).toMatch(/Credit note total \(Rs\.\)\s+9,999\.00/);

    // The two units are back in stock, once.
    expect(await stockOf(page.request)).toBe(before + 2);
    await context.close();
  });
}
