/** The text of each notification e-mail, rendered when it is sent from the document it reports. */
import 'server-only';
import { INDIA_TIME_ZONE } from '@/lib/india-date';
import { formatMoney, itemTotal, storedRupees } from '@/lib/money';
import { siteUrl } from '@/lib/server/content/site-url';
import type { NotificationKind } from '@/models/outbox-entry';
import type { OrderRecord } from '@/models/Order';
import { trackingUrl } from '@/lib/whatsapp';
import { creditNoteCustomerMail, invoiceCustomerMail, type CreditNoteOrderForMail, type InvoiceOrderForMail } from './invoice-mail';
import type { OutgoingMail } from './outgoing-mail';
import { site } from '@/content/site';

// What each mail reads of the stored document it reports (the worker hands over the document as
// read from the database): a Pick of the model's type, so the renderer depends on no domain module above it.

export type OrderForMail = Pick<OrderRecord, 'orderNumber' | 'fullName' | 'address' | 'mobile' | 'email' | 'paymentMethod' | 'totalAmount'> &
  Partial<Pick<OrderRecord, 'transactionId' | 'createdAt'>> & { items: ReadonlyArray<Pick<OrderRecord['items'][number], 'name' | 'price' | 'quantity'>> };

export interface ContactMessageForMail {
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt?: Date | null;
}

const placedAt = (date: Date | null | undefined) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: INDIA_TIME_ZONE }).format(date ?? new Date());

/** A subject is one line: a customer's name with line breaks cannot add headers or lines to it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const itemLines = (order: OrderForMail) =>
  order.items.map((item) => `- ${oneLine(item.name)}: ${item.quantity} x ${formatMoney(storedRupees(item.price))} = ${formatMoney(itemTotal(item))}`);

const paymentLine = (order: OrderForMail) =>
  order.paymentMethod === 'Online'
    ? `Payment: Online (UPI), transaction ID ${order.transactionId ?? '(none given)'}. Check it has arrived before confirming.`
    : 'Payment: Cash on delivery';

/** The link to an order in the admin: the Orders page narrowed to that order number. */
export const adminOrderLink = (orderNumber: string) => `${siteUrl()}/admin/orders?order=${encodeURIComponent(orderNumber)}`;
/** The customer's tracking page. */
export const trackingLink = (orderNumber: string) => trackingUrl(siteUrl(), orderNumber);

export function orderShopMail(order: OrderForMail, shopEmails: string[]): OutgoingMail {
  return {
    to: shopEmails,
    replyTo: order.email,
    subject: `New order ${order.orderNumber}: ${formatMoney(storedRupees(order.totalAmount))} (${order.paymentMethod})`,
    text: [
      `New order ${order.orderNumber}, placed ${placedAt(order.createdAt)} (India time).`,
      '',
      'Items:',
      ...itemLines(order),
      `Total: ${formatMoney(storedRupees(order.totalAmount))}`,
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
    subject: `Your ${site.shortName} order ${order.orderNumber}`,
    text: [
      `Dear ${oneLine(order.fullName)},`,
      '',
      `Thank you for your order. Your order number is ${order.orderNumber}.`,
      '',
      ...itemLines(order),
      `Total: ${formatMoney(storedRupees(order.totalAmount))}`,
      order.paymentMethod === 'Online'
        ? `Paid online, transaction ID ${order.transactionId ?? ''}. We confirm once the payment has arrived.`
        : 'Payment: cash on delivery.',
      '',
      `Track your order: ${trackingLink(order.orderNumber)}`,
      '',
      `${site.name}, ${site.address.locality}`,
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

export interface ServiceRequestForMail {
  ticketNumber: string;
  name: string;
  mobile: string;
  email?: string | null;
  deviceType: string;
  brandModel: string;
  serialNumber?: string | null;
  problem: string;
  visit: string;
  address?: string | null;
  preferredDate: string;
  createdAt?: Date | null;
}

const visitLine = (request: ServiceRequestForMail) =>
  request.visit === 'on-site' ? `Visit: on site, at ${oneLine(request.address ?? '')}` : 'Visit: drop-off at the shop';

export function serviceShopMail(request: ServiceRequestForMail, shopEmails: string[]): OutgoingMail {
  return {
    to: shopEmails,
    ...(request.email ? { replyTo: request.email } : {}),
    subject: `New repair request ${request.ticketNumber}: ${oneLine(request.deviceType)}, ${oneLine(request.brandModel)}`,
    text: [
      `New repair request ${request.ticketNumber}, booked ${placedAt(request.createdAt)} (India time).`,
      '',
      `Device: ${request.deviceType}, ${request.brandModel}${request.serialNumber ? ` (serial ${request.serialNumber})` : ''}`,
      `Problem: ${request.problem}`,
      visitLine(request),
      `Preferred date: ${request.preferredDate}`,
      '',
      'Customer:',
      `Name: ${request.name}`,
      `Mobile: ${request.mobile}`,
      `Email: ${request.email ?? '(none given)'}`,
      '',
      `All repair requests: ${siteUrl()}/admin/service-requests`,
    ].join('\n'),
  };
}

export function serviceCustomerMail(request: ServiceRequestForMail): OutgoingMail {
  return {
    to: request.email ? [request.email] : [],
    subject: `Your ${site.shortName} repair ticket ${request.ticketNumber}`,
    text: [
      `Dear ${oneLine(request.name)},`,
      '',
      `We have your repair request. Your ticket number is ${request.ticketNumber}; we will call you within one working day.`,
      '',
      `Device: ${request.deviceType}, ${request.brandModel}`,
      visitLine(request),
      `Preferred date: ${request.preferredDate}`,
      '',
      `Follow your repair: ${trackingLink(request.ticketNumber)}`,
      '',
      `${site.name}, ${site.address.locality}`,
    ].join('\n'),
  };
}

/** The mail an outbox entry stands for, rendered from its document. */
export function renderMail(kind: NotificationKind, document: unknown, shopEmails: string[], ref?: string | null): OutgoingMail | Promise<OutgoingMail> {
  switch (kind) {
    case 'credit-note-customer':
      return creditNoteCustomerMail(document as CreditNoteOrderForMail, ref);
    case 'invoice-customer':
      return invoiceCustomerMail(document as InvoiceOrderForMail);
    case 'order-shop':
      return orderShopMail(document as OrderForMail, shopEmails);
    case 'order-customer':
      return orderCustomerMail(document as OrderForMail);
    case 'contact-shop':
      return contactShopMail(document as ContactMessageForMail, shopEmails);
    case 'service-shop':
      return serviceShopMail(document as ServiceRequestForMail, shopEmails);
    case 'service-customer':
      return serviceCustomerMail(document as ServiceRequestForMail);
  }
}
