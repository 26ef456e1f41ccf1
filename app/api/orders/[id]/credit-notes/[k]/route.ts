import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, parseObjectId, parseWith, route } from '@/lib/server/platform/http';
import { findCreditNote } from '@/lib/server/orders/credit-notes';
import { renderCreditNotePdf, taxDocumentPdfResponse } from '@/lib/server/orders/invoice-pdf';
import { creditNoteMessages } from '@/lib/gst/messages';
import { noteIndexSchema } from '@/lib/validation/credit-note';

type Context = { params: Promise<{ id: string; k: string }> };

/** The order's k-th credit note (k = 1, 2, ...) as a PDF. */
export const GET = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const { id: raw, k: rawK } = await params;
  const id = parseObjectId(raw);
  const k = parseWith(noteIndexSchema, rawK);
  const found = await findCreditNote({ _id: id }, k);
  if (!found) throw new HttpError(404, creditNoteMessages.notFound);
  return taxDocumentPdfResponse(await renderCreditNotePdf(found.note), 'Credit-note', found.note.number);
});
