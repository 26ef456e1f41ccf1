/** Orders: placing one from a cart (prices from the database, never the browser) and the admin's view. */
import 'server-only';
import type { OrderItem, Order, StatusChange, PlacedOrder, OrderTracking, ShippingAddress } from '@/lib/types/order';
import mongoose from 'mongoose';
import { ordersByStatusPipeline } from '@/lib/server/insights/dashboard';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { jsonArrayStream, type Cursor } from '@/lib/server/platform/cursor-stream';
import { messages } from '@/lib/messages';
import { lineTotal, sumMoney } from '@/lib/money';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { newReferenceNumber } from '@/lib/server/platform/reference-number';
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';
import type { OrderInput } from '@/lib/validation/order';
import { pageWindow, type PageOptions } from '@/lib/validation/paging';
import { OrderModel } from '@/models/Order';
import { orderGstFields, orderGstView, type OrderGstRecord } from '@/lib/server/tax/order-tax';
import { ProductModel } from '@/models/Product';
import { returnStock, StockShortError, takeStock, type StockLine } from '@/lib/server/catalogue/stock-movements';

/** An order as stored (what the admin list, tracking, the export and the notification e-mails read). */
export interface OrderRecord extends OrderGstRecord {
  _id: mongoose.Types.ObjectId;
  orderNumber: string;
  fullName: string;
  address: string;
  shippingAddress?: ShippingAddress | null;
  mobile: string;
  email: string;
  paymentMethod: string;
  transactionId?: string | null;
  items: Array<{ productId: mongoose.Types.ObjectId; name: string; price: number; quantity: number; image?: string | null }>;
  totalAmount: number;
  status?: string | null;
  paid?: boolean | null;
  createdAt?: Date | null;
  statusHistory?: Array<{ status: string; at: Date }> | null;
  heldStock?: StockLine[] | null;
}

/** The stored history, or for an order stored before it was kept, one `new` entry at its creation. */
function historyOf(record: Pick<OrderRecord, 'statusHistory' | 'createdAt'>): StatusChange[] {
  if (record.statusHistory?.length) return record.statusHistory.map((change) => ({ status: change.status as OrderStatus, at: change.at.toISOString() }));
  return [{ status: 'new', at: (record.createdAt ?? new Date(0)).toISOString() }];
}

function toOrder(record: OrderRecord): Order {
  return {
    _id: String(record._id),
    orderNumber: record.orderNumber,
    fullName: record.fullName,
    address: record.address,
    ...(record.shippingAddress ? { shippingAddress: record.shippingAddress } : {}),
    mobile: record.mobile,
    email: record.email,
    paymentMethod: record.paymentMethod as PaymentMethod,
    transactionId: record.transactionId ?? null,
    items: record.items.map((item) => ({
      productId: String(item.productId),
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      image: item.image ?? null,
    })),
    totalAmount: record.totalAmount,
    status: (record.status ?? 'new') as OrderStatus,
    paid: record.paid ?? false,
    createdAt: (record.createdAt ?? new Date(0)).toISOString(),
    statusHistory: historyOf(record),
    ...orderGstView(record),
  };
}

const summary = (record: Pick<OrderRecord, '_id' | 'orderNumber' | 'totalAmount'>): PlacedOrder => ({
  _id: String(record._id),
  orderNumber: record.orderNumber,
  totalAmount: record.totalAmount,
});

const newOrderNumber = () => newReferenceNumber('SV');

function isDuplicateKey(error: unknown, field: string): boolean {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 11000) return false;
  const keyPattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  const text = String((error as { message?: unknown }).message ?? '');
  return keyPattern ? field in keyPattern : text.includes(field);
}

