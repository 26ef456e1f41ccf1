/**
 * The monthly GST summary for the accountant: every tax invoice issued in a calendar month (India
 * time), taxable value and CGST/SGST/IGST by rate, B2B (by the buyer's GSTIN) and B2C (by place of
 * supply) apart. Read from the invoices as issued (their frozen copies), so the summary adds up to
 * the invoices exactly. An invoice whose order was cancelled is listed under `cancelled` and left
 * out of the sums (the shop issues a credit note for it in its accounts).
 */
import 'server-only';
import mongoose from 'mongoose';
import { z } from 'zod';
import { csvRow, UTF8_BOM } from '@/lib/csv';
import { connectToDatabase } from '@/lib/server/platform/db';
import type { StoredInvoice } from '@/lib/server/tax/order-tax';
import { OrderModel } from '@/models/Order';
import { startOfIndiaDay } from '@/lib/india-date';

export const monthSchema = z.object({
  month: z.string({ error: 'month is required (YYYY-MM).' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be a month as YYYY-MM.' }),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
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

export interface GstReport {
  month: string;
  invoices: { count: number; first: string | null; last: string | null };
  totals: Sums;
  byRate: GstReportRow[];
  b2b: Array<{ gstin: string; name: string; invoices: number; byRate: GstReportRow[]; totals: Sums }>;
  b2c: { byPlaceOfSupply: Array<GstReportRow & { placeOfSupply: string; stateCode: string }>; totals: Sums };
  cancelled: Array<{ number: string; issuedAt: string }>;
}

/** [start, end) of a calendar month in India time. */
export function indiaMonthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { start: startOfIndiaDay(`${month}-01`), end: startOfIndiaDay(`${next}-01`) };
}

const zero = (): Sums => ({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/** Adds the invoice's lines at `rate` (all rates when undefined) into `sums`, in paise. */
function add(sums: Sums, invoice: StoredInvoice, rate?: number): void {
  for (const line of invoice.tax.lines) {
    if (rate !== undefined && line.rate !== rate) continue;
    sums.taxableValue += line.taxableValue;
    sums.cgst += line.cgst;
    sums.sgst += line.sgst;
    sums.igst += line.igst;
    sums.total += line.amount;
  }
}

const inRupees = <T extends Sums>(sums: T): T => ({
  ...sums,
  taxableValue: sums.taxableValue / 100,
  cgst: sums.cgst / 100,
  sgst: sums.sgst / 100,
  igst: sums.igst / 100,
  total: sums.total / 100,
});

/** Rows by rate from a group of invoices, ascending by rate. */
function byRate(invoices: StoredInvoice[]): GstReportRow[] {
  const rates = [...new Set(invoices.flatMap((invoice) => invoice.tax.lines.map((line) => line.rate)))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const sums = zero();
    const holding = invoices.filter((invoice) => invoice.tax.lines.some((line) => line.rate === rate));
    for (const invoice of holding) add(sums, invoice, rate);
    return inRupees({ rate, invoices: holding.length, ...sums });
  });
}

function totalOf(invoices: StoredInvoice[]): Sums {
  const sums = zero();
  for (const invoice of invoices) add(sums, invoice);
  return inRupees(sums);
}

export async function gstReport(month: string): Promise<GstReport> {
  await connectToDatabase();
  const { start, end } = indiaMonthBounds(month);
  const orders = await OrderModel.find({ 'invoice.issuedAt': mongoose.trusted({ $gte: start, $lt: end }) }, { invoice: 1, status: 1 })
    .sort({ 'invoice.issuedAt': 1, _id: 1 })
    .lean<Array<{ invoice: StoredInvoice; status?: string | null }>>();
  const live = orders.filter((order) => order.status !== 'cancelled').map((order) => order.invoice);
  const cancelled = orders.filter((order) => order.status === 'cancelled').map((order) => order.invoice);
  const numbers = orders.map((order) => order.invoice.number).sort();

  const b2bByGstin = new Map<string, StoredInvoice[]>();
  const b2cByPlace = new Map<string, StoredInvoice[]>();
  for (const invoice of live) {
    if (invoice.recipient.gstin) b2bByGstin.set(invoice.recipient.gstin, [...(b2bByGstin.get(invoice.recipient.gstin) ?? []), invoice]);
    else b2cByPlace.set(invoice.tax.placeOfSupplyCode, [...(b2cByPlace.get(invoice.tax.placeOfSupplyCode) ?? []), invoice]);
  }

  return {
    month,
    invoices: { count: orders.length, first: numbers[0] ?? null, last: numbers.at(-1) ?? null },
    totals: totalOf(live),
    byRate: byRate(live),
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
    cancelled: cancelled.map((invoice) => ({ number: invoice.number, issuedAt: invoice.issuedAt.toISOString() })),
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

const money = (rupees: number) => rupees.toFixed(2);

/** The summary as CSV, one row per group and rate, then the totals by rate and the month's total. */
export function gstReportCsv(report: GstReport): string {
  const row = (section: string, who: string, name: string, rate: string, count: number | string, sums: Sums) =>
    csvRow([section, who, name, rate, count, money(sums.taxableValue), money(sums.cgst), money(sums.sgst), money(sums.igst), money(sums.total)]);
  const rows = [csvRow(GST_REPORT_COLUMNS)];
  for (const buyer of report.b2b) for (const rate of buyer.byRate) rows.push(row('B2B', buyer.gstin, buyer.name, `${rate.rate}%`, rate.invoices, rate));
  for (const place of report.b2c.byPlaceOfSupply)
    rows.push(row('B2C', `${place.placeOfSupply} (${place.stateCode})`, '', `${place.rate}%`, place.invoices, place));
  for (const rate of report.byRate) rows.push(row('Total by rate', '', '', `${rate.rate}%`, rate.invoices, rate));
  rows.push(row('Total', '', '', '', report.invoices.count - report.cancelled.length, report.totals));
  for (const invoice of report.cancelled) rows.push(csvRow(['Cancelled', '', invoice.number, '', '', '', '', '', '', '']));
  return UTF8_BOM + rows.join('');
}
