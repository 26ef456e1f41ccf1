/**
 * The GST part of an order, stored with it (models/Order.ts spreads these fields in). Amounts are
 * whole paise; the rounding rule is in lib/gst/tax.ts.
 */
import { Schema } from 'mongoose';
import { RECORDED_GST_RATES } from '@/lib/gst/slabs';
import type { TaxAmountKey } from '@/lib/gst/tax';

// The five figures of lib/gst/tax.ts's TaxAmounts, in paise.
const taxAmounts = {
  amount: { type: Number, required: true, min: 0 },
  taxableValue: { type: Number, required: true, min: 0 },
  cgst: { type: Number, required: true, min: 0 },
  sgst: { type: Number, required: true, min: 0 },
  igst: { type: Number, required: true, min: 0 },
} satisfies Record<TaxAmountKey, unknown>;

const taxLineSchema = new Schema(
  {
    productId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    hsnCode: { type: String, default: null },
    // The rate the line was taxed at when the order was placed, kept as it was: a retired rate too.
    rate: { type: Number, required: true, enum: RECORDED_GST_RATES },
    quantity: { type: Number, required: true, min: 1 },
    unitPaise: { type: Number, required: true, min: 0 },
    ...taxAmounts,
  },
  { _id: false },
);

const partySchema = new Schema(
  {
    name: { type: String, required: true },
    legalName: { type: String, default: null },
    address: { type: String, required: true },
    gstin: { type: String, default: null },
    state: { type: String, required: true },
    stateCode: { type: String, required: true },
    // The supplier's signature image as issued: models/SignatureImage.ts.
    signature: { type: String, default: null },
  },
  { _id: false },
);

/** The tax computed when the order was placed: lines and totals, never recomputed. */
const orderTaxSchema = new Schema(
  {
    supplyType: { type: String, required: true, enum: ['intra-state', 'inter-state'] },
    placeOfSupply: { type: String, required: true },
    placeOfSupplyCode: { type: String, required: true },
    lines: { type: [taxLineSchema], required: true },
    ...taxAmounts,
  },
  { _id: false },
);

/**
 * The issued invoice: its number and a copy of everything it prints (supplier, recipient, tax), so
 * it never changes once issued, whatever happens to the shop's facts or the order later.
 */
const invoiceSchema = new Schema(
  {
    number: { type: String, required: true },
    financialYear: { type: String, required: true },
    seq: { type: Number, required: true, min: 1 },
    issuedAt: { type: Date, required: true },
    supplier: { type: partySchema, required: true },
    recipient: { type: partySchema, required: true },
    tax: { type: orderTaxSchema, required: true },
  },
  { _id: false },
);

/**
 * A credit note (Rule 53): its own number, the invoice it reverses (number and date), why, and a
 * copy of what it prints, frozen like the invoice. Its lines are the units it reverses.
 */
const creditNoteSchema = new Schema(
  {
    number: { type: String, required: true },
    financialYear: { type: String, required: true },
    seq: { type: Number, required: true, min: 1 },
    issuedAt: { type: Date, required: true },
    reason: { type: String, required: true },
    // 'cancellation': the whole (rest of the) invoice, when the order was cancelled; 'return': units sent back.
    kind: { type: String, required: true, enum: ['cancellation', 'return'] },
    invoiceNumber: { type: String, required: true },
    invoiceIssuedAt: { type: Date, required: true },
    supplier: { type: partySchema, required: true },
    recipient: { type: partySchema, required: true },
    tax: { type: orderTaxSchema, required: true },
  },
  { _id: false },
);

export const orderGstFields = {
  billingState: { type: String, default: null },
  gstin: { type: String, default: null },
  businessName: { type: String, default: null },
  tax: { type: orderTaxSchema, default: undefined },
  invoice: { type: invoiceSchema, default: undefined },
  // Credit notes issued against this order's invoices, oldest first (lib/server/orders/credit-notes.ts).
  creditNotes: { type: [creditNoteSchema], default: undefined },
  // Invoices of this order that credit notes reversed in full before the order was reopened: they
  // stay in the record (and in their month's return); the reopened order gets a new invoice.
  earlierInvoices: { type: [invoiceSchema], default: undefined },
  // The one request issuing a credit note for this order holds it while it takes a number. Once it
  // has taken one, the claim records the note it will write, so recovery can finish the issue.
  creditClaim: {
    type: new Schema({ token: { type: String, required: true }, at: { type: Date, required: true }, note: creditNoteSchema }, { _id: false }),
    default: undefined,
  },
  // The one request issuing this order's invoice holds it while it takes a number (lib/server/orders/invoices.ts).
  // Once it has taken its number, the claim records it (`seq`, `issuedAt`), so recovery can finish the issue.
  invoiceClaim: {
    type: new Schema({ token: { type: String, required: true }, at: { type: Date, required: true }, seq: Number, issuedAt: Date }, { _id: false }),
    default: undefined,
  },
};

/** Invoice numbers are unique: the database refuses a second order with the same one. */
export const INVOICE_NUMBER_INDEX = [{ 'invoice.number': 1 }, { unique: true, partialFilterExpression: { 'invoice.number': { $type: 'string' } } }] as const;
/** The monthly GST report reads invoices by their date. */
export const INVOICE_DATE_INDEX = [{ 'invoice.issuedAt': 1 }, { partialFilterExpression: { 'invoice.issuedAt': { $type: 'date' } } }] as const;
