/**
 * The catalogue: every product query, the shape products take outside the database, and its cache.
 *
 * Storefront reads go through Next's data cache, tagged `products` (lists) and `product:{id}` (one
 * product), for at most CATALOGUE_MAX_AGE seconds; every write here revalidates the tags it touches.
 * Admin reads (`fresh`) always go to the database. Outside Next (tests, scripts) every read queries
 * directly. docs/caching.md has the whole design.
 */
import 'server-only';
import type { Product, ProductPage } from '@/lib/types/product';
import mongoose from 'mongoose';
import { revalidateTag, unstable_cache } from 'next/cache';
import { pageCountOf, pageSlice } from '@/lib/paging';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { catalogueMaxAge } from '@/lib/server/catalogue/catalogue-cache';
import { connectToDatabase } from '@/lib/server/platform/db';
import type { Category } from '@/lib/categories';
import { DEFAULT_SORT, type ListingSort } from '@/lib/listing-path';
import { HttpError, bodyEtag } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { PAGE_SIZE } from '@/lib/shop-rules';
import type { ProductCreateInput, ProductUpdateInput } from '@/lib/validation/product';
import { ProductModel } from '@/models/Product';
import { isObjectId } from '@/lib/object-id';
import { config, insideNextServer } from '@/lib/server/platform/config.mjs';
import { availabilityOf } from '@/lib/availability';
import { DEFAULT_GST_RATE, RETIRED_GST_RATES, isRetiredGstRate } from '@/lib/gst/slabs';
import { gstMessages } from '@/lib/gst/messages';
import { anchoredPrefix, normaliseQuery, queryWords } from '@/lib/search-words';
import type { AdminStockFilter } from '@/lib/admin-list-query';
import { backfillSearchWords } from '@/lib/server/catalogue/search-backfill';

export interface ProductRecord {
  _id: mongoose.Types.ObjectId;
  name: string;
  description?: string | null;
  price?: number | null;
  offer?: string | null;
  rating?: number | null;
  hsnCode?: string | null;
  gstRate?: number | null;
  category: string;
  images?: string[] | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
  /** Counts the writes; absent on products stored before it was kept (read as 0). */
  version?: number | null;
  /** Units in stock; absent when not tracked. */
  stock?: number | null;
}

/** The low-stock mark: at or below it a tracked product shows "Only N left" (lib/availability.ts). */
export const lowStockAt = (): number => config().LOW_STOCK_AT;

/** A product as visitors see it: a tracked product's stock only as its availability (lib/availability.ts). */
export function toProduct(record: ProductRecord): Product {
  const product: Product = {
    _id: String(record._id),
    name: record.name,
    category: record.category as Category,
    images: record.images ?? [],
    createdAt: (record.createdAt ?? new Date(0)).toISOString(),
    updatedAt: (record.updatedAt ?? record.createdAt ?? new Date(0)).toISOString(),
  };
  if (record.description != null) product.description = record.description;
  if (record.price != null) product.price = record.price;
  if (record.offer != null) product.offer = record.offer;
  if (record.rating != null) product.rating = record.rating;
  const availability = availabilityOf(record.stock, lowStockAt());
  if (availability) Object.assign(product, availability);
  if (record.hsnCode != null) product.hsnCode = record.hsnCode;
  product.gstRate = record.gstRate ?? DEFAULT_GST_RATE;
  return product;
}

/** A product as admins see it: also the number of units in stock (null when not tracked). */
export const toAdminProduct = (record: ProductRecord): Product => ({ ...toProduct(record), stock: record.stock ?? null });

/** Tags of the catalogue's cached reads: every list, and each product's own reads. */
export const PRODUCTS_TAG = 'products';
export const productTag = (id: string) => `product:${id}`;
const insideNext = insideNextServer;

function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: (...args: Args) => string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const revalidate = catalogueMaxAge();
  return (...args) => (insideNext() ? unstable_cache(read, ['catalogue', name], { tags: tags(...args), revalidate })(...args) : read(...args));
}

