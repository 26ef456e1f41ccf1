/**
 * GSTR-1, the monthly return of outward supplies, built from the month's documents
 * (month-documents.ts) in the JSON the GST portal's offline tool imports, section keys and fields as
 * the GSTN's GSTR-1 schema names them:
 *
 * - b2b (Table 4A): invoices to registered buyers (a GSTIN), per buyer and invoice, items per rate;
 * - b2cl (Table 5): inter-state invoices to unregistered buyers over Rs 1,00,000, per place of supply;
 * - b2cs (Table 7): every other invoice to an unregistered buyer, summed per supply type, place of
 *   supply and rate, less the credit notes of the month that reverse such invoices (GSTN takes no
 *   note of that kind in cdnur: it nets them here, so a row can be negative);
 * - cdnr (Table 9B): credit notes to registered buyers, per buyer and note;
 * - cdnur (Table 9B): credit notes to unregistered buyers that reverse a B2CL invoice (typ "B2CL");
 * - hsn (Table 12): per HSN code and rate, hsn_b2b (b2b less cdnr) and hsn_b2c (the rest), net of notes;
 * - doc_issue (Table 13): each series' first and last number in the month, the count and the
 *   cancelled ones (doc_num 1: invoices for outward supply; doc_num 5: credit notes).
 *
 * All sums are taken in paise with lib/gst's sumTax and written in rupees (toRupees of lib/money.ts, which prints
 * with at most two decimals), so the return adds up to the documents to the paisa.
 */
import 'server-only';
import { z } from 'zod';
import { csvRow, UTF8_BOM, type CsvCell } from '@/lib/csv';
import { gstReportMessages } from '@/lib/gst/messages';
import { stateByCode } from '@/lib/gst/states';
import { negatedTax, sumTax, type TaxAmounts } from '@/lib/gst/tax';
import { csvMoney, sumMoney, toRupees, ZERO_MONEY, type Money } from '@/lib/money';
import { indiaToday } from '@/lib/india-date';
import { businessDetails } from '@/lib/server/tax/business';
import { monthSchema } from '@/lib/server/tax/gst-report';
import { monthDocuments, type MonthDocuments, type SeriesRange } from '@/lib/server/tax/month-documents';
import type { StoredInvoice, StoredTax, StoredTaxLine } from '@/lib/server/tax/order-tax';

/** An inter-state invoice to an unregistered buyer above this value is B2CL (Rs 1,00,000, in paise). */
export const B2CL_LIMIT_PAISE = 100_000_00;
/** Unit quantity code for goods counted in pieces. */
export const UQC_NUMBERS = 'NOS';
/** GSTN's limit on an HSN row's description. */
const HSN_DESC_MAX = 30;

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c', 'doc_issue'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/** The query of GET /api/reports/gstr1: the month as for the GST summary, and with format=csv the section. */
export const gstr1QuerySchema = monthSchema
  .extend({ section: z.enum(GSTR1_SECTIONS, { error: gstReportMessages.section(GSTR1_SECTIONS) }).optional() })
  .refine((query) => query.format === 'json' || query.section !== undefined, {
    path: ['section'],
    error: gstReportMessages.sectionRequired(GSTR1_SECTIONS),
  });

export interface RateItem extends TaxAmounts {
  rate: number;
}

interface Gstr1Document {
  number: string;
  date: string;
  /** Invoice or note value (GST included), paise. */
  value: Money;
  pos: string;
  ctin: string | null;
  name: string;
  items: RateItem[];
}

interface Gstr1Note extends Gstr1Document {
  invoiceNumber: string;
}

export interface B2csRow extends RateItem {
  supplyType: 'INTER' | 'INTRA';
  pos: string;
}

export interface HsnRow extends RateItem {
  hsn: string;
  description: string;
  quantity: number;
}

export interface Gstr1Return {
  month: string;
  gstin: string;
  fp: string;
  b2b: Gstr1Document[];
  b2cl: Gstr1Document[];
  b2cs: B2csRow[];
  cdnr: Gstr1Note[];
  cdnur: Gstr1Note[];
  /** Notes to unregistered buyers reversing B2CS invoices: netted into b2cs, listed for the screen. */
  b2csNotes: Gstr1Note[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  invoiceRange: SeriesRange | null;
  creditNoteRange: SeriesRange | null;
  cancelledInvoices: string[];
  voidNumbers: Array<{ number: string; reason: string }>;
}

/** dd-mm-yyyy of a moment in India. */
export const gstnDate = (at: Date) => indiaToday(at).split('-').reverse().join('-');
/** "MMYYYY" of a "YYYY-MM" month. */
export const gstnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** A document's lines summed per rate, ascending. */
function itemsByRate(lines: readonly StoredTaxLine[]): RateItem[] {
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b);
  return rates.map((rate) => ({ rate, ...sumTax(lines.filter((line) => line.rate === rate)) }));
}

