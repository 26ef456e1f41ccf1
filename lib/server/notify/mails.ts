/** The text of each notification e-mail, rendered when it is sent from the document it reports. */
import 'server-only';
import { formatRupees, lineTotal } from '@/lib/money';
import { siteUrl } from '@/lib/server/site-url';
import type { NotificationKind } from './outbox';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}

export interface OrderForMail {
  orderNumber: string;
  fullName: string;
  address: string;
  mobile: string;
  email: string;
  paymentMethod: string;
  transactionId?: string | null;
  items: Array<{ name: string; price: number; quantity: number }>;
  totalAmount: number;
  createdAt?: Date | null;
}

export interface ContactMessageForMail {
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt?: Date | null;
}

const placedAt = (date: Date | null | undefined) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(date ?? new Date());

/** A subject is one line: a customer's name with line breaks cannot add headers or lines to it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const itemLines = (order: OrderForMail) =>
  order.items.map((item) => `- ${oneLine(item.name)}: ${item.quantity} x ${formatRupees(item.price)} = ${formatRupees(lineTotal(item.price, item.quantity))}`);

const paymentLine = (order: OrderForMail) =>
  order.paymentMethod === 'Online'
    ? `Payment: Online (UPI), transaction ID ${order.transactionId ?? '(none given)'}. Check it has arrived before confirming.`
    : 'Payment: Cash on delivery';

/** The link to an order in the admin: the Orders page narrowed to that order number. */
export const adminOrderLink = (orderNumber: string) => `${siteUrl()}/admin/orders?order=${encodeURIComponent(orderNumber)}`;
/** The customer's tracking page. */
export const trackingLink = (orderNumber: string) => `${siteUrl()}/track-order?order=${encodeURIComponent(orderNumber)}`;

export function orderShopMail(order: OrderForMail, shopEmails: string[]): OutgoingMail {
  return {
    to: shopEmails,
    replyTo: order.email,
    subject: `New order ${order.orderNumber}: ${formatRupees(order.totalAmount)} (${order.paymentMethod})`,
    text: [
      `New order ${order.orderNumber}, placed ${placedAt(order.createdAt)} (India time).`,
      '',
      'Items:',
      ...itemLines(order),
      `Total: ${formatRupees(order.totalAmount)}`,
      paymentLine(order),
      '',
      'Customer:',
      `Name: ${order.fullName}`,
      `Mobile: ${order.mobile}`,
      `Email: ${order.email}`,
      `Address: ${order.address}`,
      '',
      `Open it in the admin: ${adminOrderLink(order.orderNumber)}`,
    ].join('\n'),
  };
}

export function orderCustomerMail(order: OrderForMail): OutgoingMail {
  return {
    to: [order.email],
    subject: `Your Sanvio order ${order.orderNumber}`,
    text: [
      `Dear ${oneLine(order.fullName)},`,
      '',
      `Thank you for your order. Your order number is ${order.orderNumber}.`,
      '',
      ...itemLines(order),
      `Total: ${formatRupees(order.totalAmount)}`,
      order.paymentMethod === 'Online' ? `Paid online, transaction ID ${order.transactionId ?? ''}. We confirm once the payment has arrived.` : 'Payment: cash on delivery.',
      '',
      `Track your order: ${trackingLink(order.orderNumber)}`,
      '',
      'Sanvio Technologies, Ludhiana',
    ].join('\n'),
  };
}

export function contactShopMail(message: ContactMessageForMail, shopEmails: string[]): OutgoingMail {
  return {
    to: shopEmails,
    replyTo: message.email,
    subject: `New message from ${oneLine(message.name)}`,
    text: [
      `New message through the contact form, ${placedAt(message.createdAt)} (India time).`,
      '',
      `Name: ${message.name}`,
      `Phone: ${message.phone}`,
      `Email: ${message.email}`,
      '',
      message.message,
      '',
      `All messages: ${siteUrl()}/admin/contact`,
    ].join('\n'),
  };
}

/** The mail an outbox entry stands for, rendered from its document. */
export function renderMail(kind: NotificationKind, document: unknown, shopEmails: string[]): OutgoingMail {
  switch (kind) {
    case 'order-shop':
      return orderShopMail(document as OrderForMail, shopEmails);
    case 'order-customer':
      return orderCustomerMail(document as OrderForMail);
    case 'contact-shop':
      return contactShopMail(document as ContactMessageForMail, shopEmails);
  }
}
