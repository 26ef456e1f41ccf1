/**
 * What the /track-order page shows of a tracked order or repair, formatted once on the server (dates in
 * India's time zone), so the page shows the same text with JavaScript on or off.
 */
import { formatCalendarDate, formatIndiaDateTime } from '@/lib/india-date';
import { formatMoney, itemTotal, storedRupees } from '@/lib/money';
import type { OrderTracking } from '@/lib/types/order';
import { SERVICE_STATUS_LABELS, VISIT_LABELS } from '@/lib/service-rules';
import type { ServiceRequestTracking } from '@/lib/types/service-request';
import type { OrderStatus, PaymentMethod } from '@/lib/shop-rules';
import { orderWhatsAppLink, PAYMENT_METHOD_LABELS, trackingUrl } from '@/lib/whatsapp';

/** The stored status `new` is "Placed" to the customer. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const ORDER_PATH: OrderStatus[] = ['new', 'confirmed', 'shipped', 'delivered'];

export interface TimelineStep {
  label: string;
  /** When the order or repair entered this step; null for a step still ahead or skipped. */
  at: string | null;
  current: boolean;
  /** The order went past this step without entering it (say from Placed straight to Shipped). */
  skipped?: boolean;
}

/** What a step without a date says. */
export const TIMELINE_TEXTS = { notYet: 'Not yet', skipped: 'Skipped' } as const;

/**
 * The tracked order as shown: its number, paid flag, invoice number (the result then offers its PDF) and
 * shipment as tracked; the date, amounts, payment and status as the texts the page prints.
 */
export type OrderView = Pick<OrderTracking, 'orderNumber' | 'paid' | 'invoiceNumber' | 'shipment'> & {
  kind: 'order';
  placedAt: string;
  items: Array<Pick<OrderTracking['items'][number], 'name' | 'quantity'> & { price: string; total: string }>;
  total: string;
  payment: string;
  status: string;
  timeline: TimelineStep[];
  whatsAppUrl: string;
};

export interface RepairView {
  kind: 'repair';
  ticketNumber: string;
  receivedAt: string;
  device: string;
  visit: string;
  preferredDate: string;
  status: string;
  timeline: TimelineStep[];
}

/**
 * Placed, confirmed, shipped, delivered, each with the date the shop moved the order there; a step
 * before the furthest one reached that the order never entered is skipped, the steps after it are
 * ahead. A cancelled order shows the steps it went through, then Cancelled.
 */
function orderTimeline(order: OrderTracking): TimelineStep[] {
  const lastAt = new Map<OrderStatus, string>();
  for (const change of order.statusHistory) lastAt.set(change.status, change.at);
  if (order.status === 'cancelled') {
    return order.statusHistory.map((change, i) => ({
      label: ORDER_STATUS_LABELS[change.status],
      at: formatIndiaDateTime(change.at),
      current: i === order.statusHistory.length - 1,
    }));
  }
  const furthest = Math.max(ORDER_PATH.indexOf(order.status), ...ORDER_PATH.map((status, i) => (lastAt.has(status) ? i : 0)));
  return ORDER_PATH.map((status, i) => {
    const at = lastAt.get(status);
    return {
      label: ORDER_STATUS_LABELS[status],
      at: at ? formatIndiaDateTime(at) : null,
      current: status === order.status,
      ...(!at && i < furthest ? { skipped: true } : {}),
    };
  });
}

/**
 * The payment line of a tracked order: the method and whether the shop has the money, in words that
 * never contradict each other (a UPI order is paid only once the shop has confirmed it).
 */
export function paymentText(method: PaymentMethod, paid: boolean): string {
  if (paid) return `${PAYMENT_METHOD_LABELS[method]}, paid`;
  return method === 'COD' ? 'Cash on delivery, to be paid on delivery' : 'UPI, payment not yet confirmed by the shop';
}

export function orderView(order: OrderTracking, origin: string): OrderView {
  return {
    kind: 'order',
    orderNumber: order.orderNumber,
    placedAt: formatIndiaDateTime(order.placedAt),
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      price: formatMoney(storedRupees(item.price)),
      total: formatMoney(itemTotal(item)),
    })),
    total: formatMoney(storedRupees(order.totalAmount)),
    payment: paymentText(order.paymentMethod, order.paid),
    paid: order.paid,
    status: ORDER_STATUS_LABELS[order.status],
    timeline: orderTimeline(order),
    whatsAppUrl: orderWhatsAppLink(order, trackingUrl(origin, order.orderNumber)),
    ...(order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : {}),
    ...(order.shipment ? { shipment: order.shipment } : {}),
  };
}

export function repairView(ticket: ServiceRequestTracking): RepairView {
  return {
    kind: 'repair',
    ticketNumber: ticket.ticketNumber,
    receivedAt: formatIndiaDateTime(ticket.receivedAt),
    device: `${ticket.deviceType}: ${ticket.brandModel}`,
    visit: VISIT_LABELS[ticket.visit],
    preferredDate: formatCalendarDate(ticket.preferredDate),
    status: SERVICE_STATUS_LABELS[ticket.status],
    timeline: ticket.statusHistory.map((change, i) => ({
      label: SERVICE_STATUS_LABELS[change.status],
      at: formatIndiaDateTime(change.at),
      current: i === ticket.statusHistory.length - 1,
    })),
  };
}
