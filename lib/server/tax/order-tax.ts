/**
 * The GST of an order: computed once when it is placed, from the products' HSN codes and GST rates
 * in the database and the prices the order was priced at (never the browser's), and stored with it.
 */
import 'server-only';
import mongoose from 'mongoose';
import { site } from '@/content/site';
import { findState } from '@/lib/gst/states';
import { DEFAULT_GST_RATE } from '@/lib/gst/slabs';
import { sumTax, supplyTypeFor, taxLine, type TaxAmounts } from '@/lib/gst/tax';
import { storedRupees, toRupees } from '@/lib/money';
import type { OrderGstView, OrderTaxView } from '@/lib/types/order';
import { ProductModel } from '@/models/Product';
import type { OrderRecord } from '@/models/Order';
import type { Writable } from '@/lib/types/derive';

// The stored GST part of an order, as the schema (models/order-tax-fields.ts) gives it; a product id is
// the ObjectId a read gives or, in a tax computed before it is saved, its hex string.
export type StoredTax = Writable<NonNullable<OrderRecord['tax']>>;
export type StoredTaxLine = StoredTax['lines'][number];
export type StoredInvoice = Writable<NonNullable<OrderRecord['invoice']>>;
/** The invoice's parties, frozen with it: the supplier's `signature` is a SignatureImage's sha256. */
export type StoredParty = StoredInvoice['supplier'];
/** A credit note as stored with its order. */
export type StoredCreditNote = Writable<NonNullable<OrderRecord['creditNotes']>[number]>;

/** The GST fields of a stored order. */
export type OrderGstRecord = Partial<
  Pick<OrderRecord, 'billingState' | 'gstin' | 'businessName' | 'tax' | 'invoice' | 'creditNotes' | 'earlierInvoices' | 'status'>
>;

/** The shop's own state, which makes a supply intra-state. */
export function shopState(): { name: string; code: string } {
  return { name: site.tax.state, code: site.tax.stateCode };
}

/** What the tax of a line reads from its product. */
export interface ProductTaxFacts {
  hsnCode?: string | null;
  gstRate?: number | null;
}

/**
 * The tax of the priced lines for a buyer in `billingState`, with each product's HSN code and GST rate
 * (a product without a rate is taxed at the default 18%): from `products` when the caller has read them
 * already (placing an order reads each product once), else from the database.
 */
export async function computeTax(
  items: ReadonlyArray<{ productId: string | mongoose.Types.ObjectId; name: string; price: number; quantity: number }>,
  billingState: string,
  products?: ReadonlyMap<string, ProductTaxFacts>,
): Promise<StoredTax> {
  const place = findState(billingState) ?? shopState();
  const supplyType = supplyTypeFor(shopState().code, place.code);
  const byId = products ?? (await readTaxFacts(items.map((item) => String(item.productId))));
  const lines: StoredTaxLine[] = items.map((item) => {
    const product = byId.get(String(item.productId));
    const rate = product?.gstRate ?? DEFAULT_GST_RATE;
    const unitPaise = storedRupees(item.price);
    return {
      productId: String(item.productId),
      name: item.name,
      hsnCode: product?.hsnCode ?? null,
      quantity: item.quantity,
      unitPaise,
      ...taxLine({ unitPaise, quantity: item.quantity, rate }, supplyType),
    };
  });
  return { supplyType, placeOfSupply: place.name, placeOfSupplyCode: place.code, lines, ...sumTax(lines) };
}

async function readTaxFacts(productIds: readonly string[]): Promise<Map<string, ProductTaxFacts>> {
  const products = await ProductModel.find({ _id: mongoose.trusted({ $in: [...new Set(productIds)] }) }, { hsnCode: 1, gstRate: 1 }).lean<
    Array<{ _id: mongoose.Types.ObjectId; hsnCode?: string | null; gstRate?: number | null }>
  >();
  return new Map(products.map((product) => [String(product._id), product]));
}

/** What placeOrder stores beside the order's lines, taxed with the products it read. */
export async function orderGstFields(
  input: { billingState: string; gstin: string | null; businessName: string | null },
  items: ReadonlyArray<{ productId: string; name: string; price: number; quantity: number }>,
  products?: ReadonlyMap<string, ProductTaxFacts>,
): Promise<{ billingState: string; gstin: string | null; businessName: string | null; tax: StoredTax }> {
  return {
    billingState: input.billingState,
    gstin: input.gstin,
    businessName: input.businessName,
    tax: await computeTax(items, input.billingState, products),
  };
}

/** The five figures in rupees, as the order JSON gives them. */
const inRupees = (amounts: TaxAmounts): TaxAmounts<number> => ({
  amount: toRupees(amounts.amount),
  taxableValue: toRupees(amounts.taxableValue),
  cgst: toRupees(amounts.cgst),
  sgst: toRupees(amounts.sgst),
  igst: toRupees(amounts.igst),
});

export function taxView(tax: StoredTax): OrderTaxView {
  return {
    supplyType: tax.supplyType,
    placeOfSupply: tax.placeOfSupply,
    placeOfSupplyCode: tax.placeOfSupplyCode,
    lines: tax.lines.map((line) => ({
      productId: String(line.productId),
      name: line.name,
      hsnCode: line.hsnCode ?? null,
      rate: line.rate,
      quantity: line.quantity,
      unitPrice: toRupees(line.unitPaise),
      ...inRupees(line),
    })),
    totals: inRupees(tax),
  };
}

/** The GST part of the order JSON (amounts in rupees, like totalAmount). */
export function orderGstView(record: OrderGstRecord): OrderGstView {
  return {
    billingState: record.billingState ?? null,
    gstin: record.gstin ?? null,
    businessName: record.businessName ?? null,
    tax: record.tax ? taxView(record.tax) : null,
    invoice: record.invoice
      ? { number: record.invoice.number, issuedAt: record.invoice.issuedAt.toISOString(), cancelled: record.status === 'cancelled' }
      : null,
    creditNotes: (record.creditNotes ?? []).map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      amount: toRupees(note.tax.amount),
      invoiceNumber: note.invoiceNumber,
      reason: note.reason,
      lines: note.tax.lines.map((line) => ({ productId: String(line.productId), name: line.name, quantity: line.quantity })),
    })),
  };
}
