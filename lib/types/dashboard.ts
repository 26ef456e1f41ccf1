/** The admin dashboard's figures. */
import type { Order } from './order';

export interface DayTotals {
  /** YYYY-MM-DD, India time. */
  day: string;
  orders: number;
  /** Rupees, cancelled orders left out. */
  revenue: number;
}

export type UnpaidOnlineOrder = Pick<Order, '_id' | 'orderNumber' | 'fullName' | 'totalAmount' | 'transactionId' | 'createdAt'>;

export interface TopProduct {
  productId: string;
  name: string;
  quantity: number;
  revenue: number;
}

/** A product the dashboard lists for GST review, with what to fix (lib/gst/product-review.ts). */
export interface TaxReviewProduct {
  _id: string;
  name: string;
  problems: import('@/lib/gst/product-review').ProductTaxProblem[];
}
