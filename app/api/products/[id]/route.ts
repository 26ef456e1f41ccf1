import { requireAdmin } from '@/lib/auth/require-admin';
import { HttpError, json, parseObjectId, parseWith, readJson, route } from '@/lib/http';
import { messages } from '@/lib/messages';
import { deleteProduct, getProduct, updateProduct } from '@/lib/products';
import { productUpdateSchema } from '@/lib/validation/product';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request: Request, { params }: Context) => {
  const product = await getProduct(parseObjectId((await params).id));
  if (!product) throw new HttpError(404, messages.http.notFound);
  return json(product);
});

export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const change = parseWith(productUpdateSchema, await readJson(request));
  const product = await updateProduct(id, change);
  if (!product) throw new HttpError(404, messages.http.notFound);
  return json(product);
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  if (!(await deleteProduct(id))) throw new HttpError(404, messages.http.notFound);
  return json({ success: true, message: 'Product deleted' });
});
