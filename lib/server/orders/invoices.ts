/**
 * GST tax invoices: issuing one (its number taken from an atomic counter) and reading it back.
 *
 * Numbers run SV/26-27/00001, SV/26-27/00002, ... per financial year, unique, and every number taken
 * is either on an invoice or recorded void with its reason, with no transaction (the database may
 * have none). The mechanism:
 *
 * 1. Claim the order. One conditional update sets `invoiceClaim` only on an order that has no
 *    invoice and no live claim, so of any number of simultaneous issues for the same order exactly
 *    one goes on; the others wait for its number and answer with it.
 * 2. Take the number: `findOneAndUpdate({ _id: 'invoice-2026' }, { $inc: { seq: 1 }, $push: { pending } })`
 *    on the year's counters document hands each caller its own next number, across every instance,
 *    and records in the same write that this claim (token, order) took one. Only the claim holder
 *    takes one, so two simultaneous issues for one order never burn a number.
 * 3. Record the number on the claim (`invoiceClaim.seq`, `issuedAt`).
 * 4. Write the invoice (a frozen copy of supplier, recipient and tax), conditional on still holding
 *    the claim, dropping the claim in the same update; then pull the pending entry. A unique index
 *    on `invoice.number` backs it.
 *
 * A failure after step 2 gives the number back when no later one was taken (`$inc: -1` conditional
 * on the counter still being there), else records it void (`VoidInvoiceNumber`, with the reason).
 * A process killed between the steps leaves the pending entry; recovery (`recoverInvoiceNumbers`, run
 * by lib/server/orders/recovery.ts at start-up and periodically) writes the invoice for the order that claimed the
 * number when step 3 happened, and otherwise records every number no invoice carries as void. A
 * claim older than CLAIM_STALE_MS is taken over, so an order is never stuck.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { gstMessages } from '@/lib/gst/messages';
import { counterYear, financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { findState } from '@/lib/gst/states';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { supplierForDocument } from '@/lib/server/tax/business';
import { computeTax, shopState, type OrderGstRecord, type StoredInvoice, type StoredParty, type StoredTax } from '@/lib/server/tax/order-tax';
import { withHsnOnEveryLine } from '@/lib/server/orders/invoice-hsn';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { CounterModel } from '@/models/Counter';
import { OrderModel, type OrderRecord } from '@/models/Order';
import { VoidInvoiceNumberModel } from '@/models/VoidInvoiceNumber';
import { replyMessages } from '@/lib/messages';

/** A claim not finished within this long is taken to be dead (its holder crashed) and taken over. */
export const CLAIM_STALE_MS = 30_000;
const WAIT_STEP_MS = 20;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What issuing an invoice reads of the stored order. */
type InvoiceOrderRecord = Pick<OrderRecord, '_id' | 'orderNumber' | 'fullName' | 'address' | 'email' | 'items'> &
  OrderGstRecord &
  Partial<Pick<OrderRecord, 'invoiceClaim'>>;

export interface IssuedInvoice {
  invoiceNumber: string;
  issuedAt: Date;
  /** False when the order already had this invoice. */
  created: boolean;
}

function recipient(order: InvoiceOrderRecord, tax: StoredTax): StoredParty {
  return {
    name: order.businessName ?? order.fullName,
    legalName: order.businessName ? order.fullName : null,
    address: order.address,
    gstin: order.gstin ?? null,
    state: tax.placeOfSupply,
    stateCode: tax.placeOfSupplyCode,
  };
}

/** The order's stored tax; an order placed before tax was stored is taxed now, as placed in its billing state. */
async function taxOf(order: InvoiceOrderRecord): Promise<StoredTax> {
  if (order.tax) return withHsnOnEveryLine(order.tax);
  const state = (order.billingState && findState(order.billingState)?.name) || shopState().name;
  return withHsnOnEveryLine(await computeTax(order.items, state));
}

const issuedOf = (order: InvoiceOrderRecord, created: boolean): IssuedInvoice | null =>
  order.invoice ? { invoiceNumber: order.invoice.number, issuedAt: order.invoice.issuedAt, created } : null;

/**
 * Issues the order's tax invoice, or returns the one it already has. Null for an unknown order; 409
 * for a cancelled order without one (a cancelled order's issued invoice stays, marked cancelled).
 */