const briefly = unstable_cache(async () => true, ['catalogue', 'brief'], { revalidate: 1 });

/**
 * Called by a page that rendered without the catalogue (the database was unreachable): a cached page
 * takes the shortest life its reads ask for, so this one is rendered again a second later instead of
 * showing the error state for the catalogue's whole max age.
 */
export async function renderWithoutCatalogue(): Promise<void> {
  if (insideNext()) await briefly();
}

/** Every cached list, and this product's own reads, are stale from now on (on this instance). */
function catalogueChanged(id: string): void {
  if (!insideNext()) return;
  revalidateTag(PRODUCTS_TAG);
  revalidateTag(productTag(id));
}

/** Products were added or removed outside this server (`npm run seed`): every cached list is read again. */
export function catalogueReplaced(): void {
  if (insideNext()) revalidateTag(PRODUCTS_TAG);
}

/**
 * An order or a cancellation changed what visitors see of these products' stock (lib/server/catalogue/stock-movements.ts):
 * the lists and their pages are read again, as after an edit.
 */
export function availabilityChanged(ids: Iterable<string>): void {
  for (const id of ids) catalogueChanged(id);
}

export interface ListingOptions {
  category?: Category;
  page?: number;
  limit?: number;
  /** Newest first when absent. */
  sort?: ListingSort;
}

/**
 * One slice of the products matching `filter`, by price: the priced ones cheapest (1) or dearest
 * (-1) first, newest first among equal prices, then those without a price ("price on request"),
 * newest first, in either direction.
 */
async function readByPrice(filter: Record<string, unknown>, direction: 1 | -1, skip: number, pageSize: number): Promise<ProductRecord[]> {
  const priced = { ...filter, price: mongoose.trusted({ $type: 'number' }) };
  const unpriced = { ...filter, price: mongoose.trusted({ $not: { $type: 'number' } }) };
  const pricedCount = await ProductModel.countDocuments(priced);
  const first =
    skip < pricedCount
      ? await ProductModel.find(priced)
          .sort({ price: direction, ...NEWEST_FIRST })
          .skip(skip)
          .limit(pageSize)
          .lean<ProductRecord[]>()
      : [];
  const left = pageSize - first.length;
  const rest =
    left > 0
      ? await ProductModel.find(unpriced)
          .sort(NEWEST_FIRST)
          .skip(Math.max(0, skip - pricedCount))
          .limit(left)
          .lean<ProductRecord[]>()
      : [];
  return [...first, ...rest];
}

async function readPage(options: ListingOptions = {}, withStock = false): Promise<ProductPage> {
  await connectToDatabase();
  const { page, pageSize, skip } = pageSlice(options, PAGE_SIZE);
  const filter = options.category ? { category: options.category } : {};
  const sort = options.sort ?? DEFAULT_SORT;
  const [records, total] = await Promise.all([
    sort === 'newest'
      ? ProductModel.find(filter).sort(NEWEST_FIRST).skip(skip).limit(pageSize).lean<ProductRecord[]>()
      : readByPrice(filter, sort === 'price-low-to-high' ? 1 : -1, skip, pageSize),
    ProductModel.countDocuments(filter),
  ]);
  return { products: records.map(withStock ? toAdminProduct : toProduct), total, page, pageSize, pageCount: pageCountOf(total, pageSize) };
}

async function readAll(withStock = false): Promise<Product[]> {
  await connectToDatabase();
  const records = await ProductModel.find().sort(NEWEST_FIRST).lean<ProductRecord[]>();
  return records.map(withStock ? toAdminProduct : toProduct);
}

/** A product with the count of writes it has had: its ETag, and the condition of an edit. */
export interface VersionedProduct {
  product: Product;
  version: number;
}

async function readOne(id: string, withStock = false): Promise<VersionedProduct | null> {
  await connectToDatabase();
  const record = await ProductModel.findById(id).lean<ProductRecord>();
  return record ? { product: withStock ? toAdminProduct(record) : toProduct(record), version: record.version ?? 0 } : null;
}

