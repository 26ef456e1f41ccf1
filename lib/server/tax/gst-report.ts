/**
 * The monthly GST summary for the accountant: taxable value and CGST/SGST/IGST by rate, B2B (by the
 * buyer's GSTIN) and B2C (by place of supply) apart, read from the month's documents as issued
 * (lib/server/tax/month-documents.ts), so it agrees with the GSTR-1 return (gstr1.ts): every invoice
 * issued in the month counts in it, even when its order was cancelled later; a credit note counts in
 * the month it is issued, as a negative row. The month's totals are net of the notes. An invoice
 * cancelled before it counted (no credit note reverses it) is listed under `cancelled`, out of the sums.
 */
import 'server-only';
import { z } from 'zod';
import { csvRow, UTF8_BOM } from '@/lib/csv';
import { gstReportMessages } from '@/lib/gst/messages';
import { negatedTax, sumTax, type TaxAmounts } from '@/lib/gst/tax';
import { csvMoney, fromRupees, toRupees } from '@/lib/money';
import type { StoredInvoice, StoredTaxLine } from '@/lib/server/tax/order-tax';
import { monthDocuments } from '@/lib/server/tax/month-documents';

/** GST began on 1 July 2017; a report is asked for no later than December of next year. */
export const FIRST_GST_MONTH = '2017-07';
const lastReportMonth = () => `${new Date().getUTCFullYear() + 1}-12`;

export const monthSchema = z.object({
  month: z
    .string({ error: gstReportMessages.monthRequired })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: gstReportMessages.monthFormat })
    .refine((month) => month >= FIRST_GST_MONTH && month <= lastReportMonth(), {
      error: gstReportMessages.monthRange(FIRST_GST_MONTH),
    }),
  format: z.enum(['json', 'csv'], { error: gstReportMessages.format }).default('json'),
});