export async function issueInvoice(orderId: string): Promise<IssuedInvoice | null> {
  await connectToDatabase();
  const waitUntil = Date.now() + CLAIM_STALE_MS * 2;
  for (;;) {
    const order = await OrderModel.findById(orderId, { notifications: 0, idempotencyKey: 0 }).lean<InvoiceOrderRecord>();
    if (!order) return null;
    const existing = issuedOf(order, false);
    if (existing) return existing;
    if (order.status === 'cancelled') throw new HttpError(409, gstMessages.invoiceCancelledOrder);

    const token = randomUUID();
    const claimedAt = new Date();
    const claim = await OrderModel.updateOne(
      {
        _id: order._id,
        'invoice.number': mongoose.trusted({ $exists: false }),
        $or: [
          { invoiceClaim: mongoose.trusted({ $exists: false }) },
          { invoiceClaim: null },
          { 'invoiceClaim.at': mongoose.trusted({ $lt: new Date(claimedAt.getTime() - CLAIM_STALE_MS) }) },
        ],
      },
      { $set: { invoiceClaim: { token, at: claimedAt } } },
      { timestamps: false },
    );
    if (claim.modifiedCount !== 1) {
      // Another request holds the claim: wait for its number (or for its claim to go stale).
      if (Date.now() > waitUntil) throw new HttpError(503, replyMessages.orders.invoiceBeingIssued);
      await sleep(WAIT_STEP_MS);
      continue;
    }
    return await issueClaimed(order, token);
  }
}

interface TakenNumber {
  counterId: string;
  seq: number;
  token: string;
}

/**
 * Writes the invoice with number `seq`, conditional on the claim `token` still being the order's, and
 * drops the claim in the same update. The customer's e-mail with the PDF goes in the same update (the
 * outbox). False when the claim is no longer this one.
 */
async function writeInvoice(
  order: InvoiceOrderRecord,
  token: string,
  seq: number,
  issuedAt: Date,
  supplier?: StoredInvoice['supplier'],
): Promise<StoredInvoice | null> {
  const tax = await taxOf(order);
  const year = financialYearOf(issuedAt);
  const invoice: StoredInvoice = {
    number: invoiceNumber(year, seq),
    financialYear: year.label,
    seq,
    issuedAt,
    supplier: supplier ?? (await supplierForDocument()),
    recipient: recipient(order, tax),
    tax,
  };
  const notifications = outboxEntries(['invoice-customer'], order.orderNumber);
  const written = await OrderModel.updateOne(
    { _id: order._id, 'invoiceClaim.token': token },
    {
      $set: { invoice, ...(order.tax ? {} : { tax }) },
      $unset: { invoiceClaim: 1 },
      ...(notifications.length > 0 ? { $push: { notifications: { $each: notifications } } } : {}),
    },
    { runValidators: true },
  );
  if (written.modifiedCount !== 1) return null;
  announceOutbox(notifications);
  return invoice;
}

/** The number's issue is over (written, given back or voided): it is no longer pending on its counter. */
async function release(taken: TakenNumber): Promise<void> {
  await CounterModel.updateOne({ _id: taken.counterId }, { $pull: { pending: { token: taken.token } } });
}

async function issueClaimed(order: InvoiceOrderRecord, token: string): Promise<IssuedInvoice> {
  let taken: TakenNumber | null = null;
  try {
    // Refused (409) before a number is taken while the shop's GSTIN is missing or a placeholder.
    const supplier = await supplierForDocument();
    // Refused (409) before a number is taken while a line has no HSN code (lib/server/orders/invoice-hsn.ts).
    await taxOf(order);
    const issuedAt = new Date();
    const counterId = invoiceCounterId(financialYearOf(issuedAt));
    // The number and the record of who took it, in one write.
    const counter = await CounterModel.findOneAndUpdate(
      { _id: counterId },
      { $inc: { seq: 1 }, $push: { pending: { token, order: order._id, at: issuedAt } } },
      { upsert: true, new: true },
    ).lean();
    if (!counter) throw new Error(`Counter ${counterId} was not returned`);
    taken = { counterId, seq: counter.seq, token };
    // From here a crash leaves the number on the claim, and recovery writes the invoice with it.
    await OrderModel.updateOne(
      { _id: order._id, 'invoiceClaim.token': token },
      { $set: { 'invoiceClaim.seq': counter.seq, 'invoiceClaim.issuedAt': issuedAt } },
      { timestamps: false },
    );
    const invoice = await writeInvoice(order, token, counter.seq, issuedAt, supplier);
    if (invoice) {
      await release(taken);
      taken = null;
      logEvent('info', 'invoice_issued', { order: order.orderNumber, invoice: invoice.number });
      return { invoiceNumber: invoice.number, issuedAt, created: true };
    }
    // The claim went stale and another request took the order over: its number stands, ours goes back.
    await giveBack(taken, order.orderNumber, 'Taken by an issue whose claim on the order went stale; the order got another number.');
    taken = null;
    const now = await OrderModel.findById(order._id, { invoice: 1 }).lean<InvoiceOrderRecord>();
    const issued = now && issuedOf(now, false);
    if (!issued) throw new HttpError(503, replyMessages.orders.invoiceBeingIssued);
    return issued;
  } catch (error) {
    if (taken)
      await giveBack(taken, order.orderNumber, `The issue failed before the invoice was written: ${error instanceof Error ? error.message : String(error)}`);
    await OrderModel.updateOne({ _id: order._id, 'invoiceClaim.token': token }, { $unset: { invoiceClaim: 1 } }, { timestamps: false });
    throw error;
  }
}

