/** Orders as stored and as read: the admin's list and export, the customer's tracking. Placing and changing one: lifecycle.ts. */
import 'server-only';
import type { Order, StatusChange, PlacedOrder, OrderTracking, Shipment } from '@/lib/types/order';
import { findCourier, trackingLink } from '@/lib/couriers';
import mongoose from 'mongoose';
import { ordersByStatusPipeline } from '@/lib/server/insights/dashboard';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { connectToDatabase } from '@/lib/server/platform/db';
import { jsonArrayStream, type Cursor } from '@/lib/server/platform/cursor-stream';
import { literalPattern, normaliseQuery } from '@/lib/search-words';
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';
import { pageWindow, type PageOptions } from '@/lib/validation/paging';
import { OrderModel, type OrderRecord } from '@/models/Order';
import { orderGstView } from '@/lib/server/tax/order-tax';

export type { OrderRecord };

/** The stored history, or for an order stored before it was kept, one `new` entry at its creation. */
function historyOf(record: Pick<OrderRecord, 'statusHistory' | 'createdAt'>): StatusChange[] {
  if (record.statusHistory?.length) return record.statusHistory.map((change) => ({ status: change.status as OrderStatus, at: change.at.toISOString() }));
  return [{ status: 'new', at: (record.createdAt ?? new Date(0)).toISOString() }];
}

export function toOrder(record: OrderRecord): Order {
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
    courier: record.courier ?? null,
    consignmentNumber: record.consignmentNumber ?? null,
    ...orderGstView(record),
  };
}

export const orderSummary = (record: Pick<OrderRecord, '_id' | 'orderNumber' | 'totalAmount'>): PlacedOrder => ({
  _id: String(record._id),
  orderNumber: record.orderNumber,
  totalAmount: record.totalAmount,
});

export interface OrderFilter {
  status?: OrderStatus;
  paid?: boolean;
  /** One order by its number. */
  order?: string;
  /** Part of the order number, the customer's name, the mobile number or the GSTIN. */
  q?: string;
}

/**
 * The orders a search finds: the text, taken literally (escaped, never a pattern of the admin's
 * making), in the order number or GSTIN (any case), the name (any case), or its digits in the mobile.
 */
function orderSearch(q: string): Record<string, unknown> {
  const text = normaliseQuery(q);
  const upper = literalPattern(text.toUpperCase().replace(/\s+/g, ''));
  const digits = text.replace(/\D/g, '').slice(-10);
  const contains = (pattern: string, options = '') => mongoose.trusted({ $regex: pattern, $options: options });
  return {
    $or: [
      { orderNumber: contains(upper) },
      { gstin: contains(upper) },
      { fullName: contains(literalPattern(text), 'i') },
      ...(digits.length >= 3 ? [{ mobile: contains(digits) }] : []),
    ],
  };
}

function orderFilter(filter: OrderFilter): Record<string, unknown> {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.paid !== undefined ? { paid: filter.paid } : {}),
    ...(filter.order ? { orderNumber: filter.order } : {}),
    ...(filter.q && normaliseQuery(filter.q) ? orderSearch(filter.q) : {}),
  };
}

export const ADMIN_PROJECTION = { idempotencyKey: 0, notifications: 0, stockMove: 0 } as const;

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

/** The order's courier and consignment number as the customer sees them; null before a courier is entered. */
export function shipmentOf(record: Pick<OrderRecord, 'courier' | 'consignmentNumber'>): Shipment | null {
  const courier = findCourier(record.courier);
  if (!courier) return null;
  const consignmentNumber = record.consignmentNumber ?? null;
  return { courier: courier.name, consignmentNumber, trackingUrl: consignmentNumber ? trackingLink(courier.id, consignmentNumber) : null };
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
    ...(shipmentOf(record) ? { shipment: shipmentOf(record)! } : {}),
  };
}

/** Order counts by status, for the admin dashboard. */
export async function countOrdersByStatus(): Promise<Record<OrderStatus, number>> {
  await connectToDatabase();
  const rows = await OrderModel.aggregate<{ _id: OrderStatus; n: number }>(ordersByStatusPipeline());
  const counts: Record<OrderStatus, number> = { new: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) if (row._id in counts) counts[row._id] = row.n;
  return counts;
}
