/** Orders: placing one from a cart (prices from the database, never the browser) and the admin's view. */
import 'server-only';
import type { OrderItem, Order, StatusChange, PlacedOrder, OrderTracking } from '@/lib/types/order';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { jsonArrayStream, type Cursor } from '@/lib/server/cursor-stream';
import { messages } from '@/lib/messages';
import { lineTotal, sumMoney } from '@/lib/money';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { newReferenceNumber } from '@/lib/server/reference-number';
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';
import type { OrderInput } from '@/lib/validation/order';
import { pageWindow, type PageOptions } from '@/lib/validation/paging';
import { OrderModel } from '@/models/Order';
import { orderGstFields, orderGstView, type OrderGstRecord } from '@/lib/server/order-gst';
import { ProductModel } from '@/models/Product';

/** An order as stored (what the admin list, tracking, the export and the notification e-mails read). */
export interface OrderRecord extends OrderGstRecord {
  _id: mongoose.Types.ObjectId;
  orderNumber: string;
  fullName: string;
  address: string;
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
        mobile: input.mobile,
        email: input.email,
        paymentMethod: input.paymentMethod,
        transactionId: input.transactionId,
        items,
        totalAmount,
        ...gst,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(notifications.length > 0 ? { notifications } : {}),
      });
      announceOutbox(notifications);
      return { order: summary(created), created: true };
    } catch (error) {
      if (idempotencyKey && isDuplicateKey(error, 'idempotencyKey')) {
        const first = await findOrderByIdempotencyKey(idempotencyKey);
        if (first) return { order: first, created: false };
      }
      if (attempt < 5 && isDuplicateKey(error, 'orderNumber')) continue;
      throw error;
    }
  }
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

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

/**
 * Sets an order's status and/or paid flag. A new status is appended to the order's history with the
 * time of the change (an order stored before the history was kept first gets its `new` entry at its
 * creation date); setting the status it already has adds nothing.
 */
export async function updateOrder(id: string, change: { status?: OrderStatus; paid?: boolean }): Promise<Order | null> {
  await connectToDatabase();
  const update: Record<string, unknown> = { $set: change };
  if (change.status) {
    const current = await OrderModel.findById(id, { status: 1, statusHistory: 1, createdAt: 1 }).lean<
      Pick<OrderRecord, 'status' | 'statusHistory' | 'createdAt'>
    >();
    if (!current) return null;
    if ((current.status ?? 'new') !== change.status) {
      const entries = [{ status: change.status, at: new Date() }];
      if (current.statusHistory?.length) update.$push = { statusHistory: { $each: entries } };
      else update.$set = { ...change, statusHistory: [{ status: 'new', at: current.createdAt ?? new Date(0) }, ...entries] };
    }
  }
  const record = await OrderModel.findByIdAndUpdate(id, update, { new: true, runValidators: true, projection: ADMIN_PROJECTION }).lean<OrderRecord>();
  return record ? toOrder(record) : null;
}

/**
 * The order with this number placed with this mobile number, or null. One query on both fields, so a
 * wrong number and a wrong mobile are the same miss; the caller evens out the time (lib/tracking.ts).
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

export async function deleteOrder(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await OrderModel.deleteOne({ _id: id });
  return result.deletedCount === 1;
}

/** Order counts by status, for the admin dashboard. */
export async function countOrdersByStatus(): Promise<Record<OrderStatus, number>> {
  await connectToDatabase();
  const rows = await OrderModel.aggregate<{ _id: OrderStatus; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]);
  const counts: Record<OrderStatus, number> = { new: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) if (row._id in counts) counts[row._id] = row.n;
  return counts;
}
