/**
 * What the cart and the checkout re-check before the buyer types an address: each product's price
 * today, its GST rate (for the tax split shown before the order) and its availability for the
 * quantity wanted (lib/availability.ts), read from the database as placing the order will read them.
 */
import 'server-only';
import mongoose from 'mongoose';
import { availabilityForCart, type Availability } from '@/lib/availability';
import { DEFAULT_GST_RATE } from '@/lib/gst/slabs';
import { connectToDatabase } from '@/lib/server/platform/db';
import { lowStockAt } from '@/lib/server/catalogue/products';
import { ProductModel } from '@/models/Product';

export interface CartProductFacts extends Partial<Availability> {
  /** Null: price on request. */
  price: number | null;
  gstRate: number;
}

/** The facts of each product still sold, by id; unknown ids (deleted products) are left out. */
export async function cartProductFacts(wanted: ReadonlyMap<string, number>): Promise<Record<string, CartProductFacts>> {
  await connectToDatabase();
  const records = await ProductModel.find({ _id: mongoose.trusted({ $in: [...wanted.keys()] }) }, { price: 1, gstRate: 1, stock: 1 }).lean<
    Array<{ _id: mongoose.Types.ObjectId; price?: number | null; gstRate?: number | null; stock?: number | null }>
  >();
  const lowAt = lowStockAt();
  const facts: Record<string, CartProductFacts> = {};
  for (const record of records) {
    const id = String(record._id);
    const availability = availabilityForCart(record.stock, lowAt, wanted.get(id) ?? 1);
    facts[id] = { price: record.price ?? null, gstRate: record.gstRate ?? DEFAULT_GST_RATE, ...(availability ?? {}) };
  }
  return facts;
}
