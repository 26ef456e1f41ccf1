/** The customer's e-mail when their tax invoice is issued, with the invoice PDF attached. */
import 'server-only';
import { paiseAsRupees } from '@/lib/gst/tax';
import { renderInvoicePdf } from '@/lib/server/orders/invoice-pdf';
import { shipmentText, trackingUrl } from '@/lib/whatsapp';
import { shipmentOf } from '@/lib/server/orders/orders';
import { siteUrl } from '@/lib/server/content/site-url';
import type { OutgoingMail } from './outgoing-mail';

/** What the mail reads of the stored order; its invoice is the frozen copy the PDF is drawn from. */
export interface InvoiceOrderForMail {
  orderNumber: string;
  fullName: string;
  email: string;
  status?: string | null;
  invoice?: Parameters<typeof renderInvoicePdf>[0] | null;
  courier?: string | null;
  consignmentNumber?: string | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function invoiceCustomerMail(order: InvoiceOrderForMail): Promise<OutgoingMail> {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`Order ${order.orderNumber} has no invoice to send`);
  const pdf = await renderInvoicePdf(invoice, { cancelled: order.status === 'cancelled' });
  // The shipping mail: with the courier and consignment number when the shop entered them with "shipped".
  const shipment = shipmentOf(order);
  return {
    to: [order.email],
    subject: `Tax invoice ${invoice.number} for your Sanvio order ${order.orderNumber}`,
    text: [
      `Dear ${oneLine(order.fullName)},`,
      '',
      `Your GST tax invoice ${invoice.number} for order ${order.orderNumber} is attached (PDF).`,
      `Invoice total: Rs. ${paiseAsRupees(invoice.tax.amount)}, of which GST Rs. ${paiseAsRupees(invoice.tax.cgst + invoice.tax.sgst + invoice.tax.igst)}.`,
      ...(shipment ? ['', `${shipmentText(shipment)}.`] : []),
      '',
      `You can download it again from the tracking page: ${trackingUrl(siteUrl(), order.orderNumber)}`,
      '',
      'Sanvio Technologies, Ludhiana',
    ].join('\n'),
    attachments: [{ filename: `Invoice-${invoice.number.replace(/\//g, '-')}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
