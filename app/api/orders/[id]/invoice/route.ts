import { requireAdmin } from '@/lib/server/auth/require-admin';
import { gstMessages } from '@/lib/gst/messages';
import { HttpError, json, parseObjectId, route } from '@/lib/server/platform/http';
import { invoicePdfResponse, renderInvoicePdf } from '@/lib/server/orders/invoice-pdf';
import { findInvoice, orderExists } from '@/lib/server/orders/invoices';
import { issueOrderInvoice } from '@/lib/server/orders/lifecycle';
import { messages } from '@/lib/messages';

type Context = { params: Promise<{ id: string }> };

/** Issues the order's tax invoice: 201 { invoiceNumber }, or 200 with the number it already has. */
export const POST = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const issued = await issueOrderInvoice(id);
  if (!issued) throw new HttpError(404, messages.http.notFound);
  return json({ invoiceNumber: issued.invoiceNumber }, { status: issued.created ? 201 : 200 });
});

/** The issued invoice as a PDF. */
export const GET = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const found = await findInvoice({ _id: id });
  if (!found) throw new HttpError(404, (await orderExists(id)) ? gstMessages.invoiceNotIssued : messages.http.notFound);
  return invoicePdfResponse(await renderInvoicePdf(found.invoice), found.invoice.number);
});
