/**
 * The tax documents of a calendar month (India time), as the law counts them, read once for both the
 * monthly GST summary (gst-report.ts) and the GSTR-1 return (gstr1.ts):
 *
 * - every tax invoice issued in the month stays in it, whatever happened to its order later (CGST Act
 *   section 31: the invoice is issued at the supply; a later cancellation is a credit note): the
 *   order's current invoice and the earlier invoices of an order that was reopened;
 * - every credit note counts in the month it is issued (section 34, Rule 53), never in its invoice's;
 * - an invoice whose order is cancelled while no credit note reverses it was cancelled before it
 *   counted (orders cancelled before credit notes were issued, or a cancellation whose note is not
 *   written yet): it is listed apart as cancelled and left out of the sums;
 * - a number of either series taken but never printed (recorded void with its reason) counts as
 *   cancelled in its series' range.
 */
import 'server-only';
import mongoose from 'mongoose';
import { financialYearOf } from '@/lib/gst/numbering';
import { startOfIndiaDay } from '@/lib/india-date';
import { connectToDatabase } from '@/lib/server/platform/db';
import type { OrderGstRecord, StoredCreditNote, StoredInvoice } from '@/lib/server/tax/order-tax';
import { OrderModel } from '@/models/Order';
import { VoidCreditNoteNumberModel } from '@/models/VoidCreditNoteNumber';
import { VoidInvoiceNumberModel } from '@/models/VoidInvoiceNumber';

/** [start, end) of a calendar month in India time. */
export function indiaMonthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { start: startOfIndiaDay(`${month}-01`), end: startOfIndiaDay(`${next}-01`) };
}

export interface MonthNote {
  note: StoredCreditNote;
  /** The invoice the note reverses (from its order's record), to know what kind of supply it reversed. */
  invoice: StoredInvoice | null;
}

/** An invoice number series of the month for the documents-issued table (GSTR-1 Table 13). */
export interface SeriesRange {
  from: string;
  to: string;
  /** Numbers from `from` to `to`, both included. */
  total: number;
  /** Numbers in the range on no counted document: voided numbers and invoices cancelled before they counted. */
  cancelled: number;
}

export interface MonthDocuments {
  month: string;
  /** Invoices issued in the month, by number. */
  invoices: StoredInvoice[];
  /** Invoices issued in the month whose order was cancelled with no credit note reversing them. */
  cancelledInvoices: StoredInvoice[];
  /** Credit notes issued in the month, by number. */
  creditNotes: MonthNote[];
  /** Invoice and credit note numbers recorded void (taken but never printed) that fall in the month's ranges. */
  voidNumbers: Array<{ number: string; reason: string }>;
  invoiceRange: SeriesRange | null;
  creditNoteRange: SeriesRange | null;
}

type MonthOrder = Pick<OrderGstRecord, 'status' | 'invoice' | 'earlierInvoices' | 'creditNotes'>;

const bySeq = <T extends { seq: number }>(a: T, b: T) => a.seq - b.seq;

export async function monthDocuments(month: string): Promise<MonthDocuments> {
  await connectToDatabase();
  const { start, end } = indiaMonthBounds(month);
  const inMonth = (at: Date) => at >= start && at < end;
  const range = mongoose.trusted({ $gte: start, $lt: end });
  const orders = await OrderModel.find(
    { $or: [{ 'invoice.issuedAt': range }, { 'earlierInvoices.issuedAt': range }, { 'creditNotes.issuedAt': range }] },
    { status: 1, invoice: 1, earlierInvoices: 1, creditNotes: 1 },
  ).lean<MonthOrder[]>();

  const invoices: StoredInvoice[] = [];
  const cancelledInvoices: StoredInvoice[] = [];
  const creditNotes: MonthNote[] = [];
  for (const order of orders) {
    const all = [...(order.earlierInvoices ?? []), ...(order.invoice ? [order.invoice] : [])];
    for (const invoice of all) {
      if (!inMonth(invoice.issuedAt)) continue;
      const reversed = (order.creditNotes ?? []).some((note) => note.invoiceNumber === invoice.number);
      if (order.status === 'cancelled' && invoice === order.invoice && !reversed) cancelledInvoices.push(invoice);
      else invoices.push(invoice);
    }
    for (const note of order.creditNotes ?? []) {
      if (inMonth(note.issuedAt)) creditNotes.push({ note, invoice: all.find((invoice) => invoice.number === note.invoiceNumber) ?? null });
    }
  }
  invoices.sort(bySeq);
  cancelledInvoices.sort(bySeq);
  creditNotes.sort((a, b) => a.note.seq - b.note.seq);

  const { voidNumbers, invoiceRange } = await invoiceSeries(month, [...invoices, ...cancelledInvoices], cancelledInvoices.length);
  const notes = await noteSeries(month, creditNotes);
  return {
    month,
    invoices,
    cancelledInvoices,
    creditNotes,
    voidNumbers: [...voidNumbers, ...notes.voidNumbers],
    invoiceRange,
    creditNoteRange: notes.creditNoteRange,
  };
}

