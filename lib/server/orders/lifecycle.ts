/**
 * An order's life, in one place: placing it, moving it between statuses, and deleting it. Every
 * consequence of a change lives here, with the data, not with the caller (routes and Server Actions
 * only call `placeOrder`, `changeOrder` and `deleteOrder`):
 *
 *   - a status history entry, one per real change (the write is conditional on the status read);
 *   - stock: placing takes the units, cancelling gives back exactly the units the order held,
 *     reopening a cancelled order takes them again (409 when they are gone);
 *   - the tax invoice, issued when the order is marked "shipped" (or the one it has kept);
 *   - what happens to an issued invoice when its order is cancelled (`settleCancelledInvoice`);
 *   - the e-mails, written to the order's outbox by the same write as what they report.
 */
import 'server-only';
import mongoose from 'mongoose';
import type { Order, OrderItem, PlacedOrder } from '@/lib/types/order';
import type { CourierId } from '@/lib/couriers';
import { messages } from '@/lib/messages';
import { lineTotal, sumMoney } from '@/lib/money';
import type { OrderStatus } from '@/lib/shop-rules';
import type { OrderInput } from '@/lib/validation/order';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { newReferenceNumber } from '@/lib/server/platform/reference-number';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { returnStock, StockShortError, takeStock, type StockLine } from '@/lib/server/catalogue/stock-movements';
import { orderGstFields, type ProductTaxFacts } from '@/lib/server/tax/order-tax';
import { issueInvoice } from '@/lib/server/orders/invoices';
import { ADMIN_PROJECTION, findOrderByIdempotencyKey, orderSummary, toOrder, type OrderRecord } from '@/lib/server/orders/orders';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';

/** What `changeOrder` may change; any subset, at least one. */
export interface OrderChange {
  status?: OrderStatus;
  paid?: boolean;
  courier?: CourierId | null;
  consignmentNumber?: string | null;
}

/** A real change of an order's status: exactly one request sees each one. */
export interface StatusMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
}

// ---------------------------------------------------------------------------------------------
// Placing

interface CartProduct extends ProductTaxFacts {
  _id: mongoose.Types.ObjectId;
  name: string;
  price?: number | null;
  images?: string[];
  stock?: number | null;
}

/**
 * Reads each product of the cart once (price, picture, tax facts, whether its stock is counted) and
 * prices the order from the database, never from the browser.
 */
async function readCart(cart: OrderInput['cart']): Promise<{
  items: OrderItem[];
  totalAmount: number;
  products: Map<string, CartProduct>;
  tracked: Set<string>;
}> {
  const quantities = new Map<string, number>();
  for (const line of cart) {
    const id = line._id.toLowerCase();
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  const found = await ProductModel.find(
    { _id: mongoose.trusted({ $in: [...quantities.keys()] }) },
    { name: 1, price: 1, images: 1, hsnCode: 1, gstRate: 1, stock: 1 },
  ).lean<CartProduct[]>();
  const products = new Map(found.map((product) => [String(product._id), product]));
  const items: OrderItem[] = [];
  for (const [id, quantity] of quantities) {
    const product = products.get(id);
    if (!product) throw new HttpError(400, messages.orders.unknownProduct);
    if (product.price == null) throw new HttpError(400, `${product.name} has no price yet. Please contact us for a quote.`);
    items.push({ productId: id, name: product.name, price: product.price, quantity, image: product.images?.[0] ?? null });
  }
  const tracked = new Set(found.filter((product) => typeof product.stock === 'number').map((product) => String(product._id)));
  return { items, totalAmount: sumMoney(items.map((item) => lineTotal(item.price, item.quantity))), products, tracked };
}

function isDuplicateKey(error: unknown, field: string): boolean {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 11000) return false;
  const keyPattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  const text = String((error as { message?: unknown }).message ?? '');
  return keyPattern ? field in keyPattern : text.includes(field);
}

