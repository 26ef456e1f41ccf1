/**
 * The catalogue: every product query, the shape products take outside the database, and its cache.
 *
 * The catalogue changes only when an admin edits it, so reads go through Next's data cache, tagged
 * `products`; every admin create/edit/delete revalidates the tag, so the change shows on the next
 * request. Outside Next (tests, scripts) the functions query directly.
 */
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { revalidateTag, unstable_cache } from 'next/cache';
import { connectToDatabase } from '@/lib/db';
import type { Category } from '@/lib/categories';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/lib/shop-rules';
import type { ProductCreateInput, ProductUpdateInput } from '@/lib/validation/product';
import { ProductModel } from '@/models/Product';

export interface Product {
  _id: string;
  name: string;
  description?: string;
  price?: number;
  offer?: string;
  rating?: number;
  category: Category;
  images: string[];
  createdAt: string;
  updatedAt: string;
}

interface ProductRecord {
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
}

function toProduct(record: ProductRecord): Product {
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

export const PRODUCTS_CACHE_TAG = 'products';
/** A safety net for several instances: another instance's edit reaches this one within 5 minutes. */
const CACHE_SECONDS = 300;
const insideNext = () => Boolean(process.env.NEXT_RUNTIME);

/**
 * The cache outlives the process, so its keys name the database: pointing a build at another
 * database (a fresh embedded one, staging) never serves the previous database's products.
 */
const databaseKey = () => createHash('sha256').update(process.env.MONGODB_URI ?? '').digest('hex').slice(0, 16);

function cachedRead<Args extends unknown[], Result>(name: string, read: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, ['catalogue', name, databaseKey()], { tags: [PRODUCTS_CACHE_TAG], revalidate: CACHE_SECONDS });
  return (...args) => (insideNext() ? cached(...args) : read(...args));
}

const briefly = unstable_cache(async () => true, ['catalogue', 'brief'], { revalidate: 1 });

/**
 * Called by a page that rendered without the catalogue (the database was unreachable): a cached page
 * takes the shortest life its reads ask for, so this one is rendered again a second later instead of
 * showing "No products found" for five minutes.
 */
export async function renderWithoutCatalogue(): Promise<void> {
  if (insideNext()) await briefly();
}

function catalogueChanged(): void {
  if (insideNext()) revalidateTag(PRODUCTS_CACHE_TAG);
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** One page of the listing, newest first, optionally within one category (two indexed queries on a cache miss). */
export const listProducts = cachedRead('page', async (options: { category?: Category; page?: number; limit?: number } = {}): Promise<ProductPage> => {
  await connectToDatabase();
  const pageSize = Math.min(Math.max(Math.trunc(options.limit ?? PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const filter = options.category ? { category: options.category } : {};
  const [records, total] = await Promise.all([
    ProductModel.find(filter).sort(NEWEST_FIRST).skip((page - 1) * pageSize).limit(pageSize).lean<ProductRecord[]>(),
    ProductModel.countDocuments(filter),
  ]);
  return { products: records.map(toProduct), total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
});

/** The whole catalogue, newest first (the spec's plain GET /api/products). */
export const listAllProducts = cachedRead('all', async (): Promise<Product[]> => {
  await connectToDatabase();
  const records = await ProductModel.find().sort(NEWEST_FIRST).lean<ProductRecord[]>();
  return records.map(toProduct);
});

const readProduct = cachedRead('one', async (id: string): Promise<Product | null> => {
  await connectToDatabase();
  const record = await ProductModel.findById(id).lean<ProductRecord>();
  return record ? toProduct(record) : null;
});

/** The product with this id; null for an unknown or malformed id. */
export async function getProduct(id: string): Promise<Product | null> {
  if (!/^[a-f0-9]{24}$/i.test(id)) return null;
  return readProduct(id.toLowerCase());
}

export async function getProductsByIds(ids: string[]): Promise<Product[]> {
  await connectToDatabase();
  const records = await ProductModel.find({ _id: mongoose.trusted({ $in: ids }) }).lean<ProductRecord[]>();
  return records.map(toProduct);
}

export async function createProduct(input: ProductCreateInput): Promise<Product> {
  await connectToDatabase();
  const created = await ProductModel.create(input);
  catalogueChanged();
  return toProduct(created.toObject() as ProductRecord);
}

/** Applies an edit; a null clears an optional field. Null result: no such product. */
export async function updateProduct(id: string, input: ProductUpdateInput): Promise<Product | null> {
  await connectToDatabase();
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null) $unset[key] = '';
    else if (value !== undefined) $set[key] = value;
  }
  const update: Record<string, unknown> = {};
  if (Object.keys($set).length) update.$set = $set;
  if (Object.keys($unset).length) update.$unset = $unset;
  const record = await ProductModel.findByIdAndUpdate(id, update, { new: true, runValidators: true }).lean<ProductRecord>();
  if (record) catalogueChanged();
  return record ? toProduct(record) : null;
}

export async function deleteProduct(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await ProductModel.deleteOne({ _id: id });
  if (result.deletedCount === 1) catalogueChanged();
  return result.deletedCount === 1;
}

export async function countProducts(): Promise<number> {
  await connectToDatabase();
  return ProductModel.countDocuments();
}
