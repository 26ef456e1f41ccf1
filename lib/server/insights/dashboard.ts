/**
 * The admin dashboard's figures, each one aggregation pipeline in the database. The pipelines are
 * exported and run as they are on every backend the suite has (tests/db/dashboard-pipelines.test.ts),
 * so the embedded database must answer them as MongoDB does. Days and months are India's: the shop's
 * day starts at midnight in Ludhiana, not in UTC.
 */
import 'server-only';
import type { DayTotals, UnpaidOnlineOrder, TopProduct, TaxReviewProduct } from '@/lib/types/dashboard';
import mongoose, { type PipelineStage } from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { INDIA_TIME_ZONE, indiaToday, startOfIndiaDay } from '@/lib/india-date';
import { OrderModel, type OrderRecord } from '@/models/Order';
import { storedRupees, toRupees } from '@/lib/money';
import { ProductModel } from '@/models/Product';
import { hsnPattern } from '@/lib/gst/hsn';
import { productTaxProblems } from '@/lib/gst/product-review';
import { RETIRED_GST_RATES } from '@/lib/gst/slabs';
import { config } from '@/lib/server/platform/config.mjs';

const DAY_MS = 86_400_000;
export const CHART_DAYS = 30;
export const TOP_PRODUCTS = 5;
export const UNPAID_SHOWN = 5;

/** A sum of stored rupee totals, to the paisa (summing floats can leave a trailing fraction). */
const roundRupees = (amount: number) => toRupees(storedRupees(amount));

/** The last `days` India days, oldest first, ending today. */
export function lastIndiaDays(days: number, now = new Date()): string[] {
  const today = startOfIndiaDay(indiaToday(now)).getTime();
  return Array.from({ length: days }, (_, i) => indiaToday(new Date(today - (days - 1 - i) * DAY_MS + DAY_MS / 2)));
}

/** How many orders have each status (`_id`: the status, `n`: the count); statuses without orders have no row. */
export const ordersByStatusPipeline = (): PipelineStage[] => [{ $group: { _id: '$status', n: { $sum: 1 } } }];

/** Orders placed since `since`, and their revenue without cancelled orders, per India day (`_id`: YYYY-MM-DD); days without orders have no row. */
export const ordersPerDayPipeline = (since: Date): PipelineStage[] => [
  { $match: { createdAt: { $gte: since } } },
  {
    $group: {
      _id: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt', timezone: INDIA_TIME_ZONE } },
      orders: { $sum: 1 },
      revenue: { $sum: { $cond: [{ $eq: ['$status', 'cancelled'] }, 0, '$totalAmount'] } },
    },
  },
];

/** Orders placed and revenue (not counting cancelled orders) on each of the last 30 India days, days without orders as 0. */
export async function ordersPerDay(now = new Date(), days = CHART_DAYS): Promise<DayTotals[]> {
  await connectToDatabase();
  const range = lastIndiaDays(days, now);
  const rows = await OrderModel.aggregate<{ _id: string; orders: number; revenue: number }>(ordersPerDayPipeline(startOfIndiaDay(range[0]!)));
  const byDay = new Map(rows.map((row) => [row._id, row]));
  return range.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenue: roundRupees(byDay.get(day)?.revenue ?? 0) }));
}

/** Online orders not paid and not cancelled: one document with `count` ([{ n }], or [] for none) and the `latest` few, newest first. */
export const unpaidOnlinePipeline = (limit: number): PipelineStage[] => [
  { $match: { paymentMethod: 'Online', paid: false, status: { $ne: 'cancelled' } } },
  {
    $facet: {
      count: [{ $count: 'n' }],
      latest: [{ $sort: NEWEST_FIRST }, { $limit: limit }, { $project: { orderNumber: 1, fullName: 1, totalAmount: 1, transactionId: 1, createdAt: 1 } }],
    },
  },
];

