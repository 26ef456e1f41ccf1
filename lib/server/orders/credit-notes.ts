/**
 * Credit notes (CGST Act section 34, Rule 53): issued against an order's tax invoice, in their own
 * series (CN/26-27/00001, gap-free per financial year), never changing the invoice, which stays in
 * its own month; the note counts in the month it is issued.
 *
 * - Cancelling an invoiced order issues one note for whatever of the invoice is not reversed yet
 *   (lib/server/orders/lifecycle.ts calls `issueCancellationNote`); the units come back to stock with
 *   the cancellation itself.
 * - An admin issues one for units sent back (a return): the note's write also takes those units out
 *   of the order's held stock and records their way back as the order's `stockMove` of kind "return"
 *   (lib/server/catalogue/stock-movements.ts), which is then given line by line and ended by one order
 *   write, like a cancellation's; a crash part-way is finished by recovery. A return is no admin
 *   movement: `stockReceived` does not change, so stock + held = received holds throughout.
 *
 * Numbers are taken as invoices take theirs (lib/server/orders/invoices.ts): claim the order with a
 * conditional update (`creditClaim`), so one note at a time is worked out from what is left to
 * reverse; take the number from the year's counter, recording it pending (claim token, order) in the
 * same `$inc`; record the note on the claim; write the note conditional on the claim, which is
 * dropped in the same update; then pull the pending entry. A failure gives the number back when no
 * later one was taken, else records it void (`VoidCreditNoteNumber`, with the reason). A process
 * killed between the steps leaves the pending entry: recovery (`recoverCreditNoteNumbers`) writes
 * the note recorded on the claim, or records the number void, so the series has no unexplained gap.
 * A stale claim (a crashed holder) is taken over after CLAIM_STALE_MS.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { creditedPart, creditNoteCounterId, creditNoteNumber } from '@/lib/gst/credit-note';
import { creditNoteMessages } from '@/lib/gst/messages';
import { counterYear, financialYearOf } from '@/lib/gst/numbering';
import { sumTax } from '@/lib/gst/tax';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { finishGiving, newStockMove, type StockLine, type StockMove } from '@/lib/server/catalogue/stock-movements';
import { supplierForDocument } from '@/lib/server/tax/business';
import type { OrderGstRecord, StoredCreditNote, StoredInvoice, StoredTaxLine } from '@/lib/server/tax/order-tax';
import { CLAIM_STALE_MS } from './invoices';
import { CounterModel } from '@/models/Counter';
import { OrderModel, type OrderRecord } from '@/models/Order';
import { VoidCreditNoteNumberModel } from '@/models/VoidCreditNoteNumber';

const WAIT_STEP_MS = 20;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What issuing a credit note reads of the stored order. */
type CreditOrderRecord = Pick<OrderRecord, '_id' | 'orderNumber'> &
  Pick<OrderGstRecord, 'status' | 'invoice' | 'creditNotes'> &
  Partial<Pick<OrderRecord, 'heldStock' | 'stockMove'>>;

export interface CreditRequest {
  /** Units to reverse per product; absent: everything of the invoice not reversed yet. */
  lines?: Array<{ productId: string; quantity: number }>;
  reason: string;
  kind: 'cancellation' | 'return';
}

/** Units of each product of the invoice reversed by its notes so far. */
function reversedSoFar(order: CreditOrderRecord, invoiceNumber: string): Map<string, number> {
  const reversed = new Map<string, number>();
  for (const note of order.creditNotes ?? []) {
    if (note.invoiceNumber !== invoiceNumber) continue;
    for (const line of note.tax.lines) reversed.set(String(line.productId), (reversed.get(String(line.productId)) ?? 0) + line.quantity);
  }
  return reversed;
}