/**
 * Creates the order. With an idempotency key that another request used first (a double-clicked
 * Place Order, a retry racing the first try), the unique index refuses the second insert and the
 * first order is returned. The caller looks a known key up before it counts the request against the
 * rate limit, so this does not look it up again.
 */
export async function placeOrder(input: OrderInput, idempotencyKey?: string): Promise<{ order: PlacedOrder; created: boolean }> {
  await connectToDatabase();
  const { items, totalAmount, products, tracked } = await readCart(input.cart);
  const gst = await orderGstFields(input, items, products);
  // All lines' units or none (409 for a short line); given back below if no order is written.
  const heldStock = await takeStock(items, tracked);
  for (let attempt = 0; ; attempt += 1) {
    const orderNumber = newReferenceNumber('SV');
    // The shop's e-mail and the customer's confirmation go in the same insert as the order.
    const notifications = outboxEntries(['order-shop', 'order-customer'], orderNumber);
    try {
      const now = new Date();
      const created = await OrderModel.create({
        orderNumber,
        statusHistory: [{ status: 'new', at: now }],
        fullName: input.fullName,
        address: input.address,
        mobile: input.mobile,
        email: input.email,
        paymentMethod: input.paymentMethod,
        transactionId: input.transactionId,
        items,
        totalAmount,
        ...(heldStock.length > 0 ? { heldStock } : {}),
        ...gst,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(notifications.length > 0 ? { notifications } : {}),
      });
      announceOutbox(notifications);
      return { order: orderSummary(created), created: true };
    } catch (error) {
      if (idempotencyKey && isDuplicateKey(error, 'idempotencyKey')) {
        const first = await findOrderByIdempotencyKey(idempotencyKey);
        if (first) {
          await returnStock(heldStock);
          return { order: first, created: false };
        }
      }
      if (attempt < 5 && isDuplicateKey(error, 'orderNumber')) continue;
      await returnStock(heldStock);
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Changing

/**
 * Changes an order: its status (with every consequence of the move), its paid flag, its courier and
 * consignment number. Setting the status it already has adds nothing, except that asking for
 * "shipped" again issues the invoice if an earlier attempt did not. Null: no such order.
 */
export async function changeOrder(orderId: string, change: OrderChange): Promise<Order | null> {
  await connectToDatabase();
  if (change.status) {
    const move = await moveStatus(orderId, change.status);
    if (move === undefined) return null;
    if (move) await afterStatusMove(move);
    // Asked again for "shipped": an invoice an interrupted earlier move did not issue is issued now.
    else if (change.status === 'shipped') await issueInvoice(orderId);
  }
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const field of ['paid', 'courier', 'consignmentNumber'] as const) {
    const value = change[field];
    if (value === undefined) continue;
    if (value === null) $unset[field] = 1;
    else $set[field] = value;
  }
  const update = { ...(Object.keys($set).length > 0 ? { $set } : {}), ...(Object.keys($unset).length > 0 ? { $unset } : {}) };
  const record =
    Object.keys(update).length === 0
      ? await OrderModel.findById(orderId, ADMIN_PROJECTION).lean<OrderRecord>()
      : await OrderModel.findByIdAndUpdate(orderId, update, { new: true, runValidators: true, projection: ADMIN_PROJECTION }).lean<OrderRecord>();
  return record ? toOrder(record) : null;
}

const STATUS_ATTEMPTS = 20;

/**
 * Moves an order to `to`. The write is conditional on the status read just before, so of many
 * simultaneous requests for the same change exactly one writes it (and its one history entry); the
 * others find it already made. Leaving "cancelled" takes the order's units again first (409 when they
 * are gone); entering it empties `heldStock` in the same write and gives those units back after.
 * Returns the change made, `null` when it was already in that status, `undefined` for no such order.
 */
async function moveStatus(id: string, to: OrderStatus): Promise<(StatusMove & { released: StockLine[] }) | null | undefined> {
  for (let attempt = 0; attempt < STATUS_ATTEMPTS; attempt += 1) {
    const current = await OrderModel.findById(id, { status: 1, statusHistory: 1, createdAt: 1, items: 1 }).lean<
      Pick<OrderRecord, 'status' | 'statusHistory' | 'createdAt' | 'items'>
    >();
    if (!current) return undefined;
    const from = (current.status ?? 'new') as OrderStatus;
    if (from === to) return null;
    const reopening = from === 'cancelled';
    let retaken: StockLine[] = [];
    if (reopening) {
      try {
        retaken = await takeStock(current.items.map((item) => ({ ...item, productId: String(item.productId) })));
      } catch (error) {
        // The units may have gone to another request reopening this same order: then look again.
        if (error instanceof StockShortError && (await OrderModel.exists({ _id: id, status: mongoose.trusted({ $ne: 'cancelled' }) }))) continue;
        throw error;
      }
    }
    const at = new Date();
    const $set: Record<string, unknown> = { status: to };
    if (reopening) $set.heldStock = retaken;
    if (to === 'cancelled') $set.heldStock = [];
    const update: Record<string, unknown> = { $set };
    // An order stored before the history was kept first gets its `new` entry at its creation date.
    if (current.statusHistory?.length) update.$push = { statusHistory: { status: to, at } };
    else
      $set.statusHistory = [
        { status: 'new', at: current.createdAt ?? new Date(0) },
        { status: to, at },
      ];
    const before = await OrderModel.findOneAndUpdate({ _id: id, status: current.status ?? null }, update, {
      new: false,
      runValidators: true,
      projection: { heldStock: 1 },
    }).lean<Pick<OrderRecord, 'heldStock'>>();
    if (!before) {
      // Another request changed the status first: give back what this one took, and look again.
      await returnStock(retaken);
      continue;
    }
    return { orderId: id, from, to, released: to === 'cancelled' ? (before.heldStock ?? []) : [] };
  }
  throw new HttpError(409, messages.orders.changedElsewhere);
}

/** What follows a real status change, run once per change by the request that made it. */
async function afterStatusMove(move: StatusMove & { released: StockLine[] }): Promise<void> {
  if (move.to === 'cancelled') {
    await returnStock(move.released);
    const invoiced = await OrderModel.findById(move.orderId, { orderNumber: 1, invoice: 1 }).lean<Pick<OrderRecord, 'orderNumber' | 'invoice'>>();
    if (invoiced?.invoice) await settleCancelledInvoice(move.orderId, invoiced.orderNumber, invoiced.invoice.number);
  }
  if (move.to === 'shipped') await issueInvoice(move.orderId);
}

/**
 * An invoiced order was cancelled. The invoice stays as issued (its number is part of the gap-free
 * sequence); the order's JSON and PDF show it as cancelled, which they read from the order's status.
 * This is the place where a credit note for the invoice is issued.
 */
async function settleCancelledInvoice(orderId: string, orderNumber: string, invoiceNumber: string): Promise<void> {
  logEvent('info', 'invoice_cancelled', { order: orderNumber, orderId, invoice: invoiceNumber });
}

// ---------------------------------------------------------------------------------------------
// Deleting

/**
 * Deletes an order that has no tax invoice, giving back the units it still holds. An invoiced order
 * (or one whose invoice is being issued) stays: its invoice is part of the numbered, gap-free record,
 * so it can only be cancelled (409). The condition is in the delete itself.
 */
export async function deleteOrder(id: string): Promise<boolean> {
  await connectToDatabase();
  const removed = await OrderModel.findOneAndDelete(
    { _id: id, invoice: mongoose.trusted({ $exists: false }), invoiceClaim: mongoose.trusted({ $exists: false }) },
    { projection: { heldStock: 1 } },
  ).lean<Pick<OrderRecord, 'heldStock'>>();
  if (!removed) {
    if (await OrderModel.exists({ _id: id })) throw new HttpError(409, messages.orders.invoicedCannotBeDeleted);
    return false;
  }
  await returnStock(removed.heldStock);
  return true;
}
