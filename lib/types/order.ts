/** An order as the admin, tracking and the JSON API see it (plain JSON: ids and dates as strings). */
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';

export interface OrderItem {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
}

/** The delivery address in parts (orders placed with the single address string have none). */
export interface ShippingAddress {
  lines: string;
  city: string;
  pinCode: string;
  state: string;
}

/** With its GST part (billing state, GSTIN, tax lines, invoice): OrderGstView below. */
export interface Order extends Partial<OrderGstView> {
  _id: string;
  orderNumber: string;
  fullName: string;
  address: string;
  shippingAddress?: ShippingAddress;
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
  /** The courier (an id of lib/couriers.ts) and consignment number, once shipped. */
  courier?: string | null;
  consignmentNumber?: string | null;
}

export interface OrderTaxAmounts {
  amount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One line's tax, in rupees (stored in paise; lib/gst/tax.ts has the rounding rule). */
export interface OrderTaxLine extends OrderTaxAmounts {
  productId: string;
  name: string;
  hsnCode: string | null;
  rate: number;
  quantity: number;
  unitPrice: number;
}

export interface OrderTaxView {
  supplyType: 'intra-state' | 'inter-state';
  placeOfSupply: string;
  placeOfSupplyCode: string;
  lines: OrderTaxLine[];
  totals: OrderTaxAmounts;
}

export interface OrderGstView {
  /** The place of supply; null for orders placed before it was asked. */
  billingState: string | null;
  gstin: string | null;
  businessName: string | null;
  tax: OrderTaxView | null;
  /** The issued tax invoice; `cancelled` when the order was cancelled after it was issued. */
  invoice: { number: string; issuedAt: string; cancelled: boolean } | null;
  /** Credit notes issued against the order's invoices, oldest first (amount in rupees). */
  creditNotes: OrderCreditNote[];
}

/** A credit note as the order JSON lists it: the k-th is GET /api/orders/{id}/credit-notes/{k}. */
export interface OrderCreditNote {
  number: string;
  issuedAt: string;
  amount: number;
  invoiceNumber: string;
  reason: string;
  /** The units it reverses, per product of the invoice. */
  lines: Array<{ productId: string; name: string; quantity: number }>;
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
  /** The issued tax invoice's number, which the customer can download; absent before it is issued. */
  invoiceNumber?: string;
  /** Who carries it and the consignment number, once the shop has entered them. */
  shipment?: Shipment;
}

/** A shipment as the customer sees it: the courier's name, the consignment number, the courier's tracking page. */
export interface Shipment {
  courier: string;
  consignmentNumber: string | null;
  trackingUrl: string | null;
}
