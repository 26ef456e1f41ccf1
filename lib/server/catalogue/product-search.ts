/**
 * Catalogue search: each word of the query must be the start of a word of the product's name,
 * category or description (case-insensitive); products whose name holds every word come first, then
 * the rest, each group newest first. Read from the database on every call, not the catalogue cache:
 * the queries are as many as visitors can type.
 */
import 'server-only';
import mongoose from 'mongoose';
import { pageCountOf, pageSlice } from '@/lib/paging';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { connectToDatabase } from '@/lib/server/platform/db';
import { toProduct, type ProductRecord } from '@/lib/server/catalogue/products';
import { backfillSearchWords } from '@/lib/server/catalogue/search-backfill';
import type { ProductPage } from '@/lib/types/product';
import { anchoredPrefix, queryWords } from '@/lib/search-words';
import { PAGE_SIZE } from '@/lib/shop-rules';
import { ProductModel } from '@/models/Product';

export interface SearchOptions {
  page?: number;
  limit?: number;
}

/** One condition per query word: the word is the start of one of the field's stored words. */
function everyWordStarts(field: 'searchWords' | 'nameWords', words: readonly string[]) {
  return words.map((word) => ({ [field]: mongoose.trusted({ $regex: anchoredPrefix(word) }) }));
}

/** One page of the products matching `query` (8 a page unless `limit` says otherwise), name matches first. */
export async function searchProducts(query: string | null | undefined, options: SearchOptions = {}): Promise<ProductPage> {
  const { page, pageSize, skip } = pageSlice(options, PAGE_SIZE);
  const words = queryWords(query);
  if (words.length === 0) return { products: [], total: 0, page, pageSize, pageCount: 1 };

  await connectToDatabase();
  await backfillSearchWords();
  // Name words are a subset of the search words, so a name match is always a match.
  const byName = { $and: everyWordStarts('nameWords', words) };
  const rest = { $and: [...everyWordStarts('searchWords', words), { $nor: [byName] }] };
  const [nameTotal, restTotal] = await Promise.all([ProductModel.countDocuments(byName), ProductModel.countDocuments(rest)]);

  const records: ProductRecord[] = [];
  if (skip < nameTotal) {
    records.push(...(await ProductModel.find(byName).sort(NEWEST_FIRST).skip(skip).limit(pageSize).lean<ProductRecord[]>()));
  }
  const wanted = pageSize - records.length;
  if (wanted > 0 && restTotal > 0) {
    const restSkip = Math.max(skip - nameTotal, 0);
    records.push(...(await ProductModel.find(rest).sort(NEWEST_FIRST).skip(restSkip).limit(wanted).lean<ProductRecord[]>()));
  }
  const total = nameTotal + restTotal;
  return { products: records.map(toProduct), total, page, pageSize, pageCount: pageCountOf(total, pageSize) };
}
