/**
 * An order as the admin, tracking and the JSON API see it (plain JSON: ids and dates as strings).
 * Every type here is derived from the stored order, `OrderRecord` of models/Order.ts (itself inferred
 * from the schema): a Pick/Omit of it, passed through `Jsonified` (ObjectIds and Dates as strings) and
 * `Filled` (optional fields the read fills in with null), with the computed fields added by name.
 * Money in this JSON is in rupees, as the spec fixes it; the record's tax is stored in paise.
 */
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';
import type { TaxAmounts } from '@/lib/gst/tax';
import type { OrderRecord } from '@/models/Order';
import type { Filled, Jsonified } from './derive';

type StoredTax = NonNullable<OrderRecord['tax']>;
type StoredInvoice = NonNullable<OrderRecord['invoice']>;
type StoredCreditNote = NonNullable<OrderRecord['creditNotes']>[number];

export type OrderItem = Jsonified<Filled<OrderRecord['items'][number]>>;

/** The delivery address in parts (orders placed with the single address string have none). */
export type ShippingAddress = NonNullable<OrderRecord['shippingAddress']>;

export type StatusChange = Jsonified<NonNullable<OrderRecord['statusHistory']>[number]>;

/** The stored fields the order JSON carries as they are. */
type OrderFields = Jsonified<
  Filled<Pick<OrderRecord, '_id' | 'orderNumber' | 'fullName' | 'address' | 'mobile' | 'email' | 'transactionId' | 'totalAmount' | 'paid' | 'createdAt'>>
>;

/** With its GST part (billing state, GSTIN, tax lines, invoice): OrderGstView below. */
export type Order = OrderFields &
  Partial<OrderGstView> &
  /** The courier (an id of lib/couriers.ts) and consignment number, once shipped (this module's reads fill in null). */
  Partial<Filled<Pick<OrderRecord, 'courier' | 'consignmentNumber'>>> & {
    items: OrderItem[];
    // Stored as strings under the schema's enums, so always one of them.
    paymentMethod: PaymentMethod;
    status: OrderStatus;
    /** Present when the buyer gave the address in parts. */
    shippingAddress?: ShippingAddress;
    /** Every status the order entered, oldest first (always filled in by this module's reads). */
    statusHistory?: StatusChange[];
  };

/** One line's tax, in rupees (stored in paise as `unitPaise` and the amounts; lib/gst/tax.ts has the rounding rule). */
export type OrderTaxLine = Jsonified<Filled<Omit<StoredTax['lines'][number], 'unitPaise'>>> & { unitPrice: number };

export type OrderTaxView = Pick<StoredTax, 'supplyType' | 'placeOfSupply' | 'placeOfSupplyCode'> & {
  lines: OrderTaxLine[];
  totals: TaxAmounts<number>;
};

export type OrderGstView = Filled<Pick<OrderRecord, 'billingState' | 'gstin' | 'businessName'>> & {
  /** The place of supply's tax; null for orders placed before it was asked. */
  tax: OrderTaxView | null;
  /** The issued tax invoice; `cancelled` when the order was cancelled after it was issued. */
  invoice: (Jsonified<Pick<StoredInvoice, 'number' | 'issuedAt'>> & { cancelled: boolean }) | null;
  /** Credit notes issued against the order's invoices, oldest first (amount in rupees). */
  creditNotes: OrderCreditNote[];
};

/** A credit note as the order JSON lists it: the k-th is GET /api/orders/{id}/credit-notes/{k}. */
export type OrderCreditNote = Jsonified<Pick<StoredCreditNote, 'number' | 'issuedAt' | 'invoiceNumber' | 'reason'>> & {
  /** Its total, in rupees. */
  amount: number;
  /** The units it reverses, per product of the invoice. */
  lines: Array<Pick<OrderTaxLine, 'productId' | 'name' | 'quantity'>>;
};

/** What placing an order answers. */
export type PlacedOrder = Pick<Order, '_id' | 'orderNumber' | 'totalAmount'>;

/** What a customer sees of an order: never the name, email, address or mobile. */
export type OrderTracking = Pick<Order, 'orderNumber' | 'totalAmount' | 'paymentMethod' | 'paid' | 'status'> & {
  placedAt: Order['createdAt'];
  items: Array<Pick<OrderItem, 'name' | 'quantity' | 'price'>>;
  statusHistory: StatusChange[];
  /** The issued tax invoice's number, which the customer can download; absent before it is issued. */
  invoiceNumber?: string;
  /** Who carries it and the consignment number, once the shop has entered them. */
  shipment?: Shipment;
};

/** A shipment as the customer sees it: the courier's name, the consignment number, the courier's tracking page. */
export interface Shipment {
  courier: string;
  consignmentNumber: string | null;
  trackingUrl: string | null;
}
