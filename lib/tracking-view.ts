/**
 * What the /track-order page shows of a tracked order or repair, formatted once on the server (dates in
 * India's time zone), so the page shows the same text with JavaScript on or off.
 */
import { formatCalendarDate, formatIndiaDateTime } from '@/lib/india-date';
import { formatRupees, lineTotal } from '@/lib/money';
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
  /** When the order or repair entered this step; null for a step still ahead. */
  at: string | null;
  current: boolean;
}

export interface OrderView {
  kind: 'order';
  orderNumber: string;
  placedAt: string;
  items: Array<{ name: string; quantity: number; price: string; total: string }>;
  total: string;
  payment: string;
  paid: boolean;
  status: string;
  timeline: TimelineStep[];
  whatsAppUrl: string;
  /** The issued tax invoice's number: the result then offers its PDF. */
  invoiceNumber?: string;
}

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
 * Placed, confirmed, shipped, delivered, each with the date the shop moved the order there (steps
 * ahead without one); a cancelled order shows the steps it went through, then Cancelled.
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
  return ORDER_PATH.map((status) => {
    const at = lastAt.get(status);
    return { label: ORDER_STATUS_LABELS[status], at: at ? formatIndiaDateTime(at) : null, current: status === order.status };
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
      price: formatRupees(item.price),
      total: formatRupees(lineTotal(item.price, item.quantity)),
    })),
    total: formatRupees(order.totalAmount),
    payment: paymentText(order.paymentMethod, order.paid),
    paid: order.paid,
    status: ORDER_STATUS_LABELS[order.status],
    timeline: orderTimeline(order),
    whatsAppUrl: orderWhatsAppLink(order, trackingUrl(origin, order.orderNumber)),
    ...(order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : {}),
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
