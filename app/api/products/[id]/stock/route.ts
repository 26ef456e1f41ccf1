import { requireAdmin } from '@/lib/server/auth/require-admin';
import { json, parseObjectId, parseWith, readJson, route } from '@/lib/server/platform/http';
import { adjustStock } from '@/lib/server/catalogue/stock-movements';
import { stockChangeSchema } from '@/lib/validation/product';

type Context = { params: Promise<{ id: string }> };

/** An admin's stock movement: `{ change, reason }` ("+10 received", "-1 damaged"); answers `{ stock }` after it. */
export const POST = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const { change, reason } = parseWith(stockChangeSchema, await readJson(request));
  const { stock } = await adjustStock(id, change, reason);
  return json({ stock });
});
