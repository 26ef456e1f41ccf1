/**
 * An order's life, in one place: placing it, moving it between statuses, its documents, and deleting
 * it. Every consequence of a change lives here, with the data, not with the caller (routes and Server
 * Actions only call `placeOrder`, `changeOrder`, `issueOrderInvoice`, `creditReturnedUnits` and
 * `deleteOrder`; tests/unit/order-life-routes.test.ts keeps them from issuing documents or moving
 * an order's stock themselves):
 *
 *   - a status history entry, one per real change (the write is conditional on the status read);
 *   - stock: placing takes the units, cancelling gives back exactly the units the order held,
 *     reopening a cancelled order takes them again (409 when they are gone);
 *   - the tax invoice, issued when the order is marked "shipped" (or the one it has kept);
 *   - what happens to an issued invoice when its order is cancelled (`settleCancelledInvoice`);
 *   - the invoice the admin issues before shipping, and the credit note for units sent back, whose
 *     units come back as the order's stock movement;
 *   - the e-mails, written to the order's outbox by the same write as what they report.
 */
import 'server-only';
import mongoose from 'mongoose';
import type { Order, OrderItem, PlacedOrder } from '@/lib/types/order';
import type { CourierId } from '@/lib/couriers';
import { messages, replyMessages } from '@/lib/messages';
import { itemTotal, sumMoney, toRupees } from '@/lib/money';
import type { OrderStatus } from '@/lib/shop-rules';
import type { OrderInput } from '@/lib/validation/order';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { newReferenceNumber } from '@/lib/server/platform/reference-number';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { applyTakes, clearMarks, finishGiving, newStockMove, trackedAmong, undoTakes, type StockLine } from '@/lib/server/catalogue/stock-movements';
import { refuseShopGstin } from '@/lib/server/tax/business';
import { orderGstFields, type ProductTaxFacts } from '@/lib/server/tax/order-tax';
import { issueInvoice, type IssuedInvoice } from '@/lib/server/orders/invoices';
import { fullyReversed, issueCancellationNote, issueCreditNote, type CreditRequest } from '@/lib/server/orders/credit-notes';
import { ADMIN_PROJECTION, orderSummary, toOrder, type OrderRecord } from '@/lib/server/orders/orders';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';

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
    if (product.price == null) throw new HttpError(400, replyMessages.orders.noPriceYet(product.name));
    items.push({ productId: id, name: product.name, price: product.price, quantity, image: product.images?.[0] ?? null });
  }
  const tracked = new Set(found.filter((product) => typeof product.stock === 'number').map((product) => String(product._id)));
  // The total is summed in paise and stored in rupees, as `totalAmount` is.
  return { items, totalAmount: toRupees(sumMoney(items.map(itemTotal))), products, tracked };
}

const IDEMPOTENT_WAIT_MS = 10_000;
const POLL_MS = 25;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The order placed with this Idempotency-Key, once its placing has finished. While the first request
 * with the key is still taking its units, waits for it: its order (when it is placed) or null (when
 * it failed, say out of stock, and its order was removed). After IDEMPOTENT_WAIT_MS, 409 "still
 * being processed" with Retry-After.
 */
export async function awaitPlacedOrder(key: string): Promise<PlacedOrder | null> {
  await connectToDatabase();
  const until = Date.now() + IDEMPOTENT_WAIT_MS;
  for (;;) {
    const found = await OrderModel.findOne({ idempotencyKey: key }, { orderNumber: 1, totalAmount: 1, stockMove: 1 }).lean<
      Pick<OrderRecord, '_id' | 'orderNumber' | 'totalAmount' | 'stockMove'>
    >();
    if (!found) return null;
    if (found.stockMove?.kind !== 'place') return orderSummary(found);
    if (Date.now() > until) throw new HttpError(409, messages.orders.stillProcessing, {}, { 'Retry-After': '2' });
    await sleep(POLL_MS);
  }
}

/**
 * Places the order. The order is written first, with the units it will take as its pending `stockMove`
 * (lib/server/catalogue/stock-movements.ts); then each line's units are taken; then one write sets
 * `heldStock`, removes the pending movement and queues the e-mails. A line that cannot be had undoes
 * the lines taken and removes the order (409); recovery does the same for a placing a crash cut short.
 *
 * With an idempotency key that another request used first (a double-clicked Place Order, a retry
 * racing the first try), the unique index refuses the second insert before it takes any unit, and the
 * second waits for the first's outcome (awaitPlacedOrder).
 */