/** Records a taken number that no invoice will carry, with the reason (once: the number is the record's id). */
async function voidNumber(counterId: string, seq: number, reason: string, orderNumber?: string): Promise<boolean> {
  const year = counterYear(counterId);
  const number = invoiceNumber(year, seq);
  const written = await VoidInvoiceNumberModel.updateOne(
    { _id: number },
    { $setOnInsert: { financialYear: year.label, seq, reason, ...(orderNumber ? { orderNumber } : {}), at: new Date() } },
    { upsert: true },
  );
  if (written.upsertedCount === 1) logEvent('warn', 'invoice_number_voided', { invoice: number, reason, ...(orderNumber ? { order: orderNumber } : {}) });
  return written.upsertedCount === 1;
}

/** Returns a number that was taken but not used, if no later number was taken since; else records it void. */
async function giveBack(taken: TakenNumber, orderNumber: string, reason: string): Promise<void> {
  const back = await CounterModel.updateOne({ _id: taken.counterId, seq: taken.seq }, { $inc: { seq: -1 }, $pull: { pending: { token: taken.token } } });
  if (back.modifiedCount === 1) return;
  await voidNumber(taken.counterId, taken.seq, reason, orderNumber);
  await release(taken);
}

type YearInvoice = { financialYear: string; seq: number };

/**
 * Every number of a financial year that an issued invoice carries: an order's current invoice, and
 * the earlier invoices of an order that was cancelled, credited in full and reopened (they stay in
 * the record with their numbers, lib/server/orders/lifecycle.ts).
 */
async function usedInvoiceSeqs(financialYear: string): Promise<Set<number>> {
  const orders = await OrderModel.find(
    { $or: [{ 'invoice.financialYear': financialYear }, { 'earlierInvoices.financialYear': financialYear }] },
    { 'invoice.seq': 1, 'invoice.financialYear': 1, 'earlierInvoices.seq': 1, 'earlierInvoices.financialYear': 1 },
  ).lean<Array<{ invoice?: YearInvoice | null; earlierInvoices?: YearInvoice[] | null }>>();
  return new Set(
    orders
      .flatMap((order) => [...(order.earlierInvoices ?? []), ...(order.invoice ? [order.invoice] : [])])
      .filter((invoice) => invoice.financialYear === financialYear)
      .map((invoice) => invoice.seq),
  );
}

/**
 * Recovery of invoice numbers (run by lib/server/orders/recovery.ts). For each number pending on a counter for longer
 * than `staleMs`: when its claim is still on the order with the number recorded, the invoice is
 * written with it (issued at the moment the number was taken); otherwise the claim is dropped. Then,
 * for a counter with no number pending, every number up to its `seq` that no invoice carries (current or
 * earlier, `usedInvoiceSeqs`) and no void record explains is recorded void with the reason, so the sequence has no unexplained gap.
 */