/** The note's lines: the units asked for (or all not reversed yet), each with its share of the tax. */
function noteLines(invoice: StoredInvoice, reversed: Map<string, number>, asked: CreditRequest['lines']): StoredTaxLine[] {
  const byProduct = new Map(invoice.tax.lines.map((line) => [String(line.productId), line]));
  const wanted = new Map<string, number>();
  if (asked) {
    for (const { productId, quantity } of asked) wanted.set(productId.toLowerCase(), (wanted.get(productId.toLowerCase()) ?? 0) + quantity);
  } else {
    for (const line of invoice.tax.lines) wanted.set(String(line.productId), line.quantity - (reversed.get(String(line.productId)) ?? 0));
  }
  const lines: StoredTaxLine[] = [];
  for (const [productId, units] of wanted) {
    const line = byProduct.get(productId);
    if (!line) throw new HttpError(400, creditNoteMessages.notOnInvoice, { errors: { lines: [creditNoteMessages.notOnInvoice] } });
    const before = reversed.get(productId) ?? 0;
    if (units <= 0) continue;
    if (before + units > line.quantity) {
      const message = creditNoteMessages.tooMany(line.name, line.quantity - before);
      throw new HttpError(409, message, { errors: { lines: [message] } });
    }
    lines.push({ ...line, productId: String(line.productId), quantity: units, ...creditedPart({ ...line, productId }, before, units) });
  }
  return lines;
}

/** The held stock after `lines` come back: each product's units less those returned (never below 0). */
function heldAfter(held: readonly StockLine[], lines: readonly StoredTaxLine[]): { held: StockLine[]; back: StockLine[] } {
  const back: StockLine[] = [];
  const after = held.map((entry) => {
    const returned = lines.find((line) => String(line.productId) === String(entry.productId))?.quantity ?? 0;
    const units = Math.min(returned, entry.quantity);
    if (units > 0) back.push({ productId: entry.productId, quantity: units });
    return { productId: entry.productId, quantity: entry.quantity - units };
  });
  return { held: after.filter((entry) => entry.quantity > 0), back };
}

const CLAIM_READ = { orderNumber: 1, status: 1, invoice: 1, creditNotes: 1, heldStock: 1, stockMove: 1 } as const;

async function claim(orderId: string): Promise<{ order: CreditOrderRecord; token: string } | null> {
  const waitUntil = Date.now() + CLAIM_STALE_MS * 2;
  for (;;) {
    const order = await OrderModel.findById(orderId, CLAIM_READ).lean<CreditOrderRecord>();
    if (!order) return null;
    const token = randomUUID();
    const at = new Date();
    const claimed = await OrderModel.updateOne(
      {
        _id: order._id,
        $or: [
          { creditClaim: mongoose.trusted({ $exists: false }) },
          { creditClaim: null },
          { 'creditClaim.at': mongoose.trusted({ $lt: new Date(at.getTime() - CLAIM_STALE_MS) }) },
        ],
      },
      { $set: { creditClaim: { token, at } } },
      { timestamps: false },
    );
    if (claimed.modifiedCount === 1) {
      // What the note is worked out from is read after the claim, so no other note is half-written,
      // and once the units of an earlier return (or any movement) are back, so the held stock is settled.
      for (;;) {
        const fresh = await OrderModel.findById(orderId, CLAIM_READ).lean<CreditOrderRecord>();
        if (!fresh?.stockMove) return fresh ? { order: fresh, token } : null;
        if (Date.now() > waitUntil) {
          await OrderModel.updateOne({ _id: order._id, 'creditClaim.token': token }, { $unset: { creditClaim: 1 } }, { timestamps: false });
          throw new HttpError(503, creditNoteMessages.busy);
        }
        await sleep(WAIT_STEP_MS);
      }
    }
    if (Date.now() > waitUntil) throw new HttpError(503, creditNoteMessages.busy);
    await sleep(WAIT_STEP_MS);
  }
}

