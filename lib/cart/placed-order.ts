/**
 * The order just placed, kept in sessionStorage for the notice on Products (its number, a tracking
 * link and the WhatsApp link), never in the URL. Read back with its shape checked: anything else in
 * the slot is ignored.
 */
import { referenceNumberPattern } from '@/lib/reference-number';
import { MAX_CART_LINES, PAYMENT_METHODS, type PaymentMethod } from '@/lib/shop-rules';
import type { OrderForWhatsApp } from '@/lib/whatsapp';

export const PLACED_ORDER_KEY = 'placedOrder';

const ORDER_NUMBER = referenceNumberPattern('SV');
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The stored value, if it has the shape rememberPlacedOrder writes. Checked by hand rather than with
 * a zod schema: this runs on the listing page, which should not carry the schema library for it.
 */
function asPlacedOrder(value: unknown): OrderForWhatsApp | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderNumber, items, totalAmount, paymentMethod } = value as Record<string, unknown>;
  if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber)) return null;
  if (!isAmount(totalAmount) || !PAYMENT_METHODS.includes(paymentMethod as PaymentMethod)) return null;
  if (!Array.isArray(items) || items.length > MAX_CART_LINES) return null;
  const lines: Array<OrderForWhatsApp['items'][number]> = [];
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { name, quantity, price } = item as Record<string, unknown>;
    if (typeof name !== 'string' || name.length > 300 || !Number.isInteger(quantity) || (quantity as number) < 1) return null;
    if (price !== undefined && !isAmount(price)) return null;
    lines.push({ name, quantity: quantity as number, ...(price === undefined ? {} : { price }) });
  }
  return { orderNumber, items: lines, totalAmount, paymentMethod: paymentMethod as PaymentMethod };
}

export function rememberPlacedOrder(order: OrderForWhatsApp): void {
  try {
    window.sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage disabled: the alert still showed the number.
  }
}

export function readPlacedOrder(): OrderForWhatsApp | null {
  try {
    const raw = window.sessionStorage.getItem(PLACED_ORDER_KEY);
    if (!raw) return null;
    return asPlacedOrder(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function forgetPlacedOrder(): void {
  try {
    window.sessionStorage.removeItem(PLACED_ORDER_KEY);
  } catch {
    // Nothing stored.
  }
}
