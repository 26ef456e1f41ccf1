/**
 * GSTR-1 from the shop's documents: a month (August 2026, India time) with every kind of document,
 * compared with figures worked out by hand below. The shop is in Punjab (03).
 *
 * Products (GST-inclusive prices): Receipt Printer Rs 7,499.50 at 18% (HSN 84433210), Cash Drawer
 * Rs 2,999.00 at 5% (HSN 8470), Currency Counter Rs 59,000.00 at 18% (HSN 8472). Per line (paise):
 * taxable = round(amount x 100 / (100 + rate)), tax = amount - taxable; same state: SGST = floor(tax / 2),
 * CGST = the rest; another state: IGST = tax.
 *
 *   1 printer   749,950 -> taxable   635,551, tax 114,399 (CGST 57,200 + SGST 57,199, or IGST)
 *   2 printers 1,499,900 -> taxable 1,271,102, tax 228,798 (CGST 114,399 + SGST 114,399)
 *   1 drawer    299,900 -> taxable   285,619, tax  14,281
 *   2 drawers   599,800 -> taxable   571,238, tax  28,562 (CGST 14,281 + SGST 14,281)
 *   3 drawers   899,700 -> taxable   856,857, tax  42,843
 *   2 counters 11,800,000 -> taxable 10,000,000, tax 1,800,000
 *
 * Invoice series (financial year 26-27):
 *   SV/26-27/00001 30 Jul  B2CS Punjab, 1 drawer                     (July: not in August)
 *   SV/26-27/00002 03 Aug  B2B Punjab GSTIN, 2 printers              (intra-state)
 *   SV/26-27/00003 04 Aug  B2B Maharashtra GSTIN, 1 printer + 3 drawers (inter-state)
 *   SV/26-27/00004 05 Aug  B2CL Delhi, 2 counters (Rs 1,18,000 > 1 lakh)
 *   SV/26-27/00005 06 Aug  B2CS Punjab, 1 printer
 *   SV/26-27/00006 07 Aug  B2CS Delhi, 1 drawer
 *   SV/26-27/00007 07 Aug  void: taken, never printed (recovery records it)
 *   SV/26-27/00008 08 Aug  B2CS Haryana, 1 printer + 1 drawer
 *   SV/26-27/00009 10 Aug  B2CS Punjab, 2 drawers
 *   SV/26-27/00010 12 Aug  B2CS Punjab, 1 printer; its order is cancelled on 2 Sep
 *   SV/26-27/00011 03 Sep  B2B Punjab GSTIN, 1 drawer                (September)
 * Credit notes:
 *   CN/26-27/00001 20 Aug  1 printer back from SV/00002 (registered): 1/2 of the line:
 *                          taxable round(1,271,102/2) = 635,551, SGST round(114,399/2) = 57,200,
 *                          CGST 749,950 - 635,551 - 57,200 = 57,199
 *   CN/26-27/00002 22 Aug  the B2CL invoice SV/00004 cancelled (unregistered, B2CL: cdnur)
 *   CN/26-27/00003 25 Aug  1 drawer back from SV/00009 (unregistered, B2CS: nets into b2cs):
 *                          taxable 285,619, SGST round(14,281/2) = 7,141, CGST 7,140
 *   CN/26-27/00004 02 Sep  SV/00010 cancelled (September's b2cs)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CREDIT } from '@/app/api/orders/[id]/credit-notes/route';
import { POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST as PLACE } from '@/app/api/orders/route';
import { GET as GST_SUMMARY } from '@/app/api/reports/gst/route';
import { GET as GSTR1 } from '@/app/api/reports/gstr1/route';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { newSessionId, signAdminToken } from '@/lib/server/auth/token';
import { recoverInvoiceNumbers } from '@/lib/server/orders/invoices';
import type { GstReport } from '@/lib/server/tax/gst-report';
import { AdminSessionModel } from '@/models/AdminSession';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, expiredToken, request, signedInAdmin, tokenWithWrongSignature, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

const punjabGstin = `03ABCDE1234F1Z${gstinCheckCharacter('03ABCDE1234F1Z')}`;
const maharashtraGstin = '27AAPFU0939F1ZV';

let token: string;
let adminId: string;
let printer: string;
let drawer: string;
let counter: string;

beforeEach(async () => {
  await clearCollections();
  ({ id: adminId } = await signedInAdmin());
  vi.useFakeTimers({ toFake: ['Date'] });
  await at('2026-07-30T10:00:00');
  const created = await ProductModel.create([
    { name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '84433210', gstRate: 18, stock: 100 },
    { name: 'Cash Drawer', category: 'Cash Drawers', price: 2999, hsnCode: '8470', gstRate: 5, stock: 100 },
    { name: 'Currency Counter', category: 'Currency Counters', price: 59000, hsnCode: '8472', gstRate: 18, stock: 100 },
  ]);
  [printer, drawer, counter] = created.map((product) => String(product._id)) as [string, string, string];
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Moves the clock to a moment in India time and starts a session for the admin then (a token lasts
 * hours, not months). The session record expires far ahead of the real clock too: the database's TTL
 * index runs on real time and would delete a session that expires in the faked past.
 */