const isB2cl = (tax: StoredTax) => tax.supplyType === 'inter-state' && tax.amount > B2CL_LIMIT_PAISE;

function documentOf(number: string, issuedAt: Date, tax: StoredTax, recipient: StoredInvoice['recipient']): Gstr1Document {
  return {
    number,
    date: gstnDate(issuedAt),
    value: tax.amount,
    pos: tax.placeOfSupplyCode,
    ctin: recipient.gstin ?? null,
    name: recipient.name,
    items: itemsByRate(tax.lines),
  };
}

/** Adds lines (negated for notes) into rows keyed by `keyOf`. */
function accumulate<R>(rows: Map<string, { row: R; parts: TaxAmounts[]; quantity: number }>, key: string, make: () => R, amounts: TaxAmounts, quantity = 0) {
  const entry = rows.get(key) ?? { row: make(), parts: [], quantity: 0 };
  entry.parts.push(amounts);
  entry.quantity += quantity;
  rows.set(key, entry);
}

/** The return for a month, in paise, from its documents. */
export function buildGstr1(documents: MonthDocuments, gstin: string): Gstr1Return {
  const b2b: Gstr1Document[] = [];
  const b2cl: Gstr1Document[] = [];
  const cdnr: Gstr1Note[] = [];
  const cdnur: Gstr1Note[] = [];
  const b2csNotes: Gstr1Note[] = [];
  const b2cs = new Map<string, { row: Omit<B2csRow, keyof TaxAmounts>; parts: TaxAmounts[]; quantity: number }>();
  type HsnAcc = Map<string, { row: { hsn: string; rate: number; names: Set<string> }; parts: TaxAmounts[]; quantity: number }>;
  const hsn: Record<'b2b' | 'b2c', HsnAcc> = { b2b: new Map(), b2c: new Map() };

  const addB2cs = (tax: StoredTax, sign: 1 | -1) => {
    const supplyType = tax.supplyType === 'inter-state' ? 'INTER' : 'INTRA';
    for (const line of tax.lines) {
      accumulate(
        b2cs,
        `${supplyType}|${tax.placeOfSupplyCode}|${line.rate}`,
        () => ({ supplyType, pos: tax.placeOfSupplyCode, rate: line.rate }),
        sign === 1 ? line : negatedTax(line),
      );
    }
  };
  const addHsn = (to: 'b2b' | 'b2c', tax: StoredTax, sign: 1 | -1) => {
    for (const line of tax.lines) {
      const code = line.hsnCode ?? '';
      const key = `${code}|${line.rate}`;
      const target = hsn[to];
      accumulate(target, key, () => ({ hsn: code, rate: line.rate, names: new Set<string>() }), sign === 1 ? line : negatedTax(line), sign * line.quantity);
      target.get(key)!.row.names.add(line.name);
    }
  };

  for (const invoice of documents.invoices) {
    const doc = documentOf(invoice.number, invoice.issuedAt, invoice.tax, invoice.recipient);
    if (doc.ctin) {
      b2b.push(doc);
      addHsn('b2b', invoice.tax, 1);
    } else {
      if (isB2cl(invoice.tax)) b2cl.push(doc);
      else addB2cs(invoice.tax, 1);
      addHsn('b2c', invoice.tax, 1);
    }
  }
  for (const { note, invoice } of documents.creditNotes) {
    const doc: Gstr1Note = { ...documentOf(note.number, note.issuedAt, note.tax, note.recipient), invoiceNumber: note.invoiceNumber };
    if (doc.ctin) {
      cdnr.push(doc);
      addHsn('b2b', note.tax, -1);
    } else {
      // What the note reverses decides its table: a B2CL invoice's note goes to cdnur; any other
      // reduces b2cs in the note's month. A note whose invoice is not on record is judged by its own tax.
      if (isB2cl(invoice?.tax ?? note.tax)) cdnur.push(doc);
      else {
        b2csNotes.push(doc);
        addB2cs(note.tax, -1);
      }
      addHsn('b2c', note.tax, -1);
    }
  }

  const hsnRows = (rows: HsnAcc): HsnRow[] =>
    [...rows.values()]
      .map(({ row, parts, quantity }) => ({
        hsn: row.hsn,
        rate: row.rate,
        description: [...row.names].join(', ').slice(0, HSN_DESC_MAX),
        quantity,
        ...sumTax(parts),
      }))
      // A code whose units all came back in the month (an invoice and its full note) nets to nothing.
      .filter((row) => row.quantity !== 0 || row.amount !== 0 || row.taxableValue !== 0)
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);

  return {
    month: documents.month,
    gstin,
    fp: gstnPeriod(documents.month),
    b2b,
    b2cl,
    b2cs: [...b2cs.values()]
      .map(({ row, parts }) => ({ ...row, ...sumTax(parts) }))
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate || a.supplyType.localeCompare(b.supplyType)),
    cdnr,
    cdnur,
    b2csNotes,
    hsnB2b: hsnRows(hsn.b2b),
    hsnB2c: hsnRows(hsn.b2c),
    invoiceRange: documents.invoiceRange,
    creditNoteRange: documents.creditNoteRange,
    cancelledInvoices: documents.cancelledInvoices.map((invoice) => invoice.number),
    voidNumbers: documents.voidNumbers,
  };
}