/**
 * Writes the note on the order, conditional on the claim `token`, and drops the claim in the same
 * update; the customer's e-mail goes in it too (the outbox). For a return, the same write takes the
 * units sent back out of the order's held stock (so a later cancellation cannot give them back a
 * second time) and records their way back as the order's `stockMove`, returned for the caller to
 * finish (null when none of the units was held). False when the claim is no longer this one, or the
 * order was cancelled meanwhile.
 */
async function writeNote(order: CreditOrderRecord, token: string, note: StoredCreditNote): Promise<StockMove | null | false> {
  const stock = note.kind === 'return' ? heldAfter(order.heldStock ?? [], note.tax.lines) : null;
  const move = stock && stock.back.length > 0 ? newStockMove('return', String(order._id), stock.back) : null;
  const notifications = outboxEntries(['credit-note-customer'], order.orderNumber).map((entry) => ({ ...entry, ref: note.number }));
  const written = await OrderModel.updateOne(
    {
      _id: order._id,
      'creditClaim.token': token,
      ...(stock ? { status: mongoose.trusted({ $ne: 'cancelled' }), stockMove: mongoose.trusted({ $exists: false }) } : {}),
    },
    {
      $push: { creditNotes: note, ...(notifications.length > 0 ? { notifications: { $each: notifications } } : {}) },
      $unset: { creditClaim: 1 },
      ...(stock ? { $set: { heldStock: stock.held, ...(move ? { stockMove: move } : {}) } } : {}),
    },
    { runValidators: true },
  );
  if (written.modifiedCount !== 1) return false;
  announceOutbox(notifications);
  return move;
}

/**
 * Issues a credit note against the order's current invoice. Null for an unknown order; 409 without
 * an invoice, or when nothing (or less than asked) is left to reverse; for a cancellation with
 * nothing left, the order's last note number (nothing is issued twice).
 */
export async function issueCreditNote(orderId: string, request: CreditRequest): Promise<{ creditNoteNumber: string; created: boolean } | null> {
  await connectToDatabase();
  const claimed = await claim(orderId);
  if (!claimed) return null;
  const { order, token } = claimed;
  let taken: TakenNumber | null = null;
  const release = () => OrderModel.updateOne({ _id: order._id, 'creditClaim.token': token }, { $unset: { creditClaim: 1 } }, { timestamps: false });
  try {
    const invoice = order.invoice;
    if (!invoice) throw new HttpError(409, creditNoteMessages.noInvoice);
    if (request.kind === 'return' && order.status === 'cancelled') throw new HttpError(409, creditNoteMessages.orderCancelled);
    const lines = noteLines(invoice, reversedSoFar(order, invoice.number), request.lines);
    if (lines.length === 0) {
      await release();
      const last = (order.creditNotes ?? []).filter((note) => note.invoiceNumber === invoice.number).at(-1);
      if (request.kind === 'cancellation' && last) return { creditNoteNumber: last.number, created: false };
      throw new HttpError(409, creditNoteMessages.nothingLeft);
    }
    const supplier = await supplierForDocument();
    const issuedAt = new Date();
    const year = financialYearOf(issuedAt);
    const counterId = creditNoteCounterId(year);
    // The number and the record of who took it, in one write.
    const counter = await CounterModel.findOneAndUpdate(
      { _id: counterId },
      { $inc: { seq: 1 }, $push: { pending: { token, order: order._id, at: issuedAt } } },
      { upsert: true, new: true },
    ).lean();
    if (!counter) throw new Error(`Counter ${counterId} was not returned`);
    taken = { counterId, seq: counter.seq, token };
    const note: StoredCreditNote = {
      number: creditNoteNumber(year, counter.seq),
      financialYear: year.label,
      seq: counter.seq,
      issuedAt,
      reason: request.reason,
      kind: request.kind,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      supplier,
      recipient: invoice.recipient,
      tax: { ...invoice.tax, lines, ...sumTax(lines) },
    };
    // From here a crash leaves the note on the claim, and recovery writes it.
    await OrderModel.updateOne({ _id: order._id, 'creditClaim.token': token }, { $set: { 'creditClaim.note': note } }, { timestamps: false });
    const returning = await writeNote(order, token, note);
    if (returning === false) throw new HttpError(409, creditNoteMessages.changedMeanwhile);
    const written = taken;
    taken = null;
    await releaseNumber(written);
    if (returning) await finishGiving(returning);
    logEvent('info', 'credit_note_issued', { order: order.orderNumber, creditNote: note.number, invoice: invoice.number, kind: request.kind });
    return { creditNoteNumber: note.number, created: true };
  } catch (error) {
    if (taken)
      await giveBack(taken, order.orderNumber, `The issue failed before the note was written: ${error instanceof Error ? error.message : String(error)}`);
    await release();
    throw error;
  }
}

