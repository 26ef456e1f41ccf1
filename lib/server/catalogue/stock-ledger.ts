/**
 * The stock ledger: for every tracked product,
 *
 *     stock + units held by live orders (+ units of movements under way) = stockReceived
 *
 * where `stockReceived` is the starting stock plus every admin movement (lib/server/catalogue/stock-movements.ts).
 * A movement under way counts where its units are: a taking one's lines already marked on the product
 * are held by its order; a giving one's lines not yet marked are still held. `npm run stock:check`
 * prints the products where the rule fails.
 */
import 'server-only';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { logEvent } from '@/lib/server/platform/log';
import { takesUnits, type ProductStockRecord, type StockMove } from '@/lib/server/catalogue/stock-movements';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';

export interface LedgerLine {
  productId: string;
  name: string;
  stock: number;
  /** Units held by live orders, movements under way included. */
  held: number;
  /** Starting stock plus admin movements; null for a product stored before it was kept. */
  received: number | null;
  balanced: boolean;
}

/** Units held per product by orders' `heldStock` (of `productIds`, or of all products). */
export async function unitsHeldByOrders(productIds?: readonly string[]): Promise<Map<string, number>> {
  await connectToDatabase();
  const only = productIds ? { 'heldStock.productId': { $in: productIds.map((id) => new mongoose.Types.ObjectId(id)) } } : {};
  const rows = await OrderModel.aggregate<{ _id: mongoose.Types.ObjectId; units: number }>([
    { $match: { 'heldStock.0': { $exists: true }, ...only } },
    { $unwind: '$heldStock' },
    { $group: { _id: '$heldStock.productId', units: { $sum: '$heldStock.quantity' } } },
  ]);
  return new Map(rows.map((row) => [String(row._id), row.units]));
}

/** Units held per product by orders' `heldStock`, and by movements under way (`stockMove`). */
async function heldUnits(products: ReadonlyMap<string, ProductStockRecord>, productIds?: readonly string[]): Promise<Map<string, number>> {
  const held = await unitsHeldByOrders(productIds);
  const add = (id: string, units: number) => held.set(id, (held.get(id) ?? 0) + units);
  const moving = await OrderModel.find({ 'stockMove.at': mongoose.trusted({ $type: 'date' }) }, { stockMove: 1 }).lean<Array<{ stockMove: StockMove }>>();
  for (const { stockMove: move } of moving) {
    for (const line of move.lines) {
      const id = String(line.productId);
      const marked = products.get(id)?.stockMoves?.some((applied) => applied.id === move.id) ?? false;
      // Taking: a marked line's units have left the shelf for this order. Giving: an unmarked line's are still the order's.
      if (takesUnits(move.kind) ? marked : !marked) add(id, line.quantity);
    }
  }
  return held;
}

/** Every tracked product's ledger line (or those of `productIds`). */
export async function stockLedger(productIds?: readonly string[]): Promise<LedgerLine[]> {
  await connectToDatabase();
  const records = await ProductModel.find(
    { stock: mongoose.trusted({ $type: 'number' }), ...(productIds ? { _id: mongoose.trusted({ $in: productIds }) } : {}) },
    { name: 1, stock: 1, stockReceived: 1, stockMoves: 1 },
  ).lean<ProductStockRecord[]>();
  const products = new Map(records.map((record) => [String(record._id), record]));
  const held = await heldUnits(products, productIds);
  return records.map((record) => {
    const id = String(record._id);
    const line = { productId: id, name: record.name ?? '', stock: record.stock ?? 0, held: held.get(id) ?? 0, received: record.stockReceived ?? null };
    return { ...line, balanced: line.received !== null && line.stock + line.held === line.received };
  });
}

/**
 * Products stored before `stockReceived` was kept get it now: their stock plus the units live orders
 * hold of them (conditional on it still being absent). Returns how many were set (of `productIds`, or of all).
 */
export async function recordMissingBaselines(productIds?: readonly string[]): Promise<number> {
  await connectToDatabase();
  const missing = await ProductModel.find(
    {
      stock: mongoose.trusted({ $type: 'number' }),
      stockReceived: mongoose.trusted({ $exists: false }),
      ...(productIds ? { _id: mongoose.trusted({ $in: productIds }) } : {}),
    },
    { _id: 1 },
  ).lean<Array<{ _id: mongoose.Types.ObjectId }>>();
  let set = 0;
  for (const { _id } of missing) {
    const [line] = await stockLedger([String(_id)]);
    if (!line) continue;
    const written = await ProductModel.updateOne(
      { _id, stock: line.stock, stockReceived: mongoose.trusted({ $exists: false }) },
      { $set: { stockReceived: line.stock + line.held } },
      { timestamps: false },
    );
    if (written.modifiedCount === 1) {
      set += 1;
      logEvent('info', 'stock_baseline_recorded', { product: String(_id), stockReceived: line.stock + line.held });
    }
  }
  return set;
}
