/**
 * The accountant's spreadsheet: orders placed between two India-time dates, one row per order line,
 * read from a MongoDB cursor and written as CSV a row at a time, so a year of orders never sits in
 * memory.
 */
import 'server-only';
import mongoose from 'mongoose';
import { z } from 'zod';
import { csvRow, UTF8_BOM } from '@/lib/csv';
import { cursorTextStream, type Cursor } from '@/lib/server/platform/cursor-stream';
import { connectToDatabase } from '@/lib/server/platform/db';
import { addDays, formatOrderDate, startOfIndiaDay } from '@/lib/india-date';
import { itemTotal, toRupees } from '@/lib/money';
import { OrderModel, type OrderRecord } from '@/models/Order';
import { GST_EXPORT_COLUMNS, GST_EXPORT_PROJECTION, gstCells, type GstExportRecord } from '@/lib/server/tax/order-tax-columns';
import { validationMessages } from '@/lib/messages';

/** Longest range one export covers (about ten years): a typo like 2062 cannot start an endless scan. */
export const MAX_EXPORT_DAYS = 3660;

const isoDate = (name: string) =>
  z
    .string({ error: validationMessages.ordersExport.dateRequired(name) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validationMessages.ordersExport.dateFormat(name) })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { error: validationMessages.ordersExport.dateNotReal(name) },
    );

export const exportRangeSchema = z
  .object({ from: isoDate('from'), to: isoDate('to') })
  .refine((range) => range.from <= range.to, { error: validationMessages.ordersExport.rangeReversed, path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_EXPORT_DAYS, {
    error: validationMessages.ordersExport.rangeTooLong(MAX_EXPORT_DAYS),
    path: ['to'],
  });

export type ExportRange = z.output<typeof exportRangeSchema>;

/** [start, end) in UTC for whole India-time days `from` to `to`, both included. */
export function indiaDayBounds(range: ExportRange): { start: Date; end: Date } {
  const start = startOfIndiaDay(range.from);
  const end = startOfIndiaDay(addDays(range.to, 1));
  return { start, end };
}

export const EXPORT_COLUMNS = [
  'Order number',
  'Date',
  'Status',
  'Paid',
  'Payment method',
  'Transaction ID',
  'Customer name',
  'Mobile',
  'Email',
  'Address',
  'Product',
  'Quantity',
  'Unit price',
  'Line total',
  'Order total',
  // GST (lib/server/tax/order-tax-columns.ts): empty for orders placed before tax was stored.
  ...GST_EXPORT_COLUMNS,
] as const;

/** What the export reads of the stored order. */
type ExportRecord = GstExportRecord &
  Pick<OrderRecord, 'orderNumber' | 'createdAt' | 'paymentMethod' | 'fullName' | 'mobile' | 'email' | 'address' | 'totalAmount'> &
  Partial<Pick<OrderRecord, 'status' | 'paid' | 'transactionId'>> & { items: Array<Pick<OrderRecord['items'][number], 'name' | 'price' | 'quantity'>> };

/** The CSV lines of one order: one per order line (an order without lines still gets one). */
export function orderRows(order: ExportRecord): string {
  const common = [
    order.orderNumber,
    formatOrderDate(order.createdAt),
    order.status ?? 'new',
    order.paid ? 'Yes' : 'No',
    order.paymentMethod,
    order.transactionId ?? '',
  ];
  const customer = [order.fullName, order.mobile, order.email, order.address];
  const lines = order.items.length > 0 ? order.items : [null];
  return lines
    .map((item, i) =>
      csvRow([
        ...common,
        ...customer,
        item?.name,
        item?.quantity,
        item?.price,
        item ? toRupees(itemTotal(item)) : undefined,
        order.totalAmount,
        ...gstCells(order, i),
      ]),
    )
    .join('');
}

/** The file's name: orders-2026-11-01-to-2026-11-30.csv. */
export const exportFileName = (range: ExportRange) => `orders-${range.from}-to-${range.to}.csv`;

const BATCH_ROWS = 200;

/**
 * The CSV as a stream: the BOM and the header first, then the orders in date order, read from a
 * cursor as the client takes them (lib/server/platform/cursor-stream.ts).
 */
export async function streamOrdersCsv(range: ExportRange): Promise<ReadableStream<Uint8Array>> {
  await connectToDatabase();
  const { start, end } = indiaDayBounds(range);
  const cursor = OrderModel.find(
    // trusted: the operators are ours (sanitizeFilter strips any that come from a request).
    { createdAt: mongoose.trusted({ $gte: start, $lt: end }) },
    {
      orderNumber: 1,
      createdAt: 1,
      status: 1,
      paid: 1,
      paymentMethod: 1,
      transactionId: 1,
      fullName: 1,
      mobile: 1,
      email: 1,
      address: 1,
      items: 1,
      totalAmount: 1,
      ...GST_EXPORT_PROJECTION,
    },
  )
    .sort({ createdAt: 1, _id: 1 })
    .lean<ExportRecord[]>()
    .cursor({ batchSize: BATCH_ROWS });
  return cursorTextStream(cursor as unknown as Cursor<ExportRecord>, {
    head: UTF8_BOM + csvRow(EXPORT_COLUMNS),
    row: orderRows,
    tail: '',
    rowsPerChunk: BATCH_ROWS,
  });
}
