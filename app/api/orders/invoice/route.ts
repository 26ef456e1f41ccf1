import { clientIp } from '@/lib/server/platform/client-ip';
import { HttpError, parseWith, readBodyBytes, readJson, requestMediaType, requestOrigin, route } from '@/lib/server/platform/http';
import { invoicePdfResponse, renderInvoicePdf } from '@/lib/server/orders/invoice-pdf';
import { consume } from '@/lib/server/platform/rate-limit';
import { trackInvoice } from '@/lib/server/orders/tracking';
import { orderTrackSchema } from '@/lib/validation/tracking';
import { messages } from '@/lib/messages';

const FORM_BODY_LIMIT = 1024;

/**
 * The body as JSON, or as the tracking page's form (which works before hydration). A form is taken
 * only from this site's own pages (its Origin must be this host), like every other form post.
 */
async function readInput(request: Request): Promise<unknown> {
  if (requestMediaType(request) !== 'application/x-www-form-urlencoded') return readJson(request);
  if (requestOrigin(request) !== 'same') throw new HttpError(403, messages.admin.foreignOrigin);
  const form = new URLSearchParams(new TextDecoder().decode(await readBodyBytes(request, FORM_BODY_LIMIT)));
  return { orderNumber: form.get('orderNumber') ?? '', mobile: form.get('mobile') ?? '' };
}

/**
 * A customer's tax invoice as a PDF, found by the order number and the mobile given at checkout, with
 * tracking's rules: the same rate limit, the same 404 after the same time whichever was wrong.
 */
export const POST = route(async (request) => {
  const input = parseWith(orderTrackSchema, await readInput(request));
  await consume('track', clientIp(request));
  const found = await trackInvoice(input);
  if (!found) throw new HttpError(404, messages.tracking.orderNotFound);
  if (found === 'not-issued') throw new HttpError(404, messages.tracking.invoiceNotIssued);
  return invoicePdfResponse(await renderInvoicePdf(found.invoice, { cancelled: found.cancelled }), found.invoice.number);
});