const cachedPage = cachedRead<[ListingOptions?], ProductPage>(
  'page',
  () => [PRODUCTS_TAG],
  (options) => readPage(options),
);
const cachedAll = cachedRead<[], Product[]>(
  'all',
  () => [PRODUCTS_TAG],
  () => readAll(),
);
const cachedOne = cachedRead(
  'one',
  (id: string) => [productTag(id)],
  (id: string) => readOne(id),
);

/**
 * A catalogue answer as GET /api/products sends it: the JSON text, its ETag and the count, made once
 * each time the cache is filled instead of on every request.
 */
export interface CatalogueAnswer {
  body: string;
  etag: string;
  total: number;
}

const answerOf = (products: Product[], total: number): CatalogueAnswer => {
  const body = JSON.stringify(products);
  return { body, etag: bodyEtag(body), total };
};

const cachedAllAnswer = cachedRead<[], CatalogueAnswer>(
  'all-answer',
  () => [PRODUCTS_TAG],
  async () => {
    const products = await readAll();
    return answerOf(products, products.length);
  },
);
const cachedPageAnswer = cachedRead<[ListingOptions], CatalogueAnswer>(
  'page-answer',
  () => [PRODUCTS_TAG],
  async (options) => {
    const page = await readPage(options);
    return answerOf(page.products, page.total);
  },
);

/** The public API's answer from the cache: one page with options, else the whole catalogue. */
export function catalogueAnswer(options?: ListingOptions): Promise<CatalogueAnswer> {
  return options ? cachedPageAnswer(options) : cachedAllAnswer();
}

/**
 * Reads for the storefront go through the cache; `fresh` ones (admin screens and calls) to the
 * database, and carry the number of units in stock.
 */
export interface ReadOptions {
  fresh?: boolean;
}

/** One page of the listing, newest first or by price, optionally within one category. */
export function listProducts(options: ListingOptions = {}, { fresh = false }: ReadOptions = {}): Promise<ProductPage> {
  return fresh ? readPage(options, true) : cachedPage(options);
}

/** The whole catalogue, newest first (the plain GET /api/products). */
export function listAllProducts({ fresh = false }: ReadOptions = {}): Promise<Product[]> {
  return fresh ? readAll(true) : cachedAll();
}

/** The product with this id and its version; null for an unknown or malformed id. */
export async function findProduct(id: string, { fresh = false }: ReadOptions = {}): Promise<VersionedProduct | null> {
  if (!isObjectId(id)) return null;
  const key = id.toLowerCase();
  return fresh ? readOne(key, true) : cachedOne(key);
}

/** The product with this id; null for an unknown or malformed id. */
export async function getProduct(id: string, options: ReadOptions = {}): Promise<Product | null> {
  return (await findProduct(id, options))?.product ?? null;
}

export async function getProductsByIds(ids: string[]): Promise<Product[]> {
  await connectToDatabase();
  const records = await ProductModel.find({ _id: mongoose.trusted({ $in: ids }) }).lean<ProductRecord[]>();
  return records.map(toProduct);
}

export async function createProduct(input: ProductCreateInput): Promise<VersionedProduct> {
  await connectToDatabase();
  // A null stock is the same as none: the product is not tracked.
  const { stock, ...fields } = input;
  // The starting stock is the ledger's first figure (lib/server/catalogue/stock-ledger.ts).
  const created = await ProductModel.create(stock == null ? fields : { ...fields, stock, stockReceived: stock });
  const record = created.toObject() as ProductRecord;
  catalogueChanged(String(record._id));
  return { product: toAdminProduct(record), version: record.version ?? 0 };
}

/**
 * The stock part of an edit, as a movement: a tracked product's new figure becomes a change from the
 * figure the form was opened with (`stockWas`; without it, the figure read now), conditional on the
 * stock still being that, counted in `stockReceived` and recorded with its reason. Starting to track
 * sets the ledger's baseline; stopping clears it.
 */
