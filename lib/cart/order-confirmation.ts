/**
 * What the order confirmation shows (the panel on Products after an order, and the page a checkout
 * without JavaScript reaches): built by the server from the stored order, kept in sessionStorage for
 * that browser session on the JavaScript path, and read back with its shape checked (anything else in
 * the slot is ignored). Checked by hand rather than with zod: this runs on the listing page, which
 * should not carry the schema library for it.
 */
import { referenceNumberPattern } from '@/lib/reference-number';
import { MAX_CART_LINES, PAYMENT_METHODS, type PaymentMethod } from '@/lib/shop-rules';
import { buildUpiLink } from '@/lib/upi';
import { storedRupees } from '@/lib/money';
import type { Order, OrderItem, OrderTaxView } from '@/lib/types/order';

/** `totalAmount` in rupees, as the order records it; `address` as one text (lines, city and PIN code, state). */
export type OrderConfirmation = Pick<Order, 'orderNumber' | 'totalAmount' | 'address' | 'paymentMethod'> & {
  items: Array<Pick<OrderItem, 'name' | 'quantity'> & Partial<Pick<OrderItem, 'price'>>>;
  /** The order's tax split in rupees; null for an order without one. */
  tax: (Pick<OrderTaxView, 'supplyType'> & Omit<OrderTaxView['totals'], 'amount'>) | null;
};

const ORDER_NUMBER = referenceNumberPattern('SV');
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readTax(value: unknown): OrderConfirmation['tax'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const { supplyType, taxableValue, cgst, sgst, igst } = value as Record<string, unknown>;
  if (supplyType !== 'intra-state' && supplyType !== 'inter-state') return undefined;
  if (![taxableValue, cgst, sgst, igst].every(isAmount)) return undefined;
  return { supplyType, taxableValue: taxableValue as number, cgst: cgst as number, sgst: sgst as number, igst: igst as number };
}

/** The value if it has the shape of an OrderConfirmation, else null. */
export function asOrderConfirmation(value: unknown): OrderConfirmation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderNumber, items, totalAmount, paymentMethod, address, tax } = value as Record<string, unknown>;
  if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber)) return null;
  if (!isAmount(totalAmount) || !PAYMENT_METHODS.includes(paymentMethod as PaymentMethod)) return null;
  if (typeof address !== 'string' || address.length > 1000) return null;
  const taxView = readTax(tax);
  if (taxView === undefined) return null;
  if (!Array.isArray(items) || items.length > MAX_CART_LINES) return null;
  const lines: OrderConfirmation['items'] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { name, quantity, price } = item as Record<string, unknown>;
    if (typeof name !== 'string' || name.length > 300 || !Number.isInteger(quantity) || (quantity as number) < 1) return null;
    if (price !== undefined && !isAmount(price)) return null;
    lines.push({ name, quantity: quantity as number, ...(price === undefined ? {} : { price }) });
  }
  return { orderNumber, items: lines, totalAmount, tax: taxView, address, paymentMethod: paymentMethod as PaymentMethod };
}

/** The UPI payment of the order: its exact total, the order number as the note. */
export function orderUpiLink(order: Pick<OrderConfirmation, 'orderNumber' | 'totalAmount'>): string {
  return buildUpiLink({ amount: storedRupees(order.totalAmount), note: `Order ${order.orderNumber}` });
}
