/**
 * GST tax invoices: issuing one (its number taken from an atomic counter) and reading it back.
 *
 * Numbers run SV/26-27/00001, SV/26-27/00002, ... per financial year, unique and without gaps, with
 * no transaction (the database has none). The mechanism:
 *
 * 1. Claim the order. One conditional update sets `invoiceClaim` only on an order that has no
 *    invoice and no live claim, so of any number of simultaneous issues for the same order exactly
 *    one goes on; the others wait for its number and answer with it.
 * 2. Take the number: `findOneAndUpdate({ _id: 'invoice-2026' }, { $inc: { seq: 1 } }, { upsert })` on
 *    the year's counters document hands each caller its own next number, across every instance.
 *    Only the claim holder takes one, so a number is never taken for an order that then turns out
 *    to have one already: the "second write loses" gap cannot happen.
 * 3. Write the invoice (a frozen copy of supplier, recipient and tax), conditional on still holding
 *    the claim, and drop the claim in the same update. A unique index on `invoice.number` backs it.
 *
 * The one gap left is a process that dies between steps 2 and 3. A claim older than CLAIM_STALE_MS
 * is taken over, so the order is never stuck; if the dead holder had already taken a number and no
 * later one was taken since, the number is given back (`$inc: -1` conditional on the counter still
 * being there); otherwise the skipped number is logged (invoice_number_skipped) for the accountant.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { gstMessages } from '@/lib/gst/messages';
import { financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { findState } from '@/lib/gst/states';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { supplierForDocument } from '@/lib/server/tax/business';
import { computeTax, shopState, type OrderGstRecord, type StoredInvoice, type StoredParty, type StoredTax } from '@/lib/server/tax/order-tax';
import { withHsnOnEveryLine } from '@/lib/server/orders/invoice-hsn';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';

/** A claim not finished within this long is taken to be dead (its holder crashed) and taken over. */
export const CLAIM_STALE_MS = 30_000;
const WAIT_STEP_MS = 20;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface InvoiceOrderRecord extends OrderGstRecord {
  _id: mongoose.Types.ObjectId;
  orderNumber: string;
  fullName: string;
  address: string;
  email: string;
  items: Array<{ productId: mongoose.Types.ObjectId; name: string; price: number; quantity: number }>;
  invoiceClaim?: { token: string; at: Date } | null;
}

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
  if (order.tax) return order.tax;
  const state = (order.billingState && findState(order.billingState)?.name) || shopState().name;
  return computeTax(order.items, state);
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
      if (Date.now() > waitUntil) throw new HttpError(503, 'The invoice is being issued. Please try again in a moment.');
      await sleep(WAIT_STEP_MS);
      continue;
    }
    return await issueClaimed(order, token);
  }
}

async function issueClaimed(order: InvoiceOrderRecord, token: string): Promise<IssuedInvoice> {
  let taken: { counterId: string; seq: number } | null = null;
  try {
    const supplier = await supplierForDocument();
    const tax = await withHsnOnEveryLine(await taxOf(order));
    const issuedAt = new Date();
    const year = financialYearOf(issuedAt);
    const counterId = invoiceCounterId(year);
    const counter = await CounterModel.findOneAndUpdate({ _id: counterId }, { $inc: { seq: 1 } }, { upsert: true, new: true }).lean();
    if (!counter) throw new Error(`Counter ${counterId} was not returned`);
    taken = { counterId, seq: counter.seq };
    const invoice: StoredInvoice = {
      number: invoiceNumber(year, counter.seq),
      financialYear: year.label,
      seq: counter.seq,
      issuedAt,
      supplier,
      recipient: recipient(order, tax),
      tax,
    };
    // The customer's e-mail with the PDF goes in the same update as the invoice (the outbox).
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
    if (written.modifiedCount === 1) {
      taken = null;
      announceOutbox(notifications);
      logEvent('info', 'invoice_issued', { order: order.orderNumber, invoice: invoice.number });
      return { invoiceNumber: invoice.number, issuedAt, created: true };
    }
    // The claim went stale and another request took the order over: its number stands, ours goes back.
    await giveBack(taken);
    taken = null;
    const now = await OrderModel.findById(order._id, { invoice: 1 }).lean<InvoiceOrderRecord>();
    const issued = now && issuedOf(now, false);
    if (!issued) throw new HttpError(503, 'The invoice is being issued. Please try again in a moment.');
    return issued;
  } catch (error) {
    if (taken) await giveBack(taken);
    await OrderModel.updateOne({ _id: order._id, 'invoiceClaim.token': token }, { $unset: { invoiceClaim: 1 } }, { timestamps: false });
    throw error;
  }
}

/** Returns a number that was taken but not used, if no later number was taken since; else logs the gap. */
async function giveBack(taken: { counterId: string; seq: number }): Promise<void> {
  const back = await CounterModel.updateOne({ _id: taken.counterId, seq: taken.seq }, { $inc: { seq: -1 } });
  if (back.modifiedCount !== 1) logEvent('error', 'invoice_number_skipped', { counter: taken.counterId, seq: taken.seq });
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
