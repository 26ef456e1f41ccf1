/** The admin dashboard's figures. */

export interface DayTotals {
  /** YYYY-MM-DD, India time. */
  day: string;
  orders: number;
  /** Rupees, cancelled orders left out. */
  revenue: number;
}

export interface UnpaidOnlineOrder {
  _id: string;
  orderNumber: string;
  fullName: string;
  totalAmount: number;
  transactionId: string | null;
  createdAt: string;
}

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