async function stockEdit(
  id: string,
  stock: number | null | undefined,
  stockWas: number | null | undefined,
): Promise<{
  filter: Record<string, unknown>;
  update: { $set?: Record<string, unknown>; $unset?: Record<string, ''>; $inc?: Record<string, number>; $push?: Record<string, unknown> };
  was?: number;
} | null> {
  if (stock === undefined) return { filter: {}, update: {} };
  const current = await ProductModel.findById(id, { stock: 1 }).lean<{ stock?: number | null }>();
  if (!current) return null;
  if (stock === null) return { filter: {}, update: { $unset: { stock: '', stockReceived: '' } } };
  if (current.stock == null) {
    // Orders may still hold units from when it was tracked before.
    const { unitsHeldByOrders } = await import('@/lib/server/catalogue/stock-ledger');
    const held = (await unitsHeldByOrders([id])).get(id) ?? 0;
    return { filter: { stock: mongoose.trusted({ $exists: false }) }, update: { $set: { stock, stockReceived: stock + held } } };
  }
  const was = stockWas ?? current.stock;
  const change = stock - was;
  if (change === 0) return { filter: { stock: was }, update: {}, was };
  return {
    filter: { stock: was },
    update: {
      $inc: { stock: change, stockReceived: change },
      $push: { stockAdjustments: { $each: [{ change, reason: `Product form: ${was} to ${stock}`, at: new Date() }], $slice: -100 } },
    },
    was,
  };
}

/**
 * Applies an edit (a null clears an optional field) and counts it in the product's version. With
 * `expectedVersions` (from If-Match), the edit is made only if the product is still at one of them:
 * the check and the write are one conditional update, and a mismatch is a 412 that writes nothing.
 * A stock figure is applied as a movement (stockEdit): a stock that moved since the form was opened
 * is a 412 with the current figure.
 * A product still at a retired GST rate (lib/gst/slabs.ts) is edited only together with a current
 * slab: the same update is conditional on that, and otherwise answers 400 on `gstRate`.
 * Null result: no such product.
 */
export async function updateProduct(id: string, input: ProductUpdateInput, expectedVersions?: readonly number[]): Promise<VersionedProduct | null> {
  await connectToDatabase();
  const { stock, stockWas, ...fields } = input;
  const stockPart = await stockEdit(id, stock, stockWas);
  if (!stockPart) return null;
  const $set: Record<string, unknown> = { ...stockPart.update.$set };
  // An admin's edit makes a demo product the shop's own: it no longer counts as invented.
  const $unset: Record<string, ''> = { demo: '', ...stockPart.update.$unset };
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) $unset[key] = '';
    else if (value !== undefined) $set[key] = value;
  }
  const update: Record<string, unknown> = { $inc: { version: 1, ...stockPart.update.$inc } };
  if (Object.keys($set).length) update.$set = $set;
  if (Object.keys($unset).length) update.$unset = $unset;
  if (stockPart.update.$push) update.$push = stockPart.update.$push;
  // Version 0 also matches a product stored before versions were kept (no field at all: null).
  const versionFilter =
    expectedVersions === undefined ? {} : { version: mongoose.trusted({ $in: expectedVersions.flatMap((v) => (v === 0 ? [0, null] : [v])) }) };
  const slabFilter = input.gstRate === undefined ? { gstRate: mongoose.trusted({ $nin: [...RETIRED_GST_RATES] }) } : {};
  const record = await ProductModel.findOneAndUpdate({ _id: id, ...versionFilter, ...stockPart.filter, ...slabFilter }, update, {
    new: true,
    runValidators: true,
  }).lean<ProductRecord>();
  if (!record) {
    const now = await ProductModel.findById(id, { stock: 1, gstRate: 1, version: 1 }).lean<{
      stock?: number | null;
      gstRate?: number | null;
      version?: number | null;
    }>();
    if (!now) return null;
    if (stockPart.was !== undefined && now.stock != null && now.stock !== stockPart.was)
      throw new HttpError(412, messages.products.stockMoved(now.stock), { stock: now.stock });
    if (expectedVersions !== undefined && !expectedVersions.includes(now.version ?? 0))
      throw new HttpError(412, messages.products.changedElsewhere, { stock: now.stock ?? null });
    if (input.gstRate === undefined && now.gstRate != null && isRetiredGstRate(now.gstRate)) {
      const message = gstMessages.retiredRateKept(now.gstRate);
      throw new HttpError(400, message, { errors: { gstRate: [message] } });
    }
    if (expectedVersions !== undefined) throw new HttpError(412, messages.products.changedElsewhere, { stock: now.stock ?? null });
    throw new HttpError(409, messages.products.changedElsewhere);
  }
  catalogueChanged(id);
  return { product: toAdminProduct(record), version: record.version ?? 0 };
}

