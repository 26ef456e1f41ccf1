/**
 * Stock: an order's units taken and given back, each line one conditional update in the database.
 *
 * Taking a line is `updateOne({ _id, stock: { $gte: q } }, { $inc: { stock: -q } })` in effect: the
 * check and the write are one operation, so simultaneous orders (on any number of instances) can
 * never take more units than there are. An order takes all its lines or none: when one line cannot
 * be had, the lines already taken are given back and the order is refused with 409
 * `{ message, productId, available }`. Products without a stock (not tracked) are skipped.
 *
 * The order keeps the lines it took (`heldStock`); a cancellation gives exactly those back, and only
 * the request that really moved the order into "cancelled" does so (lib/server/orders/orders.ts).
 */
import 'server-only';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { availabilityChanged, lowStockAt } from '@/lib/server/catalogue/products';
import { availabilityOf, sameAvailability } from '@/lib/availability';
import { ProductModel } from '@/models/Product';

/** Units of one product an order holds. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** 409: a line of the order cannot be had; `available` is how many units are left of it. */
export class StockShortError extends HttpError {
  constructor(
    readonly productId: string,
    readonly available: number,
    name: string,
  ) {
    super(409, available > 0 ? `Only ${available} left of ${name}. Please lower the quantity.` : `${name} is out of stock.`, { productId, available });
  }
}

/** The shown availability moved (say "Only 3 left" to "Only 1 left"): the storefront's cached reads of it are stale. */
async function noteChanges(changes: Array<{ productId: string; before: number; after: number }>): Promise<void> {
  const lowAt = lowStockAt();
  const changed = changes.filter(({ before, after }) => !sameAvailability(availabilityOf(before, lowAt), availabilityOf(after, lowAt))).map((c) => c.productId);
  if (changed.length === 0) return;
  await ProductModel.updateMany({ _id: mongoose.trusted({ $in: changed }) }, { $set: { availabilityChangedAt: new Date() } }, { timestamps: false });
  availabilityChanged(changed);
}

type Taken = { productId: string; quantity: number; before: number; after: number };

/**
 * One line: the decrement if at least `quantity` units are there; null when the product is not
 * tracked (or gone); else how many are left. A read that finds enough units after all (some came
 * back in between) tries again.
 */
async function takeLine(line: StockLine): Promise<Taken | null | { available: number }> {
  for (;;) {
    const after = await ProductModel.findOneAndUpdate(
      { _id: line.productId, stock: mongoose.trusted({ $gte: line.quantity }) },
      { $inc: { stock: -line.quantity } },
      { new: true, projection: { stock: 1 }, timestamps: false },
    ).lean<{ stock: number }>();
    if (after) return { ...line, before: after.stock + line.quantity, after: after.stock };
    const now = await ProductModel.findById(line.productId, { stock: 1 }).lean<{ stock?: number | null }>();
    if (now?.stock == null) return null;
    if (now.stock < line.quantity) return { available: now.stock };
  }
}

/**
 * Takes every line's units, or none: throws StockShortError for the first line that cannot be had,
 * after giving back the ones already taken. Returns the lines taken (tracked products only).
 */
export async function takeStock(lines: ReadonlyArray<StockLine & { name: string }>, tracked?: ReadonlySet<string>): Promise<StockLine[]> {
  await connectToDatabase();
  // The tracked products (from the caller's read, else one read here); the others (most of a catalogue
  // that does not count stock) are skipped.
  const trackedIds = tracked ?? (await trackedAmong(lines.map((line) => String(line.productId))));
  const results = await Promise.all(
    lines.map((line) => (trackedIds.has(String(line.productId)) ? takeLine({ productId: String(line.productId), quantity: line.quantity }) : null)),
  );
  const taken = results.filter((result): result is Taken => result !== null && 'after' in result);
  const short = results.findIndex((result) => result !== null && 'available' in result);
  if (short !== -1) {
    // Another request may have read the stock while these lines were out: both moves count.
    await noteChanges([...taken, ...(await giveBack(taken))]);
    const line = lines[short]!;
    throw new StockShortError(String(line.productId), (results[short] as { available: number }).available, line.name);
  }
  await noteChanges(taken);
  return taken.map(({ productId, quantity }) => ({ productId, quantity }));
}

async function trackedAmong(ids: readonly string[]): Promise<Set<string>> {
  const products = await ProductModel.find({ _id: mongoose.trusted({ $in: ids }), stock: mongoose.trusted({ $type: 'number' }) }, { _id: 1 }).lean();
  return new Set(products.map((product) => String(product._id)));
}

async function giveBack(lines: readonly StockLine[]): Promise<Array<{ productId: string; before: number; after: number }>> {
  const results = await Promise.all(
    lines.map(async (line) => {
      // A product no longer tracked (or deleted) takes nothing back.
      const after = await ProductModel.findOneAndUpdate(
        { _id: line.productId, stock: mongoose.trusted({ $type: 'number' }) },
        { $inc: { stock: line.quantity } },
        { new: true, projection: { stock: 1 }, timestamps: false },
      ).lean<{ stock: number }>();
      return after ? { productId: String(line.productId), before: after.stock - line.quantity, after: after.stock } : null;
    }),
  );
  return results.filter((result) => result !== null);
}

/** Gives these units back (a cancelled order, an order that was not written). */
export async function returnStock(lines: readonly StockLine[] | null | undefined): Promise<void> {
  if (!lines?.length) return;
  await connectToDatabase();
  await noteChanges(await giveBack(lines));
}