export async function recoverInvoiceNumbers(staleMs: number): Promise<{ invoicesFinished: number; invoiceNumbersVoided: number }> {
  await connectToDatabase();
  let invoicesFinished = 0;
  let invoiceNumbersVoided = 0;
  const counters = await CounterModel.find({ _id: mongoose.trusted({ $regex: '^invoice-' }) }, { _id: 1 }).lean();
  for (const { _id: counterId } of counters) {
    const counter = await CounterModel.findById(counterId).lean();
    const interrupted: string[] = [];
    for (const entry of counter?.pending ?? []) {
      if (entry.at.getTime() > Date.now() - staleMs) continue;
      const order = await OrderModel.findById(entry.order, { notifications: 0, idempotencyKey: 0 }).lean<InvoiceOrderRecord>();
      const claim = order?.invoiceClaim as { token: string; seq?: number; issuedAt?: Date } | null | undefined;
      if (order && claim?.token === entry.token) {
        if (claim.seq != null && claim.issuedAt) {
          const invoice = await writeInvoice(order, entry.token, claim.seq, claim.issuedAt);
          if (invoice) {
            invoicesFinished += 1;
            logEvent('warn', 'invoice_issue_finished', { order: order.orderNumber, invoice: invoice.number });
          }
        } else {
          await OrderModel.updateOne({ _id: order._id, 'invoiceClaim.token': entry.token }, { $unset: { invoiceClaim: 1 } }, { timestamps: false });
          interrupted.push(order.orderNumber);
        }
      }
      await release({ counterId, seq: 0, token: entry.token });
    }
    // Read once: with nothing pending in this read, every number up to its seq is written or explained.
    const now = await CounterModel.findById(counterId).lean();
    if (!now || (now.pending?.length ?? 0) > 0) continue;
    const year = counterYear(counterId);
    const [used, voided] = await Promise.all([usedInvoiceSeqs(year.label), VoidInvoiceNumberModel.find({ financialYear: year.label }, { seq: 1 }).lean()]);
    const explained = new Set([...used, ...voided.map((record) => record.seq)]);
    for (let seq = 1; seq <= now.seq; seq += 1) {
      if (explained.has(seq)) continue;
      const reason =
        interrupted.length > 0
          ? `The issue was interrupted (the process stopped) after the number was taken and before it was written; orders whose issue was interrupted: ${interrupted.join(', ')}.`
          : 'The number was taken but no invoice carries it (its issue was interrupted).';
      if (await voidNumber(counterId, seq, reason)) invoiceNumbersVoided += 1;
    }
  }
  return { invoicesFinished, invoiceNumbersVoided };
}

/** Void invoice numbers of a financial year (label "26-27"), for the documents-issued table. */
export async function voidInvoiceNumbers(financialYear: string): Promise<Array<{ number: string; reason: string; orderNumber: string | null; at: Date }>> {
  await connectToDatabase();
  const records = await VoidInvoiceNumberModel.find({ financialYear }).sort({ seq: 1 }).lean();
  return records.map((record) => ({ number: record._id, reason: record.reason, orderNumber: record.orderNumber ?? null, at: record.at }));
}

export interface InvoiceForPdf {
  invoice: StoredInvoice;
  orderNumber: string;
  cancelled: boolean;
}

/** The issued invoice of an order, for its PDF; null when the order is unknown or has none. */
export async function findInvoice(filter: { _id: string }): Promise<InvoiceForPdf | null> {
  await connectToDatabase();
  const order = await OrderModel.findOne(filter, { invoice: 1, orderNumber: 1, status: 1 }).lean<InvoiceOrderRecord>();
  if (!order?.invoice) return null;
  return { invoice: order.invoice, orderNumber: order.orderNumber, cancelled: order.status === 'cancelled' };
}

/** Whether an order exists (to tell "no such order" from "no invoice yet" to an admin). */
export async function orderExists(id: string): Promise<boolean> {
  await connectToDatabase();
  return (await OrderModel.exists({ _id: id })) !== null;
}

/** The customer's view: by order number and mobile together (one query, so either wrong is the same miss). */
export async function findCustomerInvoice(orderNumber: string, mobile: string): Promise<InvoiceForPdf | 'not-issued' | null> {
  await connectToDatabase();
  const order = await OrderModel.findOne({ orderNumber, mobile }, { invoice: 1, orderNumber: 1, status: 1 }).lean<InvoiceOrderRecord>();
  if (!order) return null;
  if (!order.invoice) return 'not-issued';
  return { invoice: order.invoice, orderNumber: order.orderNumber, cancelled: order.status === 'cancelled' };
}

/**
 * The number the next invoice is expected to get, read without taking it (the counter is not
 * touched): what the admin's confirmation shows before issuing. Another invoice issued in between
 * takes it first, so it is a forecast, and the dialog says so.
 */
export async function peekNextInvoiceNumber(at: Date = new Date()): Promise<string> {
  await connectToDatabase();
  const year = financialYearOf(at);
  const counter = await CounterModel.findById(invoiceCounterId(year), { seq: 1 }).lean<{ seq?: number | null }>();
  return invoiceNumber(year, (counter?.seq ?? 0) + 1);
}