export async function gstr1Return(month: string): Promise<Gstr1Return> {
  const [documents, business] = await Promise.all([monthDocuments(month), businessDetails()]);
  return buildGstr1(documents, business.gstin ?? '');
}

// ---------------------------------------------------------------------------------------------
// The JSON the offline tool imports

const itemDetail = (item: RateItem) => ({
  rt: item.rate,
  txval: toRupees(item.taxableValue),
  iamt: toRupees(item.igst),
  camt: toRupees(item.cgst),
  samt: toRupees(item.sgst),
  csamt: 0,
});
/** Inter-state only (B2CL, its notes): IGST and cess, no CGST/SGST fields. */
const interStateDetail = (item: RateItem) => ({ rt: item.rate, txval: toRupees(item.taxableValue), iamt: toRupees(item.igst), csamt: 0 });

const itms = (items: RateItem[], detail: (item: RateItem) => Record<string, number> = itemDetail) =>
  items.map((item, index) => ({ num: index + 1, itm_det: detail(item) }));

function groupBy<T>(items: T[], keyOf: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.entries()];
}

const hsnJson = (rows: HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    desc: row.description,
    uqc: UQC_NUMBERS,
    qty: row.quantity,
    rt: row.rate,
    txval: toRupees(row.taxableValue),
    iamt: toRupees(row.igst),
    camt: toRupees(row.cgst),
    samt: toRupees(row.sgst),
    csamt: 0,
  }));

const docsRow = (range: SeriesRange) => ({
  num: 1,
  from: range.from,
  to: range.to,
  totnum: range.total,
  cancel: range.cancelled,
  net_issue: range.total - range.cancelled,
});

/** The return as the GSTN schema writes it. Empty sections are left out (the portal refuses empty arrays). */
export function gstr1Json(ret: Gstr1Return): Record<string, unknown> {
  const json: Record<string, unknown> = { gstin: ret.gstin, fp: ret.fp };
  if (ret.b2b.length > 0)
    json.b2b = groupBy(ret.b2b, (doc) => doc.ctin!).map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((doc) => ({ inum: doc.number, idt: doc.date, val: toRupees(doc.value), pos: doc.pos, rchrg: 'N', inv_typ: 'R', itms: itms(doc.items) })),
    }));
  if (ret.b2cl.length > 0)
    json.b2cl = groupBy(ret.b2cl, (doc) => doc.pos).map(([pos, docs]) => ({
      pos,
      inv: docs.map((doc) => ({ inum: doc.number, idt: doc.date, val: toRupees(doc.value), itms: itms(doc.items, interStateDetail) })),
    }));
  if (ret.b2cs.length > 0)
    json.b2cs = ret.b2cs.map((row) => ({
      sply_ty: row.supplyType,
      pos: row.pos,
      typ: 'OE',
      rt: row.rate,
      txval: toRupees(row.taxableValue),
      iamt: toRupees(row.igst),
      camt: toRupees(row.cgst),
      samt: toRupees(row.sgst),
      csamt: 0,
    }));
  if (ret.cdnr.length > 0)
    json.cdnr = groupBy(ret.cdnr, (doc) => doc.ctin!).map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((doc) => ({
        ntty: 'C',
        nt_num: doc.number,
        nt_dt: doc.date,
        val: toRupees(doc.value),
        pos: doc.pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: itms(doc.items),
      })),
    }));
  if (ret.cdnur.length > 0)
    json.cdnur = ret.cdnur.map((doc) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: doc.number,
      nt_dt: doc.date,
      val: toRupees(doc.value),
      pos: doc.pos,
      itms: itms(doc.items, interStateDetail),
    }));
  if (ret.hsnB2b.length > 0 || ret.hsnB2c.length > 0) {
    const hsn: Record<string, unknown> = {};
    if (ret.hsnB2b.length > 0) hsn.hsn_b2b = hsnJson(ret.hsnB2b);
    if (ret.hsnB2c.length > 0) hsn.hsn_b2c = hsnJson(ret.hsnB2c);
    json.hsn = hsn;
  }
  const docDet = [
    ...(ret.invoiceRange ? [{ doc_num: 1, docs: [docsRow(ret.invoiceRange)] }] : []),
    ...(ret.creditNoteRange ? [{ doc_num: 5, docs: [docsRow(ret.creditNoteRange)] }] : []),
  ];
  if (docDet.length > 0) json.doc_issue = { doc_det: docDet };
  return json;
}

