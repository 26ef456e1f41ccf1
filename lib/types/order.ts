/** An order as the admin, tracking and the JSON API see it (plain JSON: ids and dates as strings). */
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';

export interface OrderItem {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
}

export interface Order {
  _id: string;
  orderNumber: string;
  fullName: string;
  address: string;
  mobile: string;
  email: string;
  paymentMethod: PaymentMethod;
  transactionId: string | null;
  items: OrderItem[];
  totalAmount: number;
  status: OrderStatus;
  paid: boolean;
  createdAt: string;
  /** Every status the order entered, oldest first (always filled in by this module's reads). */
  statusHistory?: StatusChange[];
}

export interface StatusChange {
  status: OrderStatus;
  at: string;
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
}

/** What a customer sees of an order: never the name, email, address or mobile. */
export interface OrderTracking {
  orderNumber: string;
  placedAt: string;
  items: Array<{ name: string; quantity: number; price: number }>;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  paid: boolean;
  status: OrderStatus;
  statusHistory: StatusChange[];
}