export async function placeOrder(input: OrderInput, idempotencyKey?: string): Promise<{ order: PlacedOrder; created: boolean }> {
  await connectToDatabase();
  await refuseShopGstin(input.gstin);
  const { items, totalAmount, products, tracked } = await readCart(input.cart);
  const gst = await orderGstFields(input, items, products);
  const orderId = new mongoose.Types.ObjectId();
  const lines: StockLine[] = items.filter((item) => tracked.has(item.productId)).map(({ productId, quantity }) => ({ productId, quantity }));
  const move = lines.length > 0 ? newStockMove('place', String(orderId), lines) : null;
  let orderNumber = '';
  let notifications: ReturnType<typeof outboxEntries> = [];
  for (let attempt = 0; ; attempt += 1) {
    orderNumber = newReferenceNumber('SV');
    // The shop's e-mail and the customer's confirmation: in the insert, or with a movement in the write that ends it.
    notifications = outboxEntries(['order-shop', 'order-customer'], orderNumber);
    try {
      await OrderModel.create({
        _id: orderId,
        orderNumber,
        statusHistory: [{ status: 'new', at: new Date() }],
        fullName: input.fullName,
        address: input.address,
        ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
        mobile: input.mobile,
        email: input.email,
        paymentMethod: input.paymentMethod,
        transactionId: input.transactionId,
        items,
        totalAmount,
        ...gst,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(move ? { stockMove: move } : notifications.length > 0 ? { notifications } : {}),
      });
      break;
    } catch (error) {
      if (idempotencyKey && isDuplicateKey(error, 'idempotencyKey')) {
        const first = await awaitPlacedOrder(idempotencyKey);
        if (first) return { order: first, created: false };
        // The first try failed and left nothing: this one places the order.
        if (attempt < 5) continue;
      }
      if (attempt < 5 && isDuplicateKey(error, 'orderNumber')) continue;
      throw error;
    }
  }
  const placed = orderSummary({ _id: orderId, orderNumber, totalAmount });
  if (!move) {
    announceOutbox(notifications);
    return { order: placed, created: true };
  }
  try {
    await applyTakes(move, new Map(items.map((item) => [item.productId, item.name])));
  } catch (error) {
    await OrderModel.deleteOne({ _id: orderId, 'stockMove.id': move.id });
    throw error;
  }
  const done = await OrderModel.updateOne(
    { _id: orderId, 'stockMove.id': move.id },
    { $set: { heldStock: lines }, $unset: { stockMove: 1 }, ...(notifications.length > 0 ? { $push: { notifications: { $each: notifications } } } : {}) },
  );
  if (done.modifiedCount !== 1) {
    // Recovery judged this placing dead and undid it: give back anything it missed, and say so.
    await undoTakes(move);
    throw new HttpError(503, messages.orders.stillProcessing, {}, { 'Retry-After': '2' });
  }
  announceOutbox(notifications);
  await clearMarks(move);
  return { order: placed, created: true };
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
  // Paid, courier and consignment number first: the mail a move to "shipped" sends carries them.
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const field of ['paid', 'courier', 'consignmentNumber'] as const) {
    const value = change[field];
    if (value === undefined) continue;
    if (value === null) $unset[field] = 1;
    else $set[field] = value;
  }
  const update = { ...(Object.keys($set).length > 0 ? { $set } : {}), ...(Object.keys($unset).length > 0 ? { $unset } : {}) };
  if (Object.keys(update).length > 0 && (await OrderModel.updateOne({ _id: orderId }, update, { runValidators: true })).matchedCount === 0) return null;
  if (change.status) {
    const move = await moveStatus(orderId, change.status);
    if (move === undefined) return null;
    if (move) await afterStatusMove(move);
    // Asked again for "shipped": an invoice an interrupted earlier move did not issue is issued now.
    else if (change.status === 'shipped') await issueInvoice(orderId);
    // Asked again for "cancelled": the credit note an interrupted earlier move did not issue, likewise.
    else if (change.status === 'cancelled') await settleCancelledInvoice(orderId);
  }
  const record = await OrderModel.findById(orderId, ADMIN_PROJECTION).lean<OrderRecord>();
  return record ? toOrder(record) : null;
}

const STATUS_ATTEMPTS = 40;

type StatusRead = Pick<OrderRecord, 'status' | 'statusHistory' | 'createdAt' | 'items' | 'heldStock' | 'stockMove' | 'invoice' | 'creditNotes'>;