async function at(moment: string) {
  vi.setSystemTime(new Date(`${moment}+05:30`));
  const sessionId = newSessionId();
  await AdminSessionModel.create({ _id: sessionId, adminId, expiresAt: new Date('2100-01-01T00:00:00Z') });
  token = signAdminToken({ sub: adminId, sid: sessionId });
}

/** Places an order and issues its invoice at the current (fake) time. */
async function invoiced(buyer: Record<string, unknown>, cart: Array<[string, number]>): Promise<string> {
  const placed = await PLACE(
    request('/api/orders', {
      method: 'POST',
      body: {
        fullName: 'Buyer',
        address: '12 Model Town',
        mobile: '9876543210',
        email: 'buyer@example.in',
        cart: cart.map(([_id, quantity]) => ({ _id, quantity })),
        ...buyer,
      },
    }),
  );
  expect(placed.status).toBe(201);
  const id = ((await bodyOf(placed)).order as { _id: string })._id;
  expect((await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id))).status).toBe(201);
  return id;
}

const cancel = async (id: string) =>
  expect((await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(id))).status).toBe(200);
const giveBack = async (id: string, productId: string, quantity: number) =>
  expect(
    (
      await CREDIT(
        request(`/api/orders/${id}/credit-notes`, { method: 'POST', token, body: { lines: [{ productId, quantity }], reason: 'Returned unused' } }),
        withId(id),
      )
    ).status,
  ).toBe(201);

/** The report as the admin (or with another token; '' for none). */
const gstr1 = (query: string, as: string = token) => GSTR1(request(`/api/reports/gstr1${query}`, as ? { token: as } : {}));

/** Builds the documents listed at the top of the file. */
async function buildMonth() {
  await at('2026-07-30T11:00:00');
  await invoiced({ billingState: 'Punjab' }, [[drawer, 1]]);
  await at('2026-08-03T11:00:00');
  const b2bIntra = await invoiced({ billingState: 'Punjab', gstin: punjabGstin, businessName: 'Verma Traders' }, [[printer, 2]]);
  await at('2026-08-04T11:00:00');
  await invoiced({ billingState: 'Maharashtra', gstin: maharashtraGstin, businessName: 'Pune Pharma LLP' }, [
    [printer, 1],
    [drawer, 3],
  ]);
  await at('2026-08-05T11:00:00');
  const b2cl = await invoiced({ billingState: 'Delhi' }, [[counter, 2]]);
  await at('2026-08-06T11:00:00');
  await invoiced({ billingState: 'Punjab' }, [[printer, 1]]);
  await at('2026-08-07T11:00:00');
  await invoiced({ billingState: 'Delhi' }, [[drawer, 1]]);
  // A number taken by an issue that died before writing it: recovery records it void.
  await CounterModel.updateOne({ _id: 'invoice-2026' }, { $inc: { seq: 1 } });
  expect(await recoverInvoiceNumbers(0)).toEqual({ invoicesFinished: 0, invoiceNumbersVoided: 1 });
  await at('2026-08-08T11:00:00');
  await invoiced({ billingState: 'Haryana' }, [
    [printer, 1],
    [drawer, 1],
  ]);
  await at('2026-08-10T11:00:00');
  const twoDrawers = await invoiced({ billingState: 'Punjab' }, [[drawer, 2]]);
  await at('2026-08-12T11:00:00');
  const cancelledLater = await invoiced({ billingState: 'Punjab' }, [[printer, 1]]);
  await at('2026-08-20T11:00:00');
  await giveBack(b2bIntra, printer, 1);
  await at('2026-08-22T11:00:00');
  await cancel(b2cl);
  await at('2026-08-25T11:00:00');
  await giveBack(twoDrawers, drawer, 1);
  await at('2026-09-02T11:00:00');
  await cancel(cancelledLater);
  await at('2026-09-03T11:00:00');
  await invoiced({ billingState: 'Punjab', gstin: punjabGstin, businessName: 'Verma Traders' }, [[drawer, 1]]);
  await at('2026-11-27T11:00:00');
}