export async function deleteProduct(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await ProductModel.deleteOne({ _id: id });
  if (result.deletedCount === 1) catalogueChanged(id);
  return result.deletedCount === 1;
}

/** Tracked products at or below the low-stock mark (out of stock included). */
const lowStockFilter = () => ({ stock: mongoose.trusted({ $type: 'number', $lte: lowStockAt() }) });

export interface AdminProductsQuery {
  page: number;
  limit: number;
  /** Words the product's name, category or description start with (lib/search-words.ts: never a raw regex). */
  q?: string;
  category?: Category;
  stock?: AdminStockFilter;
  /** The same as `stock: 'low'` (the dashboard's low-stock list). */
  lowStock?: boolean;
}

function adminProductsFilter(options: AdminProductsQuery): Record<string, unknown> {
  const stock = options.stock ?? (options.lowStock ? 'low' : undefined);
  const conditions: Record<string, unknown>[] = [];
  if (stock === 'low') conditions.push(lowStockFilter());
  if (stock === 'out') conditions.push({ stock: mongoose.trusted({ $type: 'number', $lte: 0 }) });
  if (stock === 'untracked') conditions.push({ stock: mongoose.trusted({ $not: { $type: 'number' } }) });
  if (options.category) conditions.push({ category: options.category });
  for (const word of queryWords(options.q)) conditions.push({ searchWords: mongoose.trusted({ $regex: anchoredPrefix(word) }) });
  return conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0]! : { $and: conditions };
}

/**
 * One page of the admin's Products list with the number of units, and how many match: found by
 * words, category and stock. Newest first; with a stock filter, fewest units first.
 */
export async function listAdminProducts(options: AdminProductsQuery): Promise<{ products: Product[]; total: number }> {
  // A search with no letter or digit in it (".*", "--") finds nothing, as the shop's search does.
  const words = queryWords(options.q);
  if (normaliseQuery(options.q) && words.length === 0) return { products: [], total: 0 };
  await connectToDatabase();
  if (words.length > 0) await backfillSearchWords();
  const filter = adminProductsFilter(options);
  const byStock = options.stock === 'low' || options.stock === 'out' || options.lowStock;
  const sort = byStock ? ({ stock: 1, _id: 1 } as const) : NEWEST_FIRST;
  const [records, total] = await Promise.all([
    ProductModel.find(filter)
      .sort(sort)
      .skip((options.page - 1) * options.limit)
      .limit(options.limit)
      .lean<ProductRecord[]>(),
    ProductModel.countDocuments(filter),
  ]);
  return { products: records.map(toAdminProduct), total };
}

/** The dashboard's list: tracked products at or below the low-stock mark, fewest units first, and how many there are. */
export async function lowStockProducts(limit: number): Promise<{ products: Product[]; total: number }> {
  return listAdminProducts({ page: 1, limit, stock: 'low' });
}

export async function countProducts(): Promise<number> {
  await connectToDatabase();
  return ProductModel.countDocuments();
}
