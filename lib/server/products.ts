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
import { catalogueMaxAge } from '@/lib/server/catalogue-cache';
import { connectToDatabase } from '@/lib/server/db';
import type { Category } from '@/lib/categories';
import { HttpError, bodyEtag } from '@/lib/server/http';
import { messages } from '@/lib/messages';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/lib/shop-rules';
import type { ProductCreateInput, ProductUpdateInput } from '@/lib/validation/product';
import { ProductModel } from '@/models/Product';
import { isObjectId } from '@/lib/object-id';

export interface ProductRecord {
  _id: mongoose.Types.ObjectId;
  name: string;
  description?: string | null;
  price?: number | null;
  offer?: string | null;
  rating?: number | null;
  category: string;
  images?: string[] | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
  /** Counts the writes; absent on products stored before it was kept (read as 0). */
  version?: number | null;
}

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
  return product;
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Tags of the catalogue's cached reads: every list, and each product's own reads. */
export const PRODUCTS_TAG = 'products';
export const productTag = (id: string) => `product:${id}`;
const insideNext = () => Boolean(process.env.NEXT_RUNTIME);

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

export interface ListingOptions {
  category?: Category;
  page?: number;
  limit?: number;
}

async function readPage(options: ListingOptions = {}): Promise<ProductPage> {
  await connectToDatabase();
  const pageSize = Math.min(Math.max(Math.trunc(options.limit ?? PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const filter = options.category ? { category: options.category } : {};
  const [records, total] = await Promise.all([
    ProductModel.find(filter)
      .sort(NEWEST_FIRST)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<ProductRecord[]>(),
    ProductModel.countDocuments(filter),
  ]);
  return { products: records.map(toProduct), total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

async function readAll(): Promise<Product[]> {
  await connectToDatabase();
  const records = await ProductModel.find().sort(NEWEST_FIRST).lean<ProductRecord[]>();
  return records.map(toProduct);
}

/** A product with the count of writes it has had: its ETag, and the condition of an edit. */
export interface VersionedProduct {
  product: Product;
  version: number;
}

async function readOne(id: string): Promise<VersionedProduct | null> {
  await connectToDatabase();
  const record = await ProductModel.findById(id).lean<ProductRecord>();
  return record ? { product: toProduct(record), version: record.version ?? 0 } : null;
}

const cachedPage = cachedRead<[ListingOptions?], ProductPage>('page', () => [PRODUCTS_TAG], readPage);
const cachedAll = cachedRead<[], Product[]>('all', () => [PRODUCTS_TAG], readAll);
const cachedOne = cachedRead('one', (id: string) => [productTag(id)], readOne);

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

/** Reads for the storefront go through the cache; `fresh` ones (admin screens and calls) to the database. */
export interface ReadOptions {
  fresh?: boolean;
}

/** One page of the listing, newest first, optionally within one category (two indexed queries). */
export function listProducts(options: ListingOptions = {}, { fresh = false }: ReadOptions = {}): Promise<ProductPage> {
  return fresh ? readPage(options) : cachedPage(options);
}

/** The whole catalogue, newest first (the plain GET /api/products). */
export function listAllProducts({ fresh = false }: ReadOptions = {}): Promise<Product[]> {
  return fresh ? readAll() : cachedAll();
}

/** The product with this id and its version; null for an unknown or malformed id. */
export async function findProduct(id: string, { fresh = false }: ReadOptions = {}): Promise<VersionedProduct | null> {
  if (!isObjectId(id)) return null;
  const key = id.toLowerCase();
  return fresh ? readOne(key) : cachedOne(key);
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
  const created = await ProductModel.create(input);
  const record = created.toObject() as ProductRecord;
  catalogueChanged(String(record._id));
  return { product: toProduct(record), version: record.version ?? 0 };
}

/**
 * Applies an edit (a null clears an optional field) and counts it in the product's version. With
 * `expectedVersions` (from If-Match), the edit is made only if the product is still at one of them:
 * the check and the write are one conditional update, and a mismatch is a 412 that writes nothing.
 * Null result: no such product.
 */
export async function updateProduct(id: string, input: ProductUpdateInput, expectedVersions?: readonly number[]): Promise<VersionedProduct | null> {
  await connectToDatabase();
  const $set: Record<string, unknown> = {};
  // An admin's edit makes a demo product the shop's own: it no longer counts as invented.
  const $unset: Record<string, ''> = { demo: '' };
  for (const [key, value] of Object.entries(input)) {
    if (value === null) $unset[key] = '';
    else if (value !== undefined) $set[key] = value;
  }
  const update: Record<string, unknown> = { $inc: { version: 1 } };
  if (Object.keys($set).length) update.$set = $set;
  if (Object.keys($unset).length) update.$unset = $unset;
  // Version 0 also matches a product stored before versions were kept (no field at all: null).
  const versionFilter =
    expectedVersions === undefined ? {} : { version: mongoose.trusted({ $in: expectedVersions.flatMap((v) => (v === 0 ? [0, null] : [v])) }) };
  const record = await ProductModel.findOneAndUpdate({ _id: id, ...versionFilter }, update, { new: true, runValidators: true }).lean<ProductRecord>();
  if (!record) {
    if (expectedVersions !== undefined && (await ProductModel.exists({ _id: id }))) throw new HttpError(412, messages.products.changedElsewhere);
    return null;
  }
  catalogueChanged(id);
  return { product: toProduct(record), version: record.version ?? 0 };
}

export async function deleteProduct(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await ProductModel.deleteOne({ _id: id });
  if (result.deletedCount === 1) catalogueChanged(id);
  return result.deletedCount === 1;
}

export async function countProducts(): Promise<number> {
  await connectToDatabase();
  return ProductModel.countDocuments();
}
