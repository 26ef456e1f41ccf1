import { currentAdmin, requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, cacheableJson, json, parseObjectId, parseWith, readJson, route, versionEtag, versionsFromIfMatch } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { deleteProduct, findProduct, updateProduct } from '@/lib/server/catalogue/products';
import { productUpdateSchemaFor } from '@/lib/validation/product';
import { config } from '@/lib/server/platform/config.mjs';
import { replyMessages } from '@/lib/messages';

type Context = { params: Promise<{ id: string }> };

/**
 * One product with an ETag that changes with every write. Visitors get the cached product (public
 * Cache-Control); a signed-in admin gets the database's current version, never stored by a cache, so
 * the ETag an edit sends back is the one the database holds.
 */
export const GET = route(async (request: Request, { params }: Context) => {
  const id = parseObjectId((await params).id);
  const admin = await currentAdmin(request);
  const found = await findProduct(id, { fresh: admin !== null });
  if (!found) throw new HttpError(404, messages.http.notFound);
  return cacheableJson(request, found.product, { visibility: admin ? 'private' : 'public', etag: versionEtag(found.version) });
});

/** An edit; with If-Match, only if the product is still at that version (else 412, nothing written). */
export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const expectedVersions = versionsFromIfMatch(request.headers.get('if-match'));
  const change = parseWith(productUpdateSchemaFor(config().HSN_MIN_DIGITS), await readJson(request));
  const updated = await updateProduct(id, change, expectedVersions);
  if (!updated) throw new HttpError(404, messages.http.notFound);
  return json(updated.product, { headers: { ETag: versionEtag(updated.version) } });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  if (!(await deleteProduct(id))) throw new HttpError(404, messages.http.notFound);
  return json({ success: true, message: replyMessages.products.deleted });
});