/** Online (UPI) orders not yet marked paid and not cancelled: how many, and the newest few, for checking the bank. */
export async function unpaidOnlineOrders(limit = UNPAID_SHOWN): Promise<{ count: number; latest: UnpaidOnlineOrder[] }> {
  await connectToDatabase();
  const [result] = await OrderModel.aggregate<{
    count: Array<{ n: number }>;
    latest: Array<Pick<OrderRecord, '_id' | 'orderNumber' | 'fullName' | 'totalAmount' | 'transactionId' | 'createdAt'>>;
  }>(unpaidOnlinePipeline(limit));
  return {
    // MongoDB's $count answers no document for no orders (and the embedded database { n: 0 }): both read as 0.
    count: result?.count[0]?.n ?? 0,
    latest: (result?.latest ?? []).map((order) => ({
      _id: String(order._id),
      orderNumber: order.orderNumber,
      fullName: order.fullName,
      totalAmount: order.totalAmount,
      transactionId: order.transactionId ?? null,
      createdAt: order.createdAt.toISOString(),
    })),
  };
}

/** The `limit` products sold most since `since` by quantity (cancelled orders left out), each named as last ordered (`_id`: the product id). */
export const topProductsPipeline = (since: Date, limit: number): PipelineStage[] => [
  { $match: { createdAt: { $gte: since }, status: { $ne: 'cancelled' } } },
  { $sort: { createdAt: -1 } },
  { $unwind: '$items' },
  {
    $group: {
      _id: '$items.productId',
      name: { $first: '$items.name' },
      quantity: { $sum: '$items.quantity' },
      revenue: { $sum: { $multiply: ['$items.price', '$items.quantity'] } },
    },
  },
  { $sort: { quantity: -1, name: 1 } },
  { $limit: limit },
];

/** The products sold most this India month by quantity (cancelled orders left out), named as last ordered. */
export async function topProductsThisMonth(now = new Date(), limit = TOP_PRODUCTS): Promise<TopProduct[]> {
  await connectToDatabase();
  const monthStart = startOfIndiaDay(`${indiaToday(now).slice(0, 7)}-01`);
  const rows = await OrderModel.aggregate<{ _id: mongoose.Types.ObjectId; name: string; quantity: number; revenue: number }>(
    topProductsPipeline(monthStart, limit),
  );
  return rows.map((row) => ({ productId: String(row._id), name: row.name, quantity: row.quantity, revenue: roundRupees(row.revenue) }));
}

export const TAX_REVIEW_SHOWN = 10;

/**
 * Products the admin must look at before they can be invoiced as they stand: no HSN code of at least
 * `hsnMinDigits` digits (`$not` of the pattern also matches a product with no code at all), or a
 * rate retired on 22 September 2025 (lib/gst/slabs.ts).
 */
export const taxReviewFilter = (hsnMinDigits: number) => ({
  $or: [{ hsnCode: mongoose.trusted({ $not: hsnPattern(hsnMinDigits) }) }, { gstRate: mongoose.trusted({ $in: [...RETIRED_GST_RATES] }) }],
});

/** The first `limit` products to review for GST, newest first, each with what to fix, and how many there are. */
export async function productsToReviewForTax(
  limit = TAX_REVIEW_SHOWN,
  hsnMinDigits = config().HSN_MIN_DIGITS,
): Promise<{ products: TaxReviewProduct[]; total: number }> {
  await connectToDatabase();
  const filter = taxReviewFilter(hsnMinDigits);
  const [records, total] = await Promise.all([
    ProductModel.find(filter, { name: 1, hsnCode: 1, gstRate: 1 })
      .sort(NEWEST_FIRST)
      .limit(limit)
      .lean<Array<{ _id: mongoose.Types.ObjectId; name: string; hsnCode?: string | null; gstRate?: number | null }>>(),
    ProductModel.countDocuments(filter),
  ]);
  return { products: records.map((record) => ({ _id: String(record._id), name: record.name, problems: productTaxProblems(record, hsnMinDigits) })), total };
}
