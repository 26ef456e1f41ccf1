/**
 * The order just placed, kept in sessionStorage for the notice on Products (its number, a tracking
 * link and the WhatsApp link), never in the URL. Read back with its shape checked: anything else in
 * the slot is ignored.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '@/lib/shop-rules';
import type { OrderForWhatsApp } from '@/lib/whatsapp';

export const PLACED_ORDER_KEY = 'placedOrder';

const placedOrder = z.object({
  orderNumber: z.string().regex(/^SV-[0-9A-Z]{7}$/),
  items: z.array(z.object({ name: z.string().max(300), quantity: z.number().int().min(1), price: z.number().min(0).optional() })).max(100),
  totalAmount: z.number().min(0),
  paymentMethod: z.enum(PAYMENT_METHODS),
});

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
    const parsed = placedOrder.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