const paise = (rupees: number) => Math.round(rupees * 100);
type Item = { itm_det: { txval: number; iamt: number; camt?: number; samt?: number } };

describe('GET /api/reports/gstr1: the month as the GSTN schema writes it', () => {
  it('every section equals the figures worked out by hand', async () => {
    await buildMonth();
    const response = await gstr1('?month=2026-08');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="GSTR1-03ABKPS1234R1ZA-082026.json"');
    const json = (await response.json()) as Record<string, unknown>;

    expect(Object.keys(json)).toEqual(['gstin', 'fp', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue']);
    expect(json.gstin).toBe('03ABKPS1234R1ZA');
    expect(json.fp).toBe('082026');
    expect(json.b2b).toEqual([
      {
        ctin: punjabGstin,
        inv: [
          {
            inum: 'SV/26-27/00002',
            idt: '03-08-2026',
            val: 14999,
            pos: '03',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 18, txval: 12711.02, iamt: 0, camt: 1143.99, samt: 1143.99, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: maharashtraGstin,
        inv: [
          {
            inum: 'SV/26-27/00003',
            idt: '04-08-2026',
            val: 16496.5,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { rt: 5, txval: 8568.57, iamt: 428.43, camt: 0, samt: 0, csamt: 0 } },
              { num: 2, itm_det: { rt: 18, txval: 6355.51, iamt: 1143.99, camt: 0, samt: 0, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    // Cancelled on 22 August, the B2CL invoice stays in its month; its note goes to cdnur.
    expect(json.b2cl).toEqual([
      {
        pos: '07',
        inv: [{ inum: 'SV/26-27/00004', idt: '05-08-2026', val: 118000, itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }] }],
      },
    ]);
    // Punjab 18%: SV/00005 + SV/00010 (cancelled in September, still August's). Punjab 5%: SV/00009
    // less CN/00003. Delhi 5%: SV/00006. Haryana: SV/00008.
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '03', typ: 'OE', rt: 5, txval: 2856.19, iamt: 0, camt: 71.41, samt: 71.4, csamt: 0 },
      { sply_ty: 'INTRA', pos: '03', typ: 'OE', rt: 18, txval: 12711.02, iamt: 0, camt: 1144, samt: 1143.98, csamt: 0 },
      { sply_ty: 'INTER', pos: '06', typ: 'OE', rt: 5, txval: 2856.19, iamt: 142.81, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTER', pos: '06', typ: 'OE', rt: 18, txval: 6355.51, iamt: 1143.99, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTER', pos: '07', typ: 'OE', rt: 5, txval: 2856.19, iamt: 142.81, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect(json.cdnr).toEqual([
      {
        ctin: punjabGstin,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/26-27/00001',
            nt_dt: '20-08-2026',
            val: 7499.5,
            pos: '03',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 18, txval: 6355.51, iamt: 0, camt: 571.99, samt: 572, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/26-27/00002',
        nt_dt: '22-08-2026',
        val: 118000,
        pos: '07',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }],
      },
    ]);
    // Net of the notes. B2B printers: 2 + 1 - 1; B2C counters 2 - 2 (nothing left: no row).
    expect(json.hsn).toEqual({
      hsn_b2b: [
        { num: 1, hsn_sc: '84433210', desc: 'Receipt Printer', uqc: 'NOS', qty: 2, rt: 18, txval: 12711.02, iamt: 1143.99, camt: 572, samt: 571.99, csamt: 0 },
        { num: 2, hsn_sc: '8470', desc: 'Cash Drawer', uqc: 'NOS', qty: 3, rt: 5, txval: 8568.57, iamt: 428.43, camt: 0, samt: 0, csamt: 0 },
      ],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '84433210',
          desc: 'Receipt Printer',
          uqc: 'NOS',
          qty: 3,
          rt: 18,
          txval: 19066.53,
          iamt: 1143.99,
          camt: 1144,
          samt: 1143.98,
          csamt: 0,
        },
        { num: 2, hsn_sc: '8470', desc: 'Cash Drawer', uqc: 'NOS', qty: 3, rt: 5, txval: 8568.57, iamt: 285.62, camt: 71.41, samt: 71.4, csamt: 0 },
      ],
    });
    expect(json.doc_issue).toEqual({
      doc_det: [
        { doc_num: 1, docs: [{ num: 1, from: 'SV/26-27/00002', to: 'SV/26-27/00010', totnum: 9, cancel: 1, net_issue: 8 }] },
        { doc_num: 5, docs: [{ num: 1, from: 'CN/26-27/00001', to: 'CN/26-27/00003', totnum: 3, cancel: 0, net_issue: 3 }] },
      ],
    });

    // The return's sums equal the documents' own, to the paisa: invoices issued in August less
    // notes issued in August, read straight from the database.
    const orders = await OrderModel.find({}).lean();
    const august = (moment: Date) => moment >= new Date('2026-08-01T00:00:00+05:30') && moment < new Date('2026-09-01T00:00:00+05:30');
    const invoices = orders
      .flatMap((order) => [...(order.earlierInvoices ?? []), ...(order.invoice ? [order.invoice] : [])])
      .filter((invoice) => august(invoice.issuedAt));
    const notes = orders.flatMap((order) => order.creditNotes ?? []).filter((note) => august(note.issuedAt));
    expect(invoices).toHaveLength(8);
    expect(notes).toHaveLength(3);
    for (const [field, key] of [
      ['txval', 'taxableValue'],
      ['iamt', 'igst'],
      ['camt', 'cgst'],
      ['samt', 'sgst'],
    ] as const) {
      const documents = invoices.reduce((sum, invoice) => sum + invoice.tax[key], 0) - notes.reduce((sum, note) => sum + note.tax[key], 0);
      const items = (sections: unknown[], pick: (entry: never) => Item[]) =>
        sections.flatMap((entry) => pick(entry as never)).reduce((sum, item) => sum + paise(item.itm_det[field] ?? 0), 0);
      const b2b = items(json.b2b as unknown[], (buyer: { inv: Array<{ itms: Item[] }> }) => buyer.inv.flatMap((invoice) => invoice.itms));
      const b2cl = items(json.b2cl as unknown[], (place: { inv: Array<{ itms: Item[] }> }) => place.inv.flatMap((invoice) => invoice.itms));
      const cdnr = items(json.cdnr as unknown[], (buyer: { nt: Array<{ itms: Item[] }> }) => buyer.nt.flatMap((note) => note.itms));
      const cdnur = items(json.cdnur as unknown[], (note: { itms: Item[] }) => note.itms);
      const b2cs = (json.b2cs as Array<Record<string, number>>).reduce((sum, row) => sum + paise(row[field]!), 0);
      expect(b2b + b2cl + b2cs - cdnr - cdnur, field).toBe(documents);
      const hsn = json.hsn as Record<string, Array<Record<string, number>>>;
      expect(
        [...hsn.hsn_b2b!, ...hsn.hsn_b2c!].reduce((sum, row) => sum + paise(row[field]!), 0),
        field,
      ).toBe(documents);
    }
    const values = (docs: Array<{ val: number }>) => docs.reduce((sum, doc) => sum + paise(doc.val), 0);
    const invoiceValues =
      values((json.b2b as Array<{ inv: Array<{ val: number }> }>).flatMap((buyer) => buyer.inv)) +
      values((json.b2cl as Array<{ inv: Array<{ val: number }> }>).flatMap((place) => place.inv));
    const b2bAndB2cl = invoices.filter((invoice) => invoice.recipient.gstin || invoice.tax.amount > 100_000_00);
    expect(invoiceValues).toBe(b2bAndB2cl.reduce((sum, invoice) => sum + invoice.tax.amount, 0));
  }, 120_000);

  it('a note counts in the month it is issued: September has the cancellation of an August invoice as a negative B2CS row', async () => {
    await buildMonth();
    const json = (await (await gstr1('?month=2026-09')).json()) as Record<string, unknown>;
    expect(json.b2cs).toEqual([{ sply_ty: 'INTRA', pos: '03', typ: 'OE', rt: 18, txval: -6355.51, iamt: 0, camt: -572, samt: -571.99, csamt: 0 }]);
    expect(json.b2b).toEqual([
      {
        ctin: punjabGstin,
        inv: [
          {
            inum: 'SV/26-27/00011',
            idt: '03-09-2026',
            val: 2999,
            pos: '03',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 5, txval: 2856.19, iamt: 0, camt: 71.41, samt: 71.4, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json).not.toHaveProperty('cdnr');
    expect(json).not.toHaveProperty('b2cl');
    expect(json.doc_issue).toEqual({
      doc_det: [
        { doc_num: 1, docs: [{ num: 1, from: 'SV/26-27/00011', to: 'SV/26-27/00011', totnum: 1, cancel: 0, net_issue: 1 }] },
        { doc_num: 5, docs: [{ num: 1, from: 'CN/26-27/00004', to: 'CN/26-27/00004', totnum: 1, cancel: 0, net_issue: 1 }] },
      ],
    });
    // July: the one invoice before the void number's month.
    const july = (await (await gstr1('?month=2026-07')).json()) as Record<string, unknown>;
    expect(july.doc_issue).toEqual({
      doc_det: [{ doc_num: 1, docs: [{ num: 1, from: 'SV/26-27/00001', to: 'SV/26-27/00001', totnum: 1, cancel: 0, net_issue: 1 }] }],
    });
    // A month with nothing: only who and when.
    expect(await (await gstr1('?month=2026-06')).json()).toEqual({ gstin: '03ABKPS1234R1ZA', fp: '062026' });
  }, 120_000);

  it('the monthly GST summary agrees: invoices in their month even when cancelled later, notes as negative rows', async () => {
    await buildMonth();
    const response = await GST_SUMMARY(request('/api/reports/gst?month=2026-08', { token }));
    const summary = (await response.json()) as GstReport;
    expect(summary.invoices).toEqual({ count: 8, first: 'SV/26-27/00002', last: 'SV/26-27/00010' });
    expect(summary.cancelled).toEqual([]);
    expect(summary.creditNotes.count).toBe(3);
    expect(summary.creditNotes.totals).toEqual({ taxableValue: -109211.7, cgst: -643.39, sgst: -643.41, igst: -18000, total: -128498.5 });
    // Invoices: taxable 12,711.02 + 14,924.08 + 1,00,000 + 6,355.51 + 2,856.19 + 9,211.70 + 5,712.38 + 6,355.51
    // = 1,58,126.39; less the notes 6,355.51 + 1,00,000 + 2,856.19 = 1,09,211.70: 48,914.69.
    expect(summary.totals.taxableValue).toBe(48914.69);
    expect(summary.byRate.map((row) => [row.rate, row.taxableValue])).toEqual([
      // 5%: 8,568.57 + 2,856.19 + 2,856.19 + 5,712.38 - 2,856.19; 18%: the rest.
      [5, 17137.14],
      [18, 31777.55],
    ]);

    const csv = await (await GST_SUMMARY(request('/api/reports/gst?month=2026-08&format=csv', { token }))).text();
    expect(csv).toContain('\r\nCredit note B2B,' + punjabGstin + ',CN/26-27/00001 against SV/26-27/00002,18%,,-6355.51,-571.99,-572,0.00,-7499.5\r\n');
    expect(csv).toContain('\r\nCredit note B2C,Delhi (07),CN/26-27/00002 against SV/26-27/00004,18%,,-100000,0.00,0.00,-18000,-118000\r\n');
    expect(csv).toContain('\r\nTotal,,,,8,48914.69,');

    // September: the cancellation of an August invoice, and no invoice of August.
    const september = (await (await GST_SUMMARY(request('/api/reports/gst?month=2026-09', { token }))).json()) as GstReport;
    expect(september.invoices.count).toBe(1);
    expect(september.creditNotes.notes.map((note) => [note.number, note.invoiceNumber, note.taxableValue])).toEqual([
      ['CN/26-27/00004', 'SV/26-27/00010', -6355.51],
    ]);
    expect(september.totals.taxableValue).toBe(-3499.32);
  }, 120_000);
});

describe('GET /api/reports/gstr1: CSV per section, bad input, who may ask', () => {
  it('each section as a CSV file with the offline tool’s columns', async () => {
    await buildMonth();
    const response = await gstr1('?month=2026-08&format=csv&section=b2cs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="GSTR1-082026-b2cs.csv"');
    expect((await response.text()).replace(/^\uFEFF/, '')).toBe(
      [
        'Type,Supply Type,Place Of Supply,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
        'OE,Intra State,03-Punjab,5,2856.19,0.00,71.41,71.40,0.00',
        'OE,Intra State,03-Punjab,18,12711.02,0.00,1144.00,1143.98,0.00',
        'OE,Inter State,06-Haryana,5,2856.19,142.81,0.00,0.00,0.00',
        'OE,Inter State,06-Haryana,18,6355.51,1143.99,0.00,0.00,0.00',
        'OE,Inter State,07-Delhi,5,2856.19,142.81,0.00,0.00,0.00',
        '',
      ].join('\r\n'),
    );
    const docs = await (await gstr1('?month=2026-08&format=csv&section=doc_issue')).text();
    expect(docs).toContain('\r\nInvoices for outward supply,SV/26-27/00002,SV/26-27/00010,9,1,8\r\nCredit Note,CN/26-27/00001,CN/26-27/00003,3,0,3\r\n');
    const cdnur = await (await gstr1('?month=2026-08&format=csv&section=cdnur')).text();
    expect(cdnur).toContain('\r\nB2CL,CN/26-27/00002,22-08-2026,C,SV/26-27/00004,07-Delhi,118000.00,18,100000.00,18000.00,0.00,0.00,0.00\r\n');
    for (const section of ['b2b', 'b2cl', 'cdnr', 'hsn_b2b', 'hsn_b2c'])
      expect((await gstr1(`?month=2026-08&format=csv&section=${section}`)).status, section).toBe(200);
  }, 120_000);

  it('400 naming the field for a bad month, format or section; 401 without a valid admin session', async () => {
    vi.useRealTimers();
    ({ token, id: adminId } = await signedInAdmin());
    for (const query of [
      '',
      '?month=2026-13',
      '?month=2026-1',
      '?month=nov',
      '?month=0000-01',
      '?month=2017-06',
      '?month=9999-12',
      `?month=${new Date().getUTCFullYear() + 2}-01`,
    ]) {
      const response = await gstr1(query);
      expect(response.status, query).toBe(400);
      expect((await bodyOf(response)).errors, query).toHaveProperty('month');
    }
    expect((await gstr1('?month=2017-07')).status).toBe(200);
    expect((await gstr1(`?month=${new Date().getUTCFullYear() + 1}-12`)).status).toBe(200);
    const noSection = await gstr1('?month=2026-08&format=csv');
    expect(noSection.status).toBe(400);
    expect((await bodyOf(noSection)).errors).toHaveProperty('section');
    const badSection = await gstr1('?month=2026-08&format=csv&section=exp');
    expect(badSection.status).toBe(400);
    expect((await bodyOf(badSection)).errors).toHaveProperty('section');
    expect((await gstr1('?month=2026-08&format=xml')).status).toBe(400);
    expect((await gstr1('?month=2026-08', '')).status).toBe(401);
    expect((await gstr1('?month=2026-08', expiredToken(adminId))).status).toBe(401);
    expect((await gstr1('?month=2026-08', tokenWithWrongSignature(adminId))).status).toBe(401);
  });
});