/**
 * The month's stretch of the invoice series. Every void number belongs to exactly one month: the
 * month of the invoice numbered just before it (or, for a void number before any invoice of the
 * year, the month of the invoice just after it; with no invoice at all, the month it was voided in).
 * So the months' ranges follow one another without a gap or an overlap.
 */
async function invoiceSeries(
  month: string,
  issued: StoredInvoice[],
  cancelledCount: number,
): Promise<{ voidNumbers: MonthDocuments['voidNumbers']; invoiceRange: SeriesRange | null }> {
  const { start, end } = indiaMonthBounds(month);
  const year = financialYearOf(start).label;
  const voids = await VoidInvoiceNumberModel.find({ financialYear: year }).sort({ seq: 1 }).lean();
  let mine: typeof voids = [];
  if (voids.length > 0) {
    const yearOrders = await OrderModel.find(
      { $or: [{ 'invoice.financialYear': year }, { 'earlierInvoices.financialYear': year }] },
      {
        'invoice.seq': 1,
        'invoice.issuedAt': 1,
        'invoice.financialYear': 1,
        'earlierInvoices.seq': 1,
        'earlierInvoices.issuedAt': 1,
        'earlierInvoices.financialYear': 1,
      },
    ).lean<
      Array<{
        invoice?: Pick<StoredInvoice, 'seq' | 'issuedAt' | 'financialYear'>;
        earlierInvoices?: Array<Pick<StoredInvoice, 'seq' | 'issuedAt' | 'financialYear'>>;
      }>
    >();
    const seqs = yearOrders
      .flatMap((order) => [...(order.earlierInvoices ?? []), ...(order.invoice ? [order.invoice] : [])])
      .filter((invoice) => invoice.financialYear === year)
      .sort(bySeq);
    const ours = (at: Date) => at >= start && at < end;
    mine = voids.filter((record) => {
      const before = seqs.filter((invoice) => invoice.seq < record.seq).at(-1);
      const after = seqs.find((invoice) => invoice.seq > record.seq);
      const neighbour = before ?? after;
      return ours(neighbour ? neighbour.issuedAt : record.at);
    });
  }
  const numbers = [
    ...issued.map((invoice) => ({ seq: invoice.seq, number: invoice.number })),
    ...mine.map((record) => ({ seq: record.seq, number: record._id })),
  ].sort(bySeq);
  const first = numbers[0];
  const last = numbers.at(-1);
  const voidNumbers = mine.map((record) => ({ number: record._id, reason: record.reason }));
  if (!first || !last) return { voidNumbers, invoiceRange: null };
  const total = last.seq - first.seq + 1;
  const counted = issued.length - cancelledCount;
  return { voidNumbers, invoiceRange: { from: first.number, to: last.number, total, cancelled: total - counted } };
}

/**
 * The month's stretch of the credit note series, with the void credit note numbers that belong to it
 * (by the same rule as void invoice numbers: the month of the note numbered just before, or just
 * after, or with no note at all the month it was voided in). A gap in it shows as cancelled.
 */
async function noteSeries(month: string, notes: MonthNote[]): Promise<{ voidNumbers: MonthDocuments['voidNumbers']; creditNoteRange: SeriesRange | null }> {
  const { start, end } = indiaMonthBounds(month);
  const year = financialYearOf(start).label;
  const voids = await VoidCreditNoteNumberModel.find({ financialYear: year }).sort({ seq: 1 }).lean();
  let mine: typeof voids = [];
  if (voids.length > 0) {
    const yearOrders = await OrderModel.find(
      { 'creditNotes.financialYear': year },
      { 'creditNotes.seq': 1, 'creditNotes.issuedAt': 1, 'creditNotes.financialYear': 1 },
    ).lean<Array<{ creditNotes?: Array<Pick<StoredCreditNote, 'seq' | 'issuedAt' | 'financialYear'>> }>>();
    const seqs = yearOrders
      .flatMap((order) => order.creditNotes ?? [])
      .filter((note) => note.financialYear === year)
      .sort(bySeq);
    const ours = (at: Date) => at >= start && at < end;
    mine = voids.filter((record) => {
      const before = seqs.filter((note) => note.seq < record.seq).at(-1);
      const after = seqs.find((note) => note.seq > record.seq);
      const neighbour = before ?? after;
      return ours(neighbour ? neighbour.issuedAt : record.at);
    });
  }
  const numbers = [
    ...notes.map(({ note }) => ({ seq: note.seq, number: note.number })),
    ...mine.map((record) => ({ seq: record.seq, number: record._id })),
  ].sort(bySeq);
  const first = numbers[0];
  const last = numbers.at(-1);
  const voidNumbers = mine.map((record) => ({ number: record._id, reason: record.reason }));
  if (!first || !last) return { voidNumbers, creditNoteRange: null };
  const total = last.seq - first.seq + 1;
  return { voidNumbers, creditNoteRange: { from: first.number, to: last.number, total, cancelled: total - notes.length } };
}