interface Sums {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface GstReportRow extends Sums {
  rate: number;
  invoices: number;
}

export interface GstReportNote extends Sums {
  number: string;
  issuedAt: string;
  invoiceNumber: string;
  /** The buyer's GSTIN, or null for an unregistered buyer. */
  gstin: string | null;
  placeOfSupply: string;
  stateCode: string;
  /** Per rate, negative: what the note takes off the month. */
  byRate: Array<Sums & { rate: number }>;
}

export interface GstReport {
  month: string;
  invoices: { count: number; first: string | null; last: string | null };
  creditNotes: { count: number; first: string | null; last: string | null; notes: GstReportNote[]; totals: Sums };
  /** Invoices less credit notes. */
  totals: Sums;
  /** Invoices less credit notes, per rate (`invoices` counts the invoices holding the rate). */
  byRate: GstReportRow[];
  b2b: Array<{ gstin: string; name: string; invoices: number; byRate: GstReportRow[]; totals: Sums }>;
  b2c: { byPlaceOfSupply: Array<GstReportRow & { placeOfSupply: string; stateCode: string }>; totals: Sums };
  cancelled: Array<{ number: string; issuedAt: string }>;
}

/** Paise sums (lib/gst's sumTax) in rupees. */
const inRupees = (sums: TaxAmounts): Sums => ({
  taxableValue: toRupees(sums.taxableValue),
  cgst: toRupees(sums.cgst),
  sgst: toRupees(sums.sgst),
  igst: toRupees(sums.igst),
  total: toRupees(sums.amount),
});

const ratesOf = (lines: readonly StoredTaxLine[]) => [...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b);

/** Rows by rate from a group of invoices (and negated note lines), ascending by rate. */
function byRate(invoices: StoredInvoice[], noteLines: StoredTaxLine[] = []): GstReportRow[] {
  const lines = [...invoices.flatMap((invoice) => invoice.tax.lines), ...noteLines];
  return ratesOf(lines).map((rate) => ({
    rate,
    invoices: invoices.filter((invoice) => invoice.tax.lines.some((line) => line.rate === rate)).length,
    ...inRupees(sumTax(lines.filter((line) => line.rate === rate))),
  }));
}

const totalOf = (invoices: StoredInvoice[], noteLines: StoredTaxLine[] = []) =>
  inRupees(sumTax([...invoices.flatMap((invoice) => invoice.tax.lines), ...noteLines]));

export async function gstReport(month: string): Promise<GstReport> {
  const documents = await monthDocuments(month);
  const live = documents.invoices;
  const numbers = [...live, ...documents.cancelledInvoices].map((invoice) => invoice.number).sort();
  const notes = documents.creditNotes.map(({ note }) => note);
  const noteLines = notes.flatMap((note) => note.tax.lines.map(negatedTax));

  const b2bByGstin = new Map<string, StoredInvoice[]>();
  const b2cByPlace = new Map<string, StoredInvoice[]>();
  for (const invoice of live) {
    if (invoice.recipient.gstin) b2bByGstin.set(invoice.recipient.gstin, [...(b2bByGstin.get(invoice.recipient.gstin) ?? []), invoice]);
    else b2cByPlace.set(invoice.tax.placeOfSupplyCode, [...(b2cByPlace.get(invoice.tax.placeOfSupplyCode) ?? []), invoice]);
  }

  return {
    month,
    invoices: { count: numbers.length, first: numbers[0] ?? null, last: numbers.at(-1) ?? null },
    creditNotes: {
      count: notes.length,
      first: notes[0]?.number ?? null,
      last: notes.at(-1)?.number ?? null,
      notes: notes.map((note) => {
        const lines = note.tax.lines.map(negatedTax);
        return {
          number: note.number,
          issuedAt: note.issuedAt.toISOString(),
          invoiceNumber: note.invoiceNumber,
          gstin: note.recipient.gstin ?? null,
          placeOfSupply: note.tax.placeOfSupply,
          stateCode: note.tax.placeOfSupplyCode,
          byRate: ratesOf(lines).map((rate) => ({ rate, ...inRupees(sumTax(lines.filter((line) => line.rate === rate))) })),
          ...inRupees(sumTax(lines)),
        };
      }),
      totals: totalOf([], noteLines),
    },
    totals: totalOf(live, noteLines),
    byRate: byRate(live, noteLines),
    b2b: [...b2bByGstin.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([gstin, invoices]) => ({
        gstin,
        name: invoices.at(-1)!.recipient.name,
        invoices: invoices.length,
        byRate: byRate(invoices),
        totals: totalOf(invoices),
      })),
    b2c: {
      byPlaceOfSupply: [...b2cByPlace.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([stateCode, invoices]) => byRate(invoices).map((row) => ({ placeOfSupply: invoices[0]!.tax.placeOfSupply, stateCode, ...row }))),
      totals: totalOf([...b2cByPlace.values()].flat()),
    },
    cancelled: documents.cancelledInvoices.map((invoice) => ({ number: invoice.number, issuedAt: invoice.issuedAt.toISOString() })),
  };
}

export const GST_REPORT_COLUMNS = [
  'Section',
  'GSTIN or place of supply',
  'Name',
  'GST rate',
  'Invoices',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

/** Two decimals; a negative amount (a credit note) as a number, which the CSV writes plain (a text cell starting "-" would be escaped as a formula). */
const money = (rupees: number): string | number => csvMoney(fromRupees(rupees));

/**
 * The summary as CSV: one row per group and rate for the invoices, one negative row per credit note
 * and rate, then the net totals by rate and the month's net total.
 */
export function gstReportCsv(report: GstReport): string {
  const row = (section: string, who: string, name: string, rate: string, count: number | string, sums: Sums) =>
    csvRow([section, who, name, rate, count, money(sums.taxableValue), money(sums.cgst), money(sums.sgst), money(sums.igst), money(sums.total)]);
  const rows = [csvRow(GST_REPORT_COLUMNS)];
  for (const buyer of report.b2b) for (const rate of buyer.byRate) rows.push(row('B2B', buyer.gstin, buyer.name, `${rate.rate}%`, rate.invoices, rate));
  for (const place of report.b2c.byPlaceOfSupply)
    rows.push(row('B2C', `${place.placeOfSupply} (${place.stateCode})`, '', `${place.rate}%`, place.invoices, place));
  for (const note of report.creditNotes.notes)
    for (const rate of note.byRate)
      rows.push(
        row(
          note.gstin ? 'Credit note B2B' : 'Credit note B2C',
          note.gstin ?? `${note.placeOfSupply} (${note.stateCode})`,
          `${note.number} against ${note.invoiceNumber}`,
          `${rate.rate}%`,
          '',
          rate,
        ),
      );
  for (const rate of report.byRate) rows.push(row('Total by rate', '', '', `${rate.rate}%`, rate.invoices, rate));
  rows.push(row('Total', '', '', '', report.invoices.count - report.cancelled.length, report.totals));
  for (const invoice of report.cancelled) rows.push(csvRow(['Cancelled', '', invoice.number, '', '', '', '', '', '', '']));
  return UTF8_BOM + rows.join('');
}