interface TakenNumber {
  counterId: string;
  seq: number;
  token: string;
}

/** The number's issue is over (written, given back or voided): it is no longer pending on its counter. */
async function releaseNumber(taken: Pick<TakenNumber, 'counterId' | 'token'>): Promise<void> {
  await CounterModel.updateOne({ _id: taken.counterId }, { $pull: { pending: { token: taken.token } } });
}

/** Records a taken number that no note will carry, with the reason (once: the number is the record's id). */
async function voidNumber(counterId: string, seq: number, reason: string, orderNumber?: string): Promise<boolean> {
  const year = counterYear(counterId);
  const number = creditNoteNumber(year, seq);
  const written = await VoidCreditNoteNumberModel.updateOne(
    { _id: number },
    { $setOnInsert: { financialYear: year.label, seq, reason, ...(orderNumber ? { orderNumber } : {}), at: new Date() } },
    { upsert: true },
  );
  if (written.upsertedCount === 1)
    logEvent('warn', 'credit_note_number_voided', { creditNote: number, reason, ...(orderNumber ? { order: orderNumber } : {}) });
  return written.upsertedCount === 1;
}

/** Returns a number that was taken but not used, if no later number was taken since; else records it void. */
async function giveBack(taken: TakenNumber, orderNumber: string, reason: string): Promise<void> {
  const back = await CounterModel.updateOne({ _id: taken.counterId, seq: taken.seq }, { $inc: { seq: -1 }, $pull: { pending: { token: taken.token } } });
  if (back.modifiedCount === 1) return;
  await voidNumber(taken.counterId, taken.seq, reason, orderNumber);
  await releaseNumber(taken);
}

type ClaimRecord = { token: string; at: Date; note?: StoredCreditNote | null };

/**
 * Recovery of credit note numbers (run by lib/server/orders/recovery.ts), as for invoice numbers. For
 * each number pending on a counter for longer than `staleMs`: when its claim is still on the order
 * with the note recorded, the note is written (a return's units then come back, as the order's
 * movement); otherwise the claim is dropped. Then, for a counter with no number pending, every number
 * up to its `seq` that no note carries and no void record explains is recorded void with the reason
 * (`VoidCreditNoteNumber`), so the series has no unexplained gap.
 */
