/** The customer's e-mails with tax documents: the invoice when issued, each credit note, the PDF attached. */
import 'server-only';
import { gstOf } from '@/lib/gst/tax';
import { formatMoney } from '@/lib/money';
import { renderCreditNotePdf, renderInvoicePdf } from '@/lib/server/orders/invoice-pdf';
import type { StoredCreditNote, StoredInvoice } from '@/lib/server/tax/order-tax';
import type { OrderRecord } from '@/models/Order';
import { shipmentText, trackingUrl } from '@/lib/whatsapp';
import { shipmentOf } from '@/lib/server/orders/orders';
import { siteUrl } from '@/lib/server/content/site-url';
import type { OutgoingMail } from './outgoing-mail';
import { site } from '@/content/site';

/** What the mail reads of the stored order; its invoice is the frozen copy the PDF is drawn from. */
export type InvoiceOrderForMail = Pick<OrderRecord, 'orderNumber' | 'fullName' | 'email'> &
  Partial<Pick<OrderRecord, 'status' | 'courier' | 'consignmentNumber'>> & { invoice?: StoredInvoice | null };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function invoiceCustomerMail(order: InvoiceOrderForMail): Promise<OutgoingMail> {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`Order ${order.orderNumber} has no invoice to send`);
  const pdf = await renderInvoicePdf(invoice);
  // The shipping mail: with the courier and consignment number when the shop entered them with "shipped".
  const shipment = shipmentOf(order);
  return {
    to: [order.email],
    subject: `Tax invoice ${invoice.number} for your ${site.shortName} order ${order.orderNumber}`,
    text: [
      `Dear ${oneLine(order.fullName)},`,
      '',
      `Your GST tax invoice ${invoice.number} for order ${order.orderNumber} is attached (PDF).`,
      `Invoice total: Rs. ${formatMoney(invoice.tax.amount, 'document')}, of which GST Rs. ${formatMoney(gstOf(invoice.tax), 'document')}.`,
      ...(shipment ? ['', `${shipmentText(shipment)}.`] : []),
      '',
      `You can download it again from the tracking page: ${trackingUrl(siteUrl(), order.orderNumber)}`,
      '',
      `${site.name}, ${site.address.locality}`,
    ].join('\n'),
    attachments: [{ filename: `Invoice-${invoice.number.replace(/\//g, '-')}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/** What the credit-note mail reads of the stored order. */
export type CreditNoteOrderForMail = Pick<OrderRecord, 'orderNumber' | 'fullName' | 'email'> & { creditNotes?: StoredCreditNote[] | null };

/** The customer's e-mail when a credit note is issued against their invoice, with its PDF attached. */
export async function creditNoteCustomerMail(order: CreditNoteOrderForMail, noteNumber: string | null | undefined): Promise<OutgoingMail> {
  const note = order.creditNotes?.find((candidate) => candidate.number === noteNumber);
  if (!note) throw new Error(`Order ${order.orderNumber} has no credit note ${noteNumber}`);
  const pdf = await renderCreditNotePdf(note);
  return {
    to: [order.email],
    subject: `Credit note ${note.number} for your ${site.shortName} order ${order.orderNumber}`,
    text: [
      `Dear ${oneLine(order.fullName)},`,
      '',
      `Credit note ${note.number} against tax invoice ${note.invoiceNumber} for order ${order.orderNumber} is attached (PDF).`,
      `Reason: ${oneLine(note.reason)}`,
      `Amount credited: Rs. ${formatMoney(note.tax.amount, 'document')}, of which GST Rs. ${formatMoney(gstOf(note.tax), 'document')}.`,
      '',
      `You can download it again from the tracking page: ${trackingUrl(siteUrl(), order.orderNumber)}`,
      '',
      `${site.name}, ${site.address.locality}`,
    ].join('\n'),
    attachments: [{ filename: `Credit-note-${note.number.replace(/\//g, '-')}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