/** The status write's history part: `$push` of the entry, or for an order stored before the history was kept, its `new` entry first. */
function historyUpdate(current: StatusRead, to: OrderStatus): { $set?: Record<string, unknown>; $push?: Record<string, unknown> } {
  const at = new Date();
  if (current.statusHistory?.length) return { $push: { statusHistory: { status: to, at } } };
  return {
    $set: {
      statusHistory: [
        { status: 'new', at: current.createdAt ?? new Date(0) },
        { status: to, at },
      ],
    },
  };
}

/**
 * Moves an order to `to`. Every write is conditional on the status read just before (and on no other
 * movement of the order's units being under way, and no credit note written since), so of many simultaneous requests for the same
 * change exactly one writes it (and its one history entry); the others find it already made.
 * Entering "cancelled" records the units to give back as the order's `stockMove` in the same write,
 * then gives them; leaving it takes the units again first (409 when they are gone).
 * Returns the change made, `null` when it was already in that status, `undefined` for no such order.
 */
async function moveStatus(id: string, to: OrderStatus): Promise<StatusMove | null | undefined> {
  for (let attempt = 0; attempt < STATUS_ATTEMPTS; attempt += 1) {
    const current = await OrderModel.findById(id, {
      status: 1,
      statusHistory: 1,
      createdAt: 1,
      items: 1,
      heldStock: 1,
      stockMove: 1,
      invoice: 1,
      creditNotes: 1,
    }).lean<StatusRead>();
    if (!current) return undefined;
    const from = (current.status ?? 'new') as OrderStatus;
    if (from === to) return null;
    if (current.stockMove) {
      // Units of this order are moving (being placed, cancelled or reopened): look again once they have.
      await sleep(POLL_MS);
      continue;
    }
    const history = historyUpdate(current, to);
    const unchanged = {
      _id: id,
      status: current.status ?? null,
      stockMove: mongoose.trusted({ $exists: false }),
      // No credit note written since the read: a return takes units out of heldStock with its note,
      // so a cancellation would otherwise give back units the return already gave.
      [`creditNotes.${current.creditNotes?.length ?? 0}`]: mongoose.trusted({ $exists: false }),
    };
    if (from === 'cancelled' && current.invoice && !fullyReversed(current)) {
      // The cancelled invoice is reversed by a credit note before the order comes back (an
      // interrupted cancellation may not have issued it yet); then the order is read again.
      await issueCancellationNote(id);
      continue;
    }
    if (from === 'cancelled') {
      const reopened = await reopen(id, current, to, history);
      if (reopened) return { orderId: id, from, to };
      continue;
    }
    const giving = to === 'cancelled' && current.heldStock?.length ? newStockMove('cancel', id, current.heldStock) : null;
    const $set = { ...history.$set, status: to, ...(to === 'cancelled' ? { heldStock: [] } : {}), ...(giving ? { stockMove: giving } : {}) };
    const written = await OrderModel.updateOne(unchanged, { $set, ...(history.$push ? { $push: history.$push } : {}) }, { runValidators: true });
    if (written.modifiedCount !== 1) continue;
    if (giving) await finishGiving(giving);
    return { orderId: id, from, to };
  }
  throw new HttpError(409, messages.orders.changedElsewhere);
}

/**
 * Leaving "cancelled": the order claims the movement (conditional on still being cancelled with none
 * under way), takes its tracked units, then one write moves the status, sets `heldStock` and ends the
 * movement. Units that are gone undo the lines taken and end the movement (409). False: another
 * request changed the order first.
 */
async function reopen(id: string, current: StatusRead, to: OrderStatus, history: ReturnType<typeof historyUpdate>): Promise<boolean> {
  const productIds = current.items.map((item) => String(item.productId));
  const tracked = await trackedAmong(productIds);
  const lines = current.items
    .filter((item) => tracked.has(String(item.productId)))
    .map((item) => ({ productId: String(item.productId), quantity: item.quantity }));
  const move = newStockMove('reopen', id, lines, to);
  const claimed = await OrderModel.updateOne({ _id: id, status: 'cancelled', stockMove: mongoose.trusted({ $exists: false }) }, { $set: { stockMove: move } });
  if (claimed.modifiedCount !== 1) return false;
  try {
    await applyTakes(move, new Map(current.items.map((item) => [String(item.productId), item.name])));
  } catch (error) {
    await OrderModel.updateOne({ _id: id, 'stockMove.id': move.id }, { $unset: { stockMove: 1 } });
    throw error;
  }
  // The reversed invoice stays in the record among the order's earlier invoices; the reopened order
  // gets a new invoice with a new number when it ships, and the old one never comes back.
  const retiring = current.invoice ?? null;
  const $push = { ...history.$push, ...(retiring ? { earlierInvoices: retiring } : {}) };
  const done = await OrderModel.updateOne(
    { _id: id, status: 'cancelled', 'stockMove.id': move.id, ...(retiring ? { 'invoice.number': retiring.number } : {}) },
    {
      $set: { ...history.$set, status: to, heldStock: lines },
      $unset: { stockMove: 1, ...(retiring ? { invoice: 1 } : {}) },
      ...(Object.keys($push).length > 0 ? { $push } : {}),
    },
    { runValidators: true },
  );
  if (done.modifiedCount !== 1) {
    // Recovery judged this movement dead and undid it.
    await undoTakes(move);
    throw new HttpError(409, messages.orders.changedElsewhere);
  }
  await clearMarks(move);
  return true;
}

