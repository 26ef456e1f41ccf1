import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, parseObjectId, parseWith, readJson, route } from '@/lib/server/platform/http';
import { creditReturnedUnits } from '@/lib/server/orders/lifecycle';
import { messages } from '@/lib/messages';
import { creditNoteSchema } from '@/lib/validation/credit-note';

type Context = { params: Promise<{ id: string }> };

/**
 * Issues a credit note against the order's invoice: `{ lines?: [{ productId, quantity }], reason }`
 * (without lines, everything not credited yet). 201 `{ creditNoteNumber }`; returned units go back to stock.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const input = parseWith(creditNoteSchema, await readJson(request));
  const issued = await creditReturnedUnits(id, input);
  if (!issued) throw new HttpError(404, messages.http.notFound);
  return json({ creditNoteNumber: issued.creditNoteNumber }, { status: 201 });
});
