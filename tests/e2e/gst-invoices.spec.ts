/**
 * GST end to end in Chromium against the production build: a business order from another state
 * (IGST) and one from the shop's own state (CGST + SGST) placed through the checkout, a wrong GSTIN
 * explained next to its field, both invoices issued from the admin Orders screen (the button, and
 * marking the order shipped), the PDFs downloaded by the admin and by the customer from the tracking
 * page, and their text read with pdftotext: the GSTINs, the HSN code, the taxes and the totals.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { adminTexts } from '@/components/admin/admin-texts';
import { site } from '@/content/site';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { gstMessages } from '@/lib/gst/messages';
import { taxLine } from '@/lib/gst/tax';
import { formatMoney, fromRupees, type Money } from '@/lib/money';

const documentAmount = (money: Money) => formatMoney(money, 'document');
import { rupeesInWords } from '@/lib/gst/words';
import { SHOP_GSTIN, adminToken, saveBusinessDetails } from './helpers/admin';
import { nextAlert } from './helpers/dialogs';

test.describe.configure({ mode: 'serial' });

const HSN = '84433210';
const PRICE = 11_800.5;
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const PUNJAB_GSTIN = `03AAQPK4321M1Z${gstinCheckCharacter('03AAQPK4321M1Z')}`;
const MOBILE = '9812345670';
const folder = mkdtempSync(path.join(tmpdir(), 'gst-e2e-'));

let product: { _id: string; name: string; price: number };
const placed: Record<'igst' | 'local', string> = { igst: '', local: '' };
const invoiceNumbers: Record<'igst' | 'local', string> = { igst: '', local: '' };

async function pdfText(download: Download, name: string): Promise<string> {
  const file = path.join(folder, name);
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

async function checkout(page: Page, state: string, business: { name: string; gstin: string }): Promise<string> {
  await page.goto('/');
  await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([{ ...item, quantity: 2 }])), {
    _id: product._id,
    name: product.name,
    price: product.price,
  });
  await page.goto('/buy-now');
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Address (house, street, area)').fill('Shop 4, FC Road, near the station');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('PIN Code').fill('411004');
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('State', { exact: true }).selectOption(state);
  await page.getByLabel('Business purchase: GST invoice').check();
  await page.getByLabel('Business Name').fill(business.name);
  await page.getByLabel('GSTIN').fill(business.gstin);
  const alert = nextAlert(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const text = await alert;
  expect(text.split('\n')[0]).toBe('Order placed successfully!');
  return /SV-[0-9A-Z]+/.exec(text)![0];
}

test('a product with its HSN code and GST rate', async ({ request }) => {
  const token = await adminToken(request);
  const created = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `GST e2e printer ${Date.now().toString(36)}`, category: 'POS Printer', price: PRICE, hsnCode: HSN, gstRate: 18 },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { _id?: string; product?: { _id: string } };
  product = { _id: body.product?._id ?? body._id!, name: '', price: PRICE };
  const read = (await (await request.get(`/api/products/${product._id}`)).json()) as { name: string; hsnCode: string; gstRate: number };
  expect(read).toMatchObject({ hsnCode: HSN, gstRate: 18 });
  product.name = read.name;
});

test('checkout: a GSTIN of another state or with a wrong check character is explained next to the field; a Maharashtra business order is placed', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([{ ...item, quantity: 1 }])), {
    _id: product._id,
    name: product.name,
    price: PRICE,
  });
  await page.goto('/buy-now');
  // Never preselected: the Punjab GSTIN below is checked against the state the buyer chooses.
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('');
  await page.getByLabel('State', { exact: true }).selectOption(site.tax.state);
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Address (house, street, area)').fill('Shop 4, FC Road');
  await page.getByLabel('City').fill('Pune');
  // A Punjab PIN first, so that the one thing wrong is the GSTIN's state.
  await page.getByLabel('PIN Code').fill('141001');
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('Business purchase: GST invoice').check();
  await page.getByLabel('Business Name').fill('Pune Pharma LLP');
  await page.getByLabel('GSTIN').fill(MAHARASHTRA_GSTIN);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('#checkout-gstin-error')).toHaveText(gstMessages.gstinState('Maharashtra', '27', 'Punjab'));
  await expect(page.getByLabel('GSTIN')).toBeFocused();
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  await page.getByLabel('PIN Code').fill('411004');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('#checkout-gstin-error')).toHaveText(gstMessages.gstinChecksum);

  placed.igst = await checkout(page, 'Maharashtra', { name: 'Pune Pharma LLP', gstin: MAHARASHTRA_GSTIN });
  placed.local = await checkout(page, 'Punjab', { name: 'Ludhiana Medicos', gstin: PUNJAB_GSTIN });
});

test('the admin issues one invoice with the button and the other by marking the order shipped, and downloads both PDFs', async ({ page }) => {
  const token = await adminToken(page.request);
  // The owner's Business details first: with the placeholder GSTIN a production server refuses to issue.
  await saveBusinessDetails(page.request, token);
  await page.goto(`/admin/orders?order=${placed.igst}`);
  const igstCard = page.getByRole('article').filter({ hasText: placed.igst });
  await expect(igstCard).toContainText(`GSTIN ${MAHARASHTRA_GSTIN}`);
  await igstCard.getByRole('button', { name: adminTexts.issueInvoice }).click();
  // The owner first sees what issuing does (the next number, the buyer, the amount), in a dialog.
  const issueDialog = page.getByRole('dialog', { name: adminTexts.issueTitle(placed.igst) });
  await expect(issueDialog.getByTestId('invoice-consequence')).toHaveText(/^Issues tax invoice SV\/\d{2}-\d{2}\/\d{5} to Pune Pharma LLP, ₹[\d,.]+\.$/);
  const expected = /SV\/\d{2}-\d{2}\/\d{5}/.exec((await issueDialog.getByTestId('invoice-consequence').textContent())!)![0];
  await issueDialog.getByRole('button', { name: adminTexts.issueInvoice }).click();
  await expect(issueDialog).toBeHidden();
  await expect(igstCard.getByTestId('invoice-number')).toHaveText(expected);
  invoiceNumbers.igst = (await igstCard.getByTestId('invoice-number').textContent())!;

  await page.goto(`/admin/orders?order=${placed.local}`);
  const localCard = page.getByRole('article').filter({ hasText: placed.local });
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/orders/'));
  await localCard.getByLabel(adminTexts.status).selectOption('shipped');
  // Shipping issues the invoice, so it is confirmed first; the dialog is used from the keyboard alone.
  const shipDialog = page.getByRole('dialog', { name: adminTexts.shipTitle(placed.local) });
  await expect(shipDialog.getByTestId('invoice-consequence')).toContainText('to Ludhiana Medicos');
  await expect(shipDialog.getByLabel(adminTexts.courier)).toBeFocused();
  await shipDialog.getByLabel(adminTexts.courier).selectOption('Blue Dart');
  await page.keyboard.press('Tab');
  await page.keyboard.type('BD123456789IN');
  await page.keyboard.press('Enter');
  const patch = await saved;
  expect(patch.ok()).toBe(true);
  expect(patch.request().postDataJSON()).toEqual({ status: 'shipped', courier: 'bluedart', consignmentNumber: 'BD123456789IN' });
  await expect(localCard.getByTestId('invoice-number')).toHaveText(/^SV\/\d{2}-\d{2}\/\d{5}$/);
  invoiceNumbers.local = (await localCard.getByTestId('invoice-number').textContent())!;
  // Consecutive: the second invoice has the next number.
  expect(Number(invoiceNumbers.local.slice(-5))).toBe(Number(invoiceNumbers.igst.slice(-5)) + 1);

  const unitPaise = fromRupees(PRICE);
  const inter = taxLine({ unitPaise, quantity: 2, rate: 18 }, 'inter-state');
  const intra = taxLine({ unitPaise, quantity: 2, rate: 18 }, 'intra-state');

  const downloadLocal = page.waitForEvent('download');
  await localCard.getByRole('link', { name: adminTexts.downloadInvoice }).click();
  const local = await pdfText(await downloadLocal, 'local.pdf');
  expect(local).toContain('TAX INVOICE');
  expect(local).toContain(invoiceNumbers.local);
  expect(local).toContain(SHOP_GSTIN);
  expect(local).toContain(PUNJAB_GSTIN);
  expect(local).toContain(HSN);
  expect(local).toContain('Place of supply: Punjab (state code 03)');
  expect(local).toMatch(new RegExp(`CGST \\(Rs\\.\\)\\s+${documentAmount(intra.cgst)}`));
  expect(local).toMatch(new RegExp(`SGST \\(Rs\\.\\)\\s+${documentAmount(intra.sgst)}`));
  expect(local).toMatch(new RegExp(`Total taxable value \\(Rs\\.\\)\\s+${documentAmount(intra.taxableValue)}`));
  expect(local).toMatch(new RegExp(`Invoice total \\(Rs\\.\\)\\s+${documentAmount(intra.amount)}`));
  expect(local).not.toContain('IGST (Rs.)');
  expect(local).toContain(rupeesInWords(intra.amount));
  expect(local).toContain('Authorised Signatory');

  await page.goto(`/admin/orders?order=${placed.igst}`);
  const downloadIgst = page.waitForEvent('download');
  await page.getByRole('article').filter({ hasText: placed.igst }).getByRole('link', { name: adminTexts.downloadInvoice }).click();
  const igst = await pdfText(await downloadIgst, 'igst.pdf');
  expect(igst).toContain(invoiceNumbers.igst);
  expect(igst).toContain(SHOP_GSTIN);
  expect(igst).toContain(MAHARASHTRA_GSTIN);
  expect(igst).toContain(HSN);
  expect(igst).toContain('Place of supply: Maharashtra (state code 27)');
  expect(igst).toMatch(new RegExp(`IGST \\(Rs\\.\\)\\s+${documentAmount(inter.igst)}`));
  expect(igst).toMatch(new RegExp(`Invoice total \\(Rs\\.\\)\\s+${documentAmount(inter.amount)}`));
  expect(igst).not.toContain('CGST (Rs.)');
  expect(igst).toContain(rupeesInWords(inter.amount));
});

test('the customer downloads the invoice from the tracking page with the order number and mobile', async ({ page }) => {
  await page.goto('/track-order');
  await page.getByRole('main').getByLabel('Order or ticket number').fill(placed.igst);
  await page.getByRole('main').getByLabel('Mobile number').fill(MOBILE);
  await page.getByRole('main').getByRole('button', { name: 'Track' }).click();
  const form = page.getByTestId('invoice-download');
  await expect(form).toContainText(invoiceNumbers.igst);
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download tax invoice (PDF)' }).click();
  const text = await pdfText(await download, 'customer.pdf');
  expect(text).toContain(invoiceNumbers.igst);
  expect(text).toContain(MAHARASHTRA_GSTIN);
});

test('the tracking page download works before hydration (no JavaScript)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/track-order');
  await page.getByRole('main').getByLabel('Order or ticket number').fill(placed.local);
  await page.getByRole('main').getByLabel('Mobile number').fill(MOBILE);
  await page.getByRole('main').getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('invoice-download')).toContainText(invoiceNumbers.local);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click();
  expect(await pdfText(await download, 'no-js.pdf')).toContain(invoiceNumbers.local);
  await context.close();
});
