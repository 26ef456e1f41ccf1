import { clientIp } from '@/lib/server/platform/client-ip';
import { HttpError, parseWith, readJson, route } from '@/lib/server/platform/http';
import { renderCreditNotePdf, taxDocumentPdfResponse } from '@/lib/server/orders/invoice-pdf';
import { consume } from '@/lib/server/platform/rate-limit';
import { trackCreditNote } from '@/lib/server/orders/tracking';
import { customerCreditNoteSchema } from '@/lib/validation/credit-note';
import { messages } from '@/lib/messages';

/**
 * A customer's credit note as a PDF: `{ orderNumber, mobile, note }` (note = 1 for the first), with
 * tracking's rules: the same rate limit, the same 404 after the same time whichever was wrong.
 */
export const POST = route(async (request) => {
  const input = parseWith(customerCreditNoteSchema, await readJson(request));
  await consume('track', clientIp(request));
  const found = await trackCreditNote(input);
  if (!found) throw new HttpError(404, messages.tracking.orderNotFound);
  return taxDocumentPdfResponse(await renderCreditNotePdf(found.note), 'Credit-note', found.note.number);
});
