import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/require-admin';
import { findCategory } from '@/lib/categories';
import { json, parseWith, readJson, route } from '@/lib/http';
import { createProduct, listAllProducts, listProducts } from '@/lib/products';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/lib/shop-rules';
import { wholeNumber } from '@/lib/validation/fields';
import { productCreateSchema } from '@/lib/validation/product';

const listingQuery = z.object({
  category: z.string().trim().max(100).optional(),
  page: wholeNumber('page', 100_000).default(1),
  limit: wholeNumber('limit', MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** The catalogue as an array; with category/page/limit, one page of it plus X-Total-Count. */
export const GET = route(async (request) => {
  const params = new URL(request.url).searchParams;
  if (!['category', 'page', 'limit'].some((key) => params.has(key))) return json(await listAllProducts());

  const query = parseWith(listingQuery, Object.fromEntries(params));
  const category = query.category ? findCategory(query.category) : undefined;
  if (query.category && query.category.toLowerCase() !== 'all' && !category) {
    return json([], { headers: { 'X-Total-Count': '0' } });
  }
  const page = await listProducts({ category, page: query.page, limit: query.limit });
  return json(page.products, { headers: { 'X-Total-Count': String(page.total) } });
});

export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = parseWith(productCreateSchema, await readJson(request));
  return json(await createProduct(input), { status: 201 });
});