// ---------------------------------------------------------------------------------------------
// The summary on screen: per section, how many and the sums (paise)

export interface Gstr1SectionSummary {
  section: Gstr1Section | 'b2cs_notes';
  /** Documents (invoices, notes), rows (b2cs, hsn) or numbers (doc_issue). */
  count: number;
  value: Money | null;
  totals: TaxAmounts;
}

const totalsOf = (items: readonly TaxAmounts[]) => sumTax(items);
const docTotals = (docs: Gstr1Document[]) => totalsOf(docs.flatMap((doc) => doc.items));
const docValue = (docs: Gstr1Document[]) => sumMoney(docs.map((doc) => doc.value));

export function gstr1Summary(ret: Gstr1Return): Gstr1SectionSummary[] {
  const none = totalsOf([]);
  return [
    { section: 'b2b', count: ret.b2b.length, value: docValue(ret.b2b), totals: docTotals(ret.b2b) },
    { section: 'b2cl', count: ret.b2cl.length, value: docValue(ret.b2cl), totals: docTotals(ret.b2cl) },
    { section: 'b2cs', count: ret.b2cs.length, value: null, totals: totalsOf(ret.b2cs) },
    { section: 'cdnr', count: ret.cdnr.length, value: docValue(ret.cdnr), totals: docTotals(ret.cdnr) },
    { section: 'cdnur', count: ret.cdnur.length, value: docValue(ret.cdnur), totals: docTotals(ret.cdnur) },
    { section: 'b2cs_notes', count: ret.b2csNotes.length, value: docValue(ret.b2csNotes), totals: docTotals(ret.b2csNotes) },
    { section: 'hsn_b2b', count: ret.hsnB2b.length, value: null, totals: totalsOf(ret.hsnB2b) },
    { section: 'hsn_b2c', count: ret.hsnB2c.length, value: null, totals: totalsOf(ret.hsnB2c) },
    {
      section: 'doc_issue',
      count: (ret.invoiceRange?.total ?? 0) + (ret.creditNoteRange?.total ?? 0),
      value: null,
      totals: none,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// A CSV per section, with the offline tool's Excel column names

const posLabel = (code: string) => `${code}-${stateByCode(code)?.name ?? ''}`;
const taxCells = (item: TaxAmounts): CsvCell[] => [
  csvMoney(item.taxableValue),
  csvMoney(item.igst),
  csvMoney(item.cgst),
  csvMoney(item.sgst),
  csvMoney(ZERO_MONEY),
];
const TAX_HEADINGS = ['Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'];

export function gstr1SectionCsv(ret: Gstr1Return, section: Gstr1Section): string {
  const rows: CsvCell[][] = [];
  switch (section) {
    case 'b2b':
      rows.push([
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Invoice Type',
        'Rate',
        ...TAX_HEADINGS,
      ]);
      for (const doc of ret.b2b)
        for (const item of doc.items)
          rows.push([doc.ctin, doc.name, doc.number, doc.date, csvMoney(doc.value), posLabel(doc.pos), 'N', 'Regular B2B', item.rate, ...taxCells(item)]);
      break;
    case 'b2cl':
      rows.push(['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Rate', ...TAX_HEADINGS]);
      for (const doc of ret.b2cl)
        for (const item of doc.items) rows.push([doc.number, doc.date, csvMoney(doc.value), posLabel(doc.pos), item.rate, ...taxCells(item)]);
      break;
    case 'b2cs':
      rows.push(['Type', 'Supply Type', 'Place Of Supply', 'Rate', ...TAX_HEADINGS]);
      for (const row of ret.b2cs) rows.push(['OE', row.supplyType === 'INTER' ? 'Inter State' : 'Intra State', posLabel(row.pos), row.rate, ...taxCells(row)]);
      break;
    case 'cdnr':
      rows.push([
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Against Invoice',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Rate',
        ...TAX_HEADINGS,
      ]);
      for (const doc of ret.cdnr)
        for (const item of doc.items)
          rows.push([
            doc.ctin,
            doc.name,
            doc.number,
            doc.date,
            'C',
            doc.invoiceNumber,
            posLabel(doc.pos),
            'N',
            'Regular B2B',
            csvMoney(doc.value),
            item.rate,
            ...taxCells(item),
          ]);
      break;
    case 'cdnur':
      rows.push(['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Against Invoice', 'Place Of Supply', 'Note Value', 'Rate', ...TAX_HEADINGS]);
      for (const doc of ret.cdnur)
        for (const item of doc.items)
          rows.push(['B2CL', doc.number, doc.date, 'C', doc.invoiceNumber, posLabel(doc.pos), csvMoney(doc.value), item.rate, ...taxCells(item)]);
      break;
    case 'hsn_b2b':
    case 'hsn_b2c':
      rows.push(['HSN', 'Description', 'UQC', 'Total Quantity', 'Rate', ...TAX_HEADINGS]);
      for (const row of section === 'hsn_b2b' ? ret.hsnB2b : ret.hsnB2c)
        rows.push([row.hsn, row.description, UQC_NUMBERS, row.quantity, row.rate, ...taxCells(row)]);
      break;
    case 'doc_issue':
      rows.push(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled', 'Net Issued']);
      for (const [nature, range] of [
        ['Invoices for outward supply', ret.invoiceRange],
        ['Credit Note', ret.creditNoteRange],
      ] as const) {
        if (range) rows.push([nature, range.from, range.to, range.total, range.cancelled, range.total - range.cancelled]);
      }
      break;
  }
  return UTF8_BOM + rows.map((row) => csvRow(row)).join('');
}

// ---------------------------------------------------------------------------------------------
// The summary the Orders page shows

/** One row of the summary: a section of the return, its count and sums. */
export type Gstr1SummaryRow = Pick<Gstr1SectionSummary, 'section' | 'count' | 'value'> & Pick<TaxAmounts, 'taxableValue' | 'igst' | 'cgst' | 'sgst'>;

export interface Gstr1SummaryView {
  month: string;
  monthLabel: string;
  gstin: string;
  rows: Gstr1SummaryRow[];
  invoiceRange: { from: string; to: string; total: number; cancelled: number } | null;
  creditNoteRange: { from: string; to: string; total: number; cancelled: number } | null;
  cancelledInvoices: string[];
  voidNumbers: Array<{ number: string; reason: string }>;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The summary of a month for the Orders page, or the month's error (as the API would answer 400). */
export async function gstr1SummaryView(month: string): Promise<{ summary: Gstr1SummaryView | null; error: string | null }> {
  const parsed = monthSchema.safeParse({ month });
  if (!parsed.success) return { summary: null, error: parsed.error.issues[0]?.message ?? gstReportMessages.monthFormat };
  const ret = await gstr1Return(parsed.data.month);
  return {
    error: null,
    summary: {
      month: ret.month,
      monthLabel: `${MONTH_NAMES[Number(ret.month.slice(5, 7)) - 1]} ${ret.month.slice(0, 4)}`,
      gstin: ret.gstin,
      rows: gstr1Summary(ret).map(({ section, count, value, totals }) => ({
        section,
        count,
        value,
        taxableValue: totals.taxableValue,
        igst: totals.igst,
        cgst: totals.cgst,
        sgst: totals.sgst,
      })),
      invoiceRange: ret.invoiceRange,
      creditNoteRange: ret.creditNoteRange,
      cancelledInvoices: ret.cancelledInvoices,
      voidNumbers: ret.voidNumbers,
    },
  };
}
