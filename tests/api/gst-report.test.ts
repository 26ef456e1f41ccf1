import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { GET as EXPORT } from '@/app/api/orders/export/route';
import { POST as PLACE } from '@/app/api/orders/route';
import { GET as REPORT } from '@/app/api/reports/gst/route';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { indiaToday } from '@/lib/india-date';
import { EXPORT_COLUMNS } from '@/lib/server/orders/orders-csv';
import type { GstReport } from '@/lib/server/tax/gst-report';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let token: string;
let products: string[];
const punjabGstin = `03ABCDE1234F1Z${gstinCheckCharacter('03ABCDE1234F1Z')}`;
const maharashtraGstin = '27AAPFU0939F1ZV';

beforeEach(async () => {
  await clearCollections();
  const created = await ProductModel.create([
    { name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '84433210', gstRate: 18 },
    { name: 'Barcode Scanner', category: 'Barcode Scanners', price: 2150.35, hsnCode: '8471', gstRate: 28 },
    { name: 'Paper Rolls', category: 'Consumables', price: 45.99, hsnCode: '4811', gstRate: 12 },
    { name: 'Manual', category: 'Spares', price: 99.01, hsnCode: '4901', gstRate: 0 },
  ]);
  products = created.map((product) => String(product._id));
  ({ token } = await signedInAdmin());
});

async function placeAndIssue(change: Record<string, unknown>, cart: Array<[number, number]>): Promise<string> {
  const placed = await PLACE(
    request('/api/orders', {
      method: 'POST',
      body: {
        fullName: 'Buyer',
        address: 'Somewhere',
        billingState: 'Punjab',
        mobile: '9876543210',
        email: 'buyer@example.in',
        cart: cart.map(([product, quantity]) => ({ _id: products[product], quantity })),
        ...change,
      },
    }),
  );
  expect(placed.status).toBe(201);
  const id = ((await bodyOf(placed)).order as { _id: string })._id;
  expect((await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id))).status).toBe(201);
  return id;
}

const report = async (query: string, auth = true) => REPORT(request(`/api/reports/gst${query}`, auth ? { token } : {}));

