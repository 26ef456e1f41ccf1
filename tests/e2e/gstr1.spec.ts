/**
 * The month's GSTR-1 on the admin Orders page, in Chromium against the production build: two
 * invoices (a registered buyer in another state, an unregistered one in the shop's state) and a
 * credit note are issued through the API, then the admin chooses the month on the Orders page and
 * sees each section's documents and sums as the JSON has them, downloads the JSON and a section's
 * CSV, at a phone's width (375 px) and a laptop's (1366 px), with nothing wider than the screen.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gstr1Texts } from '@/lib/gst/messages';
import { formatMoney, fromRupees, sumMoney } from '@/lib/money';
import { indiaToday } from '@/lib/india-date';
import { SHOP_GSTIN, adminToken, saveBusinessDetails } from './helpers/admin';

test.describe.configure({ mode: 'serial' });

const month = indiaToday().slice(0, 7);
const MONTH_LABEL = `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

async function issueDocuments(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  await saveBusinessDetails(request, token);
  const created = await request.post('/api/products', {
    headers,
    data: { name: `GSTR-1 e2e drawer ${Date.now().toString(36)}`, category: 'Cash Drawers', price: 2999, hsnCode: '8470', gstRate: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { _id?: string; product?: { _id: string } };
  const productId = body.product?._id ?? body._id!;
  const order = async (extra: Record<string, string>) => {
    const placed = await request.post('/api/orders', {
      data: {
        fullName: 'Asha Verma',
        address: 'Shop 4, FC Road',
        mobile: '9812345670',
        email: 'asha@example.in',
        cart: [{ _id: productId, quantity: 2 }],
        ...extra,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const id = ((await placed.json()) as { order: { _id: string } }).order._id;
    const issued = await request.post(`/api/orders/${id}/invoice`, { headers });
    expect(issued.status(), await issued.text()).toBe(201);
    return id;
  };
  await order({ billingState: 'Maharashtra', gstin: '27AAPFU0939F1ZV', businessName: 'Pune Pharma LLP' });
  const local = await order({ billingState: 'Punjab' });
  const note = await request.post(`/api/orders/${local}/credit-notes`, {
    headers,
    data: { lines: [{ productId, quantity: 1 }], reason: 'One drawer returned' },
  });
  expect(note.status(), await note.text()).toBe(201);
}

/** The row of a section in the summary table. */
const rowOf = (page: Page, section: keyof typeof gstr1Texts.sections) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: gstr1Texts.sections[section], exact: true }) });

test('the Orders page shows the month’s GSTR-1 per section, as the JSON has it, and downloads it', async ({ page }) => {
  await issueDocuments(page.request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/orders');
  const panel = page.getByRole('region', { name: gstr1Texts.title });
  await panel.getByLabel(gstr1Texts.month).fill(month);
  await panel.getByRole('button', { name: gstr1Texts.show }).click();
  await expect(page.getByRole('heading', { name: gstr1Texts.heading(MONTH_LABEL, SHOP_GSTIN) })).toBeVisible();

  // The figures on screen are the JSON's (other browser tests may have issued documents this month too).
  const json = (await (await page.request.get(`/api/reports/gstr1?month=${month}`)).json()) as {
    gstin: string;
    fp: string;
    b2b: Array<{ inv: unknown[] }>;
    cdnr?: Array<{ nt: unknown[] }>;
    b2cs: Array<{ txval: number }>;
    doc_issue: { doc_det: Array<{ doc_num: number; docs: Array<{ totnum: number }> }> };
  };
  expect(json.gstin).toBe(SHOP_GSTIN);
  expect(json.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
  const b2bCount = json.b2b.reduce((sum, buyer) => sum + buyer.inv.length, 0);
  expect(b2bCount).toBeGreaterThanOrEqual(1);
  await expect(rowOf(page, 'b2b').getByRole('cell').first()).toHaveText(String(b2bCount));
  await expect(rowOf(page, 'b2cs').getByRole('cell').first()).toHaveText(String(json.b2cs.length));
  const b2csTaxable = sumMoney(json.b2cs.map((row) => fromRupees(row.txval)));
  await expect(rowOf(page, 'b2cs').getByRole('cell').nth(2)).toHaveText(formatMoney(b2csTaxable, 'document'));
  const notes = (json.cdnr ?? []).reduce((sum, buyer) => sum + buyer.nt.length, 0);
  await expect(rowOf(page, 'cdnr').getByRole('cell').first()).toHaveText(String(notes));
  const invoices = json.doc_issue.doc_det.find((det) => det.doc_num === 1)!.docs[0]!;
  await expect(page.getByText(new RegExp(`^${gstr1Texts.invoices}: SV/.* ${invoices.totnum} numbers?,`))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('gstr1-1366.png'), fullPage: true });

  // The JSON for the offline tool, and a section's CSV.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: gstr1Texts.downloadJson }).click()]);
  expect(download.suggestedFilename()).toBe(`GSTR1-${SHOP_GSTIN}-${json.fp}.json`);
  const file = test.info().outputPath('gstr1.json');
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(json);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: gstr1Texts.downloadCsvOf(gstr1Texts.sections.b2b) }).click()]);
  expect(csv.suggestedFilename()).toBe(`GSTR1-${json.fp}-b2b.csv`);

  // A phone: the table becomes cards, and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(rowOf(page, 'b2b').getByRole('cell').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('gstr1-375.png'), fullPage: true });
  await page.getByRole('region', { name: gstr1Texts.title }).screenshot({ path: test.info().outputPath('gstr1-375-panel.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A month outside GST's range is explained, not a failure.
  await page.goto('/admin/orders?gstr1=2017-06');
  await expect(page.getByRole('alert').filter({ hasText: 'month must be from 2017-07' })).toBeVisible();
});
