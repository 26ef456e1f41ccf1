/**
 * The order just placed, kept in sessionStorage for the confirmation panel on Products (it survives a
 * reload for that browser session, and goes when dismissed), never in the URL: it carries the
 * delivery address. Read back with its shape checked (lib/cart/order-confirmation.ts).
 */
import { asOrderConfirmation, type OrderConfirmation } from './order-confirmation';

export const PLACED_ORDER_KEY = 'placedOrder';

export function rememberPlacedOrder(order: OrderConfirmation): void {
  try {
    window.sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage disabled: the alert still showed the number.
  }
}

export function readPlacedOrder(): OrderConfirmation | null {
  try {
    const raw = window.sessionStorage.getItem(PLACED_ORDER_KEY);
    if (!raw) return null;
    return asOrderConfirmation(JSON.parse(raw));
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