describe('GET /api/reports/gst: the monthly summary', () => {
  it('sums taxable value and CGST/SGST/IGST by rate, B2B by GSTIN and B2C by place of supply, equal to the invoices’ sums', async () => {
    await placeAndIssue({ billingState: 'Maharashtra', gstin: maharashtraGstin, businessName: 'Pune Pharma LLP' }, [
      [0, 2],
      [1, 3],
    ]);
    await placeAndIssue({ billingState: 'Maharashtra', gstin: maharashtraGstin, businessName: 'Pune Pharma LLP' }, [[2, 7]]);
    await placeAndIssue({ billingState: 'Punjab', gstin: punjabGstin, businessName: 'Verma Traders' }, [
      [0, 1],
      [2, 13],
      [3, 1],
    ]);
    await placeAndIssue({ billingState: 'Delhi' }, [[1, 1]]);
    await placeAndIssue({ billingState: 'punjab' }, [
      [0, 1],
      [1, 1],
    ]);
    const cancelledId = await placeAndIssue({ billingState: 'Punjab' }, [[0, 5]]);
    await PATCH(request(`/api/orders/${cancelledId}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(cancelledId));

    const month = indiaToday().slice(0, 7);
    const response = await report(`?month=${month}`);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as GstReport;

    // The invoices' own sums, straight from the database.
    const orders = await OrderModel.find({ 'invoice.number': mongoose.trusted({ $exists: true }) }).lean();
    const live = orders.filter((order) => order.status !== 'cancelled');
    const lines = live.flatMap((order) => order.invoice!.tax.lines);
    const sum = (pick: (line: (typeof lines)[number]) => number, of = lines) => of.reduce((total, line) => total + pick(line), 0) / 100;
    // The cancelled order's invoice stays in its month; the credit note issued the same month reverses it.
    const cancelledNumber = orders.find((order) => String(order._id) === cancelledId)!.invoice!.number;
    expect(summary.invoices.count).toBe(6);
    expect(summary.cancelled).toEqual([]);
    expect(summary.creditNotes.notes.map((note) => [note.invoiceNumber, note.gstin, note.placeOfSupply])).toEqual([[cancelledNumber, null, 'Punjab']]);
    expect(summary.totals).toEqual({
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      total: sum((line) => line.amount),
    });
    expect(summary.totals.total).toBe(live.reduce((total, order) => total + Math.round(order.totalAmount * 100), 0) / 100);
    expect(summary.byRate.map((row) => row.rate)).toEqual([0, 5, 12, 18, 28].filter((rate) => lines.some((line) => line.rate === rate)));
    for (const row of summary.byRate) {
      const at = lines.filter((line) => line.rate === row.rate);
      expect(row.taxableValue).toBe(sum((line) => line.taxableValue, at));
      expect(row.cgst + row.sgst + row.igst).toBeCloseTo(
        sum((line) => line.cgst + line.sgst + line.igst, at),
        6,
      );
    }
    // The parts add up to the whole.
    const paise = (value: number) => Math.round(value * 100);
    const partsTaxable =
      summary.b2b.reduce((total, buyer) => total + paise(buyer.totals.taxableValue), 0) +
      paise(summary.b2c.totals.taxableValue) +
      paise(summary.creditNotes.totals.taxableValue);
    expect(partsTaxable).toBe(paise(summary.totals.taxableValue));

    expect(summary.b2b.map((buyer) => [buyer.gstin, buyer.invoices])).toEqual([
      [punjabGstin, 1],
      [maharashtraGstin, 2],
    ]);
    const maharashtra = summary.b2b.find((buyer) => buyer.gstin === maharashtraGstin)!;
    expect(maharashtra.totals.cgst + maharashtra.totals.sgst).toBe(0);
    expect(maharashtra.totals.igst).toBeGreaterThan(0);
    const punjab = summary.b2b.find((buyer) => buyer.gstin === punjabGstin)!;
    expect(punjab.totals.igst).toBe(0);
    expect(punjab.byRate.find((row) => row.rate === 0)).toMatchObject({ taxableValue: 99.01, cgst: 0, sgst: 0 });
    expect(summary.b2c.byPlaceOfSupply.map((row) => [row.placeOfSupply, row.rate])).toEqual([
      ['Punjab', 18],
      ['Punjab', 28],
      ['Delhi', 28],
    ]);

    const csv = await report(`?month=${month}&format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="gst-summary-${month}.csv"`);
    const text = await csv.text();
    expect(text).toContain(`B2B,${maharashtraGstin},Pune Pharma LLP,18%,1,`);
    expect(text).toContain(`\r\nTotal,,,,6,${summary.totals.taxableValue.toFixed(2)},${summary.totals.cgst.toFixed(2)},${summary.totals.sgst.toFixed(2)},`);
    expect(text).toContain(`\r\nCredit note B2C,Punjab (03),CN/`);
    expect(text).toContain(` against ${cancelledNumber},18%,,-`);
  });

  it('counts the month in India time', async () => {
    const id = await placeAndIssue({ billingState: 'Delhi' }, [[0, 1]]);
    await OrderModel.updateOne({ _id: id }, { $set: { 'invoice.issuedAt': new Date('2026-10-31T18:30:00Z') } });
    expect(((await (await report('?month=2026-11')).json()) as GstReport).invoices.count).toBe(1);
    expect(((await (await report('?month=2026-10')).json()) as GstReport).invoices.count).toBe(0);
    await OrderModel.updateOne({ _id: id }, { $set: { 'invoice.issuedAt': new Date('2026-10-31T18:29:59Z') } });
    expect(((await (await report('?month=2026-10')).json()) as GstReport).invoices.count).toBe(1);
  });

  it('400 naming the field for a bad month or format; 401 without a session', async () => {
    for (const query of ['', '?month=2026-13', '?month=2026-1', '?month=nov']) {
      const response = await report(query);
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).errors).toHaveProperty('month');
    }
    // Months before GST began (July 2017) or after December of next year: 400, never a 500.
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const month of ['0000-01', '2017-06', '9999-12', `${nextYear + 1}-01`]) {
      const response = await report(`?month=${month}`);
      expect(response.status, month).toBe(400);
      expect((await bodyOf(response)).errors).toHaveProperty('month');
    }
    for (const month of ['2017-07', `${nextYear}-12`]) expect((await report(`?month=${month}`)).status, month).toBe(200);
    const badFormat = await report('?month=2026-11&format=xls');
    expect(badFormat.status).toBe(400);
    expect((await bodyOf(badFormat)).errors).toHaveProperty('format');
    expect((await report('?month=2026-11', false)).status).toBe(401);
  });
});

describe('the orders CSV carries the tax columns', () => {
  it('billing state, GSTIN, business name, invoice number and date, and per line HSN, rate, taxable value and taxes', async () => {
    await placeAndIssue({ billingState: 'Maharashtra', gstin: maharashtraGstin, businessName: 'Pune Pharma LLP' }, [
      [0, 2],
      [1, 1],
    ]);
    const today = indiaToday();
    const response = await EXPORT(request(`/api/orders/export?from=${today}&to=${today}`, { token }));
    const rows = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    const at = (name: string) => EXPORT_COLUMNS.indexOf(name as (typeof EXPORT_COLUMNS)[number]);
    const [first, second] = rows.slice(1);
    expect(first![at('Billing state')]).toBe('Maharashtra');
    expect(first![at('GSTIN')]).toBe(maharashtraGstin);
    expect(first![at('Invoice number')]).toMatch(/^SV\/\d{2}-\d{2}\/00001$/);
    expect([first![at('HSN')], first![at('GST rate')], first![at('Taxable value')], first![at('CGST')], first![at('IGST')]]).toEqual([
      '84433210',
      '18%',
      '12711.02',
      '0.00',
      '2287.98',
    ]);
    expect([second![at('HSN')], second![at('GST rate')]]).toEqual(['8471', '28%']);
  });
});