/** What follows a real status change (its stock moved with it), run once per change by the request that made it. */
async function afterStatusMove(move: StatusMove): Promise<void> {
  if (move.to === 'cancelled') await settleCancelledInvoice(move.orderId);
  if (move.to === 'shipped') await issueInvoice(move.orderId);
}

/**
 * An invoiced order was cancelled. The invoice stays as issued (its number is part of the gap-free
 * sequence, and it stays in its month's return); a credit note reverses whatever of it is not
 * reversed yet, counted in the month it is issued (lib/server/orders/credit-notes.ts). The units
 * came back to stock with the cancellation itself.
 */
async function settleCancelledInvoice(orderId: string): Promise<void> {
  const invoiced = await OrderModel.findById(orderId, { status: 1, invoice: 1 }).lean<Pick<OrderRecord, 'status' | 'invoice'>>();
  if (invoiced?.status === 'cancelled' && invoiced.invoice) await issueCancellationNote(orderId);
}

// ---------------------------------------------------------------------------------------------
// Documents the admin asks for

/**
 * The order's tax invoice, issued now at the admin's request ("Issue invoice"), or the one it has:
 * the same issue a move to "shipped" makes. Null for an unknown order; 409 for a cancelled order
 * without one.
 */
export async function issueOrderInvoice(orderId: string): Promise<IssuedInvoice | null> {
  return issueInvoice(orderId);
}

/**
 * Units sent back: a credit note for them against the order's invoice (without lines, for everything
 * not credited yet), and the units back on the shelf as the order's stock movement, written with the
 * note (lib/server/orders/credit-notes.ts). Null for an unknown order; 409 without an invoice, for a
 * cancelled order, or when less than asked is left to credit.
 */
export async function creditReturnedUnits(orderId: string, request: Omit<CreditRequest, 'kind'>): Promise<{ creditNoteNumber: string } | null> {
  const issued = await issueCreditNote(orderId, { ...request, kind: 'return' });
  return issued ? { creditNoteNumber: issued.creditNoteNumber } : null;
}

// ---------------------------------------------------------------------------------------------
// Deleting

/**
 * Deletes an order that has no tax invoice, giving back the units it still holds (recorded as its
 * `stockMove` first, so a crash finishes the deletion). An invoiced order (or one whose invoice is being
 * issued) stays: its invoice is part of the numbered, gap-free record, so it can only be cancelled
 * (409). The condition is in the write itself.
 */
export async function deleteOrder(id: string): Promise<boolean> {
  await connectToDatabase();
  const deletable = { invoice: mongoose.trusted({ $exists: false }), invoiceClaim: mongoose.trusted({ $exists: false }) };
  for (let attempt = 0; attempt < STATUS_ATTEMPTS; attempt += 1) {
    const current = await OrderModel.findById(id, { status: 1, heldStock: 1, stockMove: 1, invoice: 1, invoiceClaim: 1 }).lean<
      Pick<OrderRecord, 'status' | 'heldStock' | 'stockMove' | 'invoice'> & { invoiceClaim?: unknown }
    >();
    if (!current) return false;
    if (current.invoice || current.invoiceClaim) throw new HttpError(409, messages.orders.invoicedCannotBeDeleted);
    if (current.stockMove) {
      await sleep(POLL_MS);
      continue;
    }
    const unchanged = { _id: id, status: current.status ?? null, stockMove: mongoose.trusted({ $exists: false }), ...deletable };
    if (!current.heldStock?.length) {
      if ((await OrderModel.deleteOne(unchanged)).deletedCount === 1) return true;
      continue;
    }
    const giving = newStockMove('delete', id, current.heldStock);
    const claimed = await OrderModel.updateOne(unchanged, { $set: { stockMove: giving, heldStock: [] } });
    if (claimed.modifiedCount !== 1) continue;
    await finishGiving(giving);
    return true;
  }
  throw new HttpError(409, messages.orders.changedElsewhere);
}
