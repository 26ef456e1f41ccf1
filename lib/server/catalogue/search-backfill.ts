/** Search words for products stored before they were kept: shared by the shop's search and the admin's product list. */
import 'server-only';
import type mongoose from 'mongoose';
import { productSearchFields } from '@/lib/search-words';
import { ProductModel } from '@/models/Product';

/**
 * Products stored before search words were kept (or written around the model's hooks, like a raw
 * insert) get them before a search reads the index: one indexed query that finds none almost always.
 */
export async function backfillSearchWords(): Promise<void> {
  const missing = await ProductModel.find({ searchWords: null }, { name: 1, category: 1, description: 1 })
    .limit(1000)
    .lean<Array<{ _id: mongoose.Types.ObjectId; name: string; category: string; description?: string | null }>>();
  if (missing.length === 0) return;
  await ProductModel.bulkWrite(
    missing.map((record) => ({ updateOne: { filter: { _id: record._id }, update: { $set: productSearchFields(record) }, timestamps: false } })),
  );
}