export async function recoverCreditNoteNumbers(staleMs: number): Promise<{ creditNotesFinished: number; creditNoteNumbersVoided: number }> {
  await connectToDatabase();
  let creditNotesFinished = 0;
  let creditNoteNumbersVoided = 0;
  const counters = await CounterModel.find({ _id: mongoose.trusted({ $regex: '^credit-note-' }) }, { _id: 1 }).lean();
  for (const { _id: counterId } of counters) {
    const counter = await CounterModel.findById(counterId).lean();
    const interrupted: string[] = [];
    for (const entry of counter?.pending ?? []) {
      if (entry.at.getTime() > Date.now() - staleMs) continue;
      const order = await OrderModel.findById(entry.order, { ...CLAIM_READ, creditClaim: 1 }).lean<CreditOrderRecord & { creditClaim?: ClaimRecord | null }>();
      const held = order?.creditClaim;
      if (order && held?.token === entry.token) {
        const returning = held.note ? await writeNote(order, entry.token, held.note) : false;
        if (held.note && returning !== false) {
          creditNotesFinished += 1;
          logEvent('warn', 'credit_note_issue_finished', { order: order.orderNumber, creditNote: held.note.number });
          if (returning) await finishGiving(returning);
        } else {
          await OrderModel.updateOne({ _id: order._id, 'creditClaim.token': entry.token }, { $unset: { creditClaim: 1 } }, { timestamps: false });
          interrupted.push(order.orderNumber);
        }
      }
      await releaseNumber({ counterId, token: entry.token });
    }
    // Read once: with nothing pending in this read, every number up to its seq is written or explained.
    const now = await CounterModel.findById(counterId).lean();
    if (!now || (now.pending?.length ?? 0) > 0) continue;
    const year = counterYear(counterId);
    const [used, voided] = await Promise.all([
      OrderModel.find({ 'creditNotes.financialYear': year.label }, { 'creditNotes.seq': 1, 'creditNotes.financialYear': 1 }).lean<
        Array<{ creditNotes: Array<{ seq: number; financialYear: string }> }>
      >(),
      VoidCreditNoteNumberModel.find({ financialYear: year.label }, { seq: 1 }).lean(),
    ]);
    const explained = new Set([
      ...used.flatMap((order) => order.creditNotes.filter((note) => note.financialYear === year.label).map((note) => note.seq)),
      ...voided.map((record) => record.seq),
    ]);
    for (let seq = 1; seq <= now.seq; seq += 1) {
      if (explained.has(seq)) continue;
      const reason =
        interrupted.length > 0
          ? `The issue was interrupted (the process stopped) after the number was taken and before the note was written; orders whose issue was interrupted: ${interrupted.join(', ')}.`
          : 'The number was taken but no credit note carries it (its issue was interrupted).';
      if (await voidNumber(counterId, seq, reason)) creditNoteNumbersVoided += 1;
    }
  }
  return { creditNotesFinished, creditNoteNumbersVoided };
}

/** Void credit note numbers of a financial year (label "26-27"), for the documents-issued table. */
export async function voidCreditNoteNumbers(financialYear: string): Promise<Array<{ number: string; seq: number; reason: string; at: Date }>> {
  await connectToDatabase();
  const records = await VoidCreditNoteNumberModel.find({ financialYear }).sort({ seq: 1 }).lean();
  return records.map((record) => ({ number: record._id, seq: record.seq, reason: record.reason, at: record.at }));
}

/** The note for the rest of the invoice of a cancelled order (a no-op once it is fully reversed). */
export async function issueCancellationNote(orderId: string): Promise<string | null> {
  const issued = await issueCreditNote(orderId, { reason: creditNoteMessages.cancellationReason, kind: 'cancellation' });
  return issued?.creditNoteNumber ?? null;
}

/** Whether every unit of the order's current invoice has been reversed by credit notes. */
export function fullyReversed(order: Pick<CreditOrderRecord, 'invoice' | 'creditNotes'>): boolean {
  const invoice = order.invoice;
  if (!invoice) return false;
  const reversed = reversedSoFar(order as CreditOrderRecord, invoice.number);
  return invoice.tax.lines.every((line) => (reversed.get(String(line.productId)) ?? 0) >= line.quantity);
}

export interface CreditNoteForPdf {
  note: StoredCreditNote;
  orderNumber: string;
}

/** The k-th credit note of an order (1 = the first); null when there is no such order or note. */
export async function findCreditNote(filter: { _id: string } | { orderNumber: string; mobile: string }, k: number): Promise<CreditNoteForPdf | null> {
  await connectToDatabase();
  const order = await OrderModel.findOne(filter, { orderNumber: 1, creditNotes: 1 }).lean<CreditOrderRecord>();
  const note = order?.creditNotes?.[k - 1];
  return order && note ? { note, orderNumber: order.orderNumber } : null;
}