/** Loads each product of the cart and prices the order from the database. */
async function priceCart(cart: OrderInput['cart']): Promise<{ items: OrderItem[]; totalAmount: number }> {
  const quantities = new Map<string, number>();
  for (const line of cart) {
    const id = line._id.toLowerCase();
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  const products = await ProductModel.find({ _id: mongoose.trusted({ $in: [...quantities.keys()] }) }, { name: 1, price: 1, images: 1 }).lean<
    Array<{ _id: mongoose.Types.ObjectId; name: string; price?: number | null; images?: string[] }>
  >();
  const byId = new Map(products.map((product) => [String(product._id), product]));
  const items: OrderItem[] = [];
  for (const [id, quantity] of quantities) {
    const product = byId.get(id);
    if (!product) throw new HttpError(400, messages.orders.unknownProduct);
    if (product.price == null) throw new HttpError(400, `${product.name} has no price yet. Please contact us for a quote.`);
    items.push({ productId: id, name: product.name, price: product.price, quantity, image: product.images?.[0] ?? null });
  }
  return { items, totalAmount: sumMoney(items.map((item) => lineTotal(item.price, item.quantity))) };
}

export async function findOrderByIdempotencyKey(key: string): Promise<PlacedOrder | null> {
  await connectToDatabase();
  const existing = await OrderModel.findOne({ idempotencyKey: key }, { orderNumber: 1, totalAmount: 1 }).lean();
  return existing ? summary(existing) : null;
}

/**
 * Creates the order. With an idempotency key that another request used first (a double-clicked
 * Place Order, a retry racing the first try), the unique index refuses the second insert and the
 * first order is returned. The caller looks a known key up before it counts the request against the
 * rate limit, so this does not look it up again.
 */
export async function placeOrder(input: OrderInput, idempotencyKey?: string): Promise<{ order: PlacedOrder; created: boolean }> {
  await connectToDatabase();
  const { items, totalAmount } = await priceCart(input.cart);
  const gst = await orderGstFields(input, items);
  // All lines' units or none (409 for a short line); given back below if no order is written.
  const heldStock = await takeStock(items);
  for (let attempt = 0; ; attempt += 1) {
    const orderNumber = newOrderNumber();
    // The shop's e-mail and the customer's confirmation go in the same insert as the order.
    const notifications = outboxEntries(['order-shop', 'order-customer'], orderNumber);
    try {
      const now = new Date();
      const created = await OrderModel.create({
        orderNumber,
        statusHistory: [{ status: 'new', at: now }],
        fullName: input.fullName,
        address: input.address,
        ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
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
      return { order: summary(created), created: true };
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

export interface OrderFilter {
  status?: OrderStatus;
  paid?: boolean;
  /** One order by its number. */
  order?: string;
}

function orderFilter(filter: OrderFilter): Record<string, unknown> {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.paid !== undefined ? { paid: filter.paid } : {}),
    ...(filter.order ? { orderNumber: filter.order } : {}),
  };
}

const ADMIN_PROJECTION = { idempotencyKey: 0, notifications: 0 } as const;

/**
 * One page of the admin's orders, newest first, with how many match in all (the rows, read along the
 * { createdAt, _id } index, and the count run in parallel). Without page or limit, every order.
 */
export async function listOrders(options: PageOptions & OrderFilter = {}): Promise<{ orders: Order[]; total: number }> {
  await connectToDatabase();
  const slice = pageWindow(options);
  const filter = orderFilter(options);
  const query = OrderModel.find(filter, ADMIN_PROJECTION).sort(NEWEST_FIRST);
  if (!slice) {
    const records = await query.lean<OrderRecord[]>();
    return { orders: records.map(toOrder), total: records.length };
  }
  const [records, total] = await Promise.all([query.skip(slice.skip).limit(slice.limit).lean<OrderRecord[]>(), OrderModel.countDocuments(filter)]);
  return { orders: records.map(toOrder), total };
}

/** Every order, newest first, as a JSON array streamed from a cursor, with the count read first. */
export async function streamAllOrders(): Promise<{ body: ReadableStream<Uint8Array>; total: number }> {
  await connectToDatabase();
  const total = await OrderModel.estimatedDocumentCount();
  const cursor = OrderModel.find({}, ADMIN_PROJECTION).sort(NEWEST_FIRST).lean<OrderRecord[]>().cursor({ batchSize: 200 });
  return { body: jsonArrayStream(cursor as unknown as Cursor<OrderRecord>, toOrder), total };
}

/** A real change of an order's status: exactly one request sees each one. */
export interface StatusMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * What follows a real status change, run once per change by the request that made it: a cancelled
 * order gives back the units it held.
 */
async function afterStatusMove(move: StatusMove, before: Pick<OrderRecord, 'heldStock'>): Promise<void> {
  if (move.to === 'cancelled') await returnStock(before.heldStock);
}

const STATUS_ATTEMPTS = 20;

/**
 * Moves an order to `to`. The write is conditional on the status read just before, so of many
 * simultaneous requests for the same change exactly one writes it (and its one history entry); the
 * others find it already made. Leaving "cancelled" takes the order's units again first (409 when they
 * are gone); entering it empties `heldStock` in the same write and gives those units back after.
 * Returns the change made, `null` when it was already in that status, `undefined` for no such order.
 */
export async function moveOrderStatus(id: string, to: OrderStatus): Promise<StatusMove | null | undefined> {
  await connectToDatabase();
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
    const move: StatusMove = { orderId: id, from, to };
    await afterStatusMove(move, before);
    return move;
  }
  throw new HttpError(409, messages.orders.changedElsewhere);
}

/**
 * Sets an order's status (moveOrderStatus: one history entry per real change) and/or its paid flag.
 * Setting the status it already has adds nothing. Null: no such order.
 */
export async function updateOrder(id: string, change: { status?: OrderStatus; paid?: boolean }): Promise<Order | null> {
  await connectToDatabase();
  if (change.status && (await moveOrderStatus(id, change.status)) === undefined) return null;
  const record =
    change.paid === undefined
      ? await OrderModel.findById(id, ADMIN_PROJECTION).lean<OrderRecord>()
      : await OrderModel.findByIdAndUpdate(
          id,
          { $set: { paid: change.paid } },
          { new: true, runValidators: true, projection: ADMIN_PROJECTION },
        ).lean<OrderRecord>();
  return record ? toOrder(record) : null;
}

/**
 * The order with this number placed with this mobile number, or null. One query on both fields, so a
 * wrong number and a wrong mobile are the same miss; the caller evens out the time (lib/server/orders/tracking.ts).
 */
export async function findOrderForCustomer(orderNumber: string, mobile: string): Promise<OrderTracking | null> {
  await connectToDatabase();
  const record = await OrderModel.findOne({ orderNumber, mobile }, { idempotencyKey: 0 }).lean<OrderRecord>();
  if (!record) return null;
  const order = toOrder(record);
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    items: order.items.map(({ name, quantity, price }) => ({ name, quantity, price })),
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod,
    paid: order.paid,
    status: order.status,
    statusHistory: historyOf(record),
    ...(record.invoice ? { invoiceNumber: record.invoice.number } : {}),
  };
}

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

/** Order counts by status, for the admin dashboard. */
export async function countOrdersByStatus(): Promise<Record<OrderStatus, number>> {
  await connectToDatabase();
  const rows = await OrderModel.aggregate<{ _id: OrderStatus; n: number }>(ordersByStatusPipeline());
  const counts: Record<OrderStatus, number> = { new: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) if (row._id in counts) counts[row._id] = row.n;
  return counts;
}
