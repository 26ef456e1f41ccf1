/** Links that open a WhatsApp chat with the shop (the number of content/site.ts, as the floating button uses). */
import { site } from '@/content/site';
import { formatMoney, itemTotal, storedRupees } from '@/lib/money';
import type { PaymentMethod } from '@/lib/shop-rules';
import type { OrderItem, OrderTracking, Shipment } from '@/lib/types/order';

// The method only: whether the money has arrived is a separate fact (the order's `paid`).
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { COD: 'Cash on delivery', Online: 'UPI' };

/** A chat with the shop, its first message already typed: `https://wa.me/<number>?text=...`. */
export function whatsAppLink(text?: string): string {
  const base = `https://wa.me/${site.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** What the message reads of a tracked order (or of the confirmation, whose lines may lack a price). */
export type OrderForWhatsApp = Pick<OrderTracking, 'orderNumber' | 'totalAmount' | 'paymentMethod' | 'shipment'> & {
  items: ReadonlyArray<Pick<OrderItem, 'name' | 'quantity'> & Partial<Pick<OrderItem, 'price'>>>;
};

/** "Shipped with Delhivery, consignment 123: <link>", the line the WhatsApp message and the shipping mail share. */
export function shipmentText(shipment: Shipment): string {
  const consignment = shipment.consignmentNumber ? `, consignment ${shipment.consignmentNumber}` : '';
  return `Shipped with ${shipment.courier}${consignment}${shipment.trackingUrl ? `: ${shipment.trackingUrl}` : ''}`;
}

/** The message about an order: number, items, total, payment method and where to track it. */
export function orderWhatsAppText(order: OrderForWhatsApp, trackingUrl: string): string {
  const lines = [`Hello ${site.name}, my order ${order.orderNumber}:`];
  for (const item of order.items) {
    lines.push(
      `- ${item.name} × ${item.quantity}${item.price !== undefined ? ` = ${formatMoney(itemTotal({ price: item.price, quantity: item.quantity }))}` : ''}`,
    );
  }
  lines.push(`Total: ${formatMoney(storedRupees(order.totalAmount))}`, `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`);
  if (order.shipment) lines.push(shipmentText(order.shipment));
  lines.push(`Track: ${trackingUrl}`);
  return lines.join('\n');
}

/** The "Send order details on WhatsApp" link. */
export function orderWhatsAppLink(order: OrderForWhatsApp, trackingUrl: string): string {
  return whatsAppLink(orderWhatsAppText(order, trackingUrl));
}

/** The tracking page for an order, its number filled in (never the mobile). */
export function trackingUrl(origin: string, orderNumber: string): string {
  return `${origin.replace(/\/+$/, '')}/track-order?number=${encodeURIComponent(orderNumber)}`;
}
