/**
 * Stock: every movement of units, each one conditional update per product, recorded so that a crash
 * at any moment leaves it finished or undone, never lost.
 *
 * The rule kept for every tracked product (checked by `npm run stock:check`, lib/server/catalogue/stock-ledger.ts):
 *
 *     stock + units held by live orders = stockReceived (the starting stock plus every admin movement)
 *
 * An order's movement (placing it, cancelling it, reopening it, deleting it, units sent back) is first written on the
 * order as its `stockMove` { id, kind, lines }, then applied line by line. Each line is one update of
 * the product that changes `stock` (and `version`, so a form opened before it is stale) and pushes a
 * mark { id, order, quantity } onto `stockMoves` in the same atomic write, conditional on the mark not
 * being there yet: a line is applied at most once, and whether it was applied is always on record.
 * Taking is also conditional on `stock >= quantity`, so simultaneous orders (on any number of
 * instances) never take more units than there are. Once every line is applied, the order's write that
 * ends the movement (heldStock set, `stockMove` removed) is the commit point; the marks are cleared
 * after it. Recovery (lib/server/orders/recovery.ts) finishes or undoes a movement a crash interrupted.
 *
 * An admin's movement ("+10 received", "-1 damaged") is a single update that changes `stock` and
 * `stockReceived` together and records the change with its reason (`adjustStock`).
 */
import 'server-only';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { availabilityChanged, lowStockAt } from '@/lib/server/catalogue/products';
import { availabilityOf, sameAvailability } from '@/lib/availability';
import { messages, replyMessages } from '@/lib/messages';
import { recordMissingBaselines } from '@/lib/server/catalogue/stock-ledger';
import { ProductModel } from '@/models/Product';
import { OrderModel, type OrderRecord } from '@/models/Order';
import type { Writable } from '@/lib/types/derive';

/** Units of one product an order holds (the order's `heldStock` line; the id as read, or its hex string). */
export type StockLine = Writable<NonNullable<OrderRecord['heldStock']>[number]>;

/**
 * What an order's movement does: placing and reopening take units; cancelling, deleting and a return
 * (units sent back, credited by a credit note: lib/server/orders/credit-notes.ts) give them back.
 */
export type StockMoveKind = 'place' | 'reopen' | 'cancel' | 'delete' | 'return';

/** A movement of an order's units, written on the order before any line is applied. */
export interface StockMove {
  id: string;
  kind: StockMoveKind;
  order: string;
  /** Its lines, with the product ids as hex strings (newStockMove writes them so). */
  lines: Array<StockLine & { productId: string }>;
  at: Date;
  /** For "reopen": the status the order moves to once its units are taken. */
  to?: string;
}

export const takesUnits = (kind: StockMoveKind) => kind === 'place' || kind === 'reopen';

export function newStockMove(kind: StockMoveKind, order: string, lines: readonly StockLine[], to?: string): StockMove {
  return {
    id: new mongoose.Types.ObjectId().toHexString(),
    kind,
    order,
    lines: lines.map(({ productId, quantity }) => ({ productId: String(productId), quantity })),
    at: new Date(),
    ...(to ? { to } : {}),
  };
}

/** 409: a line of the order cannot be had; `available` is how many units are left of it. */
export class StockShortError extends HttpError {
  constructor(
    readonly productId: string,
    readonly available: number,
    name: string,
  ) {
    super(409, available > 0 ? replyMessages.products.fewLeft(available, name) : replyMessages.products.outOfStock(name), { productId, available });
  }
}

type Change = { productId: string; before: number; after: number };

/** The shown availability moved (say "Only 3 left" to "Only 1 left"): the storefront's cached reads of it are stale. */
async function noteChanges(changes: ReadonlyArray<Change | null>): Promise<void> {
  const lowAt = lowStockAt();
  const changed = changes
    .filter((change): change is Change => change !== null)
    .filter(({ before, after }) => !sameAvailability(availabilityOf(before, lowAt), availabilityOf(after, lowAt)))
    .map((change) => change.productId);
  if (changed.length === 0) return;
  await ProductModel.updateMany({ _id: mongoose.trusted({ $in: changed }) }, { $set: { availabilityChangedAt: new Date() } }, { timestamps: false });
  availabilityChanged(changed);
}

const notMarked = (id: string) => ({ 'stockMoves.id': mongoose.trusted({ $ne: id }) });
const mark = (move: StockMove, quantity: number) => ({ stockMoves: { id: move.id, order: move.order, quantity } });

/** The tracked products among these ids (those with a stock); the others are not counted. */
export async function trackedAmong(ids: readonly string[]): Promise<Set<string>> {
  const products = await ProductModel.find({ _id: mongoose.trusted({ $in: ids }), stock: mongoose.trusted({ $type: 'number' }) }, { _id: 1 }).lean();
  return new Set(products.map((product) => String(product._id)));
}

/**
 * One line: taken (the mark and the decrement in one write) if at least `quantity` units are there,
 * else how many are left. A read that finds enough units after all (some came back in between) tries
 * again; one that finds the mark already there (this movement took it) counts it as taken.
 */
async function takeLine(move: StockMove, line: StockMove['lines'][number]): Promise<Change | null | { available: number }> {
  for (;;) {
    const after = await ProductModel.findOneAndUpdate(
      { _id: line.productId, stock: mongoose.trusted({ $gte: line.quantity }), ...notMarked(move.id) },
      { $inc: { stock: -line.quantity, version: 1 }, $push: mark(move, -line.quantity) },
      { new: true, projection: { stock: 1 }, timestamps: false },
    ).lean<{ stock: number }>();
    if (after) return { productId: line.productId, before: after.stock + line.quantity, after: after.stock };
    const now = await ProductModel.findById(line.productId, { stock: 1, stockMoves: 1 }).lean<ProductStockRecord>();
    if (now?.stock == null) return null;
    if (now.stockMoves?.some((applied) => applied.id === move.id)) return null;
    if (now.stock < line.quantity) return { available: now.stock };
  }
}

/**
 * Takes every line of a taking movement, or none: for the first line that cannot be had, undoes the
 * lines taken and throws StockShortError (`names` gives the product's name for the message).
 */
export async function applyTakes(move: StockMove, names: ReadonlyMap<string, string>): Promise<void> {
  await connectToDatabase();
  const results = await Promise.all(move.lines.map((line) => takeLine(move, line)));
  const short = results.findIndex((result) => result !== null && 'available' in result);
  const taken = results.filter((result): result is Change => result !== null && 'after' in result);
  if (short !== -1) {
    // Another request may have read the stock while these lines were out: both moves count.
    await noteChanges([...taken, ...(await undoTakes(move))]);
    const line = move.lines[short]!;
    throw new StockShortError(line.productId, (results[short] as { available: number }).available, names.get(line.productId) ?? replyMessages.products.unnamed);
  }
  await noteChanges(taken);
}

/** Gives back every line of a taking movement that was taken (a line is given back once, with its mark). */
export async function undoTakes(move: StockMove): Promise<Array<Change | null>> {
  return Promise.all(
    move.lines.map(async (line) => {
      const after = await ProductModel.findOneAndUpdate(
        { _id: line.productId, 'stockMoves.id': move.id },
        { $inc: { stock: line.quantity, version: 1 }, $pull: { stockMoves: { id: move.id } } },
        { new: true, projection: { stock: 1 }, timestamps: false },
      ).lean<{ stock: number }>();
      return after ? { productId: line.productId, before: after.stock - line.quantity, after: after.stock } : null;
    }),
  );
}

/** Gives back every line of a giving movement not given yet. A product no longer tracked (or deleted) takes nothing back. */
export async function applyGives(move: StockMove): Promise<void> {
  await connectToDatabase();
  const changes = await Promise.all(
    move.lines.map(async (line) => {
      const after = await ProductModel.findOneAndUpdate(
        { _id: line.productId, stock: mongoose.trusted({ $type: 'number' }), ...notMarked(move.id) },
        { $inc: { stock: line.quantity, version: 1 }, $push: mark(move, line.quantity) },
        { new: true, projection: { stock: 1 }, timestamps: false },
      ).lean<{ stock: number }>();
      return after ? { productId: line.productId, before: after.stock - line.quantity, after: after.stock } : null;
    }),
  );
  await noteChanges(changes);
}

/**
 * Gives a giving movement's units back and ends it: the order's write that removes `stockMove` (or, for
 * a deletion, deletes the order) is the commit point. Recovery does the same for one a crash cut short.
 */
export async function finishGiving(move: StockMove): Promise<void> {
  await applyGives(move);
  if (move.kind === 'delete') await OrderModel.deleteOne({ _id: move.order, 'stockMove.id': move.id });
  else await OrderModel.updateOne({ _id: move.order, 'stockMove.id': move.id }, { $unset: { stockMove: 1 } });
  await clearMarks(move);
}

/** After the order's write that ends the movement: its marks are no longer needed. */
export async function clearMarks(move: Pick<StockMove, 'id' | 'lines'>): Promise<void> {
  await ProductModel.updateMany(
    { _id: mongoose.trusted({ $in: move.lines.map((line) => line.productId) }), 'stockMoves.id': move.id },
    { $pull: { stockMoves: { id: move.id } } },
    { timestamps: false },
  );
}

/** A product's stock fields as recovery and the ledger read them. */
export interface ProductStockRecord {
  _id: mongoose.Types.ObjectId;
  name?: string;
  stock?: number | null;
  stockReceived?: number | null;
  stockMoves?: Array<{ id: string; order: mongoose.Types.ObjectId | string; quantity: number }> | null;
}

/** How many admin movements a product keeps on record (the newest). */
const ADJUSTMENTS_KEPT = 100;

/**
 * An admin's movement: `change` units in (positive) or out (negative), with its reason, in one update
 * that also counts it in `stockReceived` and the product's version. Refused with 409 and the current
 * figure when it would take the stock below zero; 404 for an unknown product, 409 for one whose stock
 * is not tracked. Returns the stock after it.
 */
export async function adjustStock(productId: string, change: number, reason: string): Promise<{ stock: number; version: number }> {
  await connectToDatabase();
  // A product stored before the ledger was kept gets its baseline first, so the movement counts on top of it.
  await recordMissingBaselines([productId]);
  const after = await ProductModel.findOneAndUpdate(
    { _id: productId, stock: mongoose.trusted({ $type: 'number', $gte: Math.max(0, -change) }) },
    {
      $inc: { stock: change, stockReceived: change, version: 1 },
      $push: { stockAdjustments: { $each: [{ change, reason, at: new Date() }], $slice: -ADJUSTMENTS_KEPT } },
    },
    { new: true, projection: { stock: 1, version: 1 }, timestamps: false },
  ).lean<{ stock: number; version: number }>();
  if (!after) {
    const now = await ProductModel.findById(productId, { stock: 1 }).lean<{ stock?: number | null }>();
    if (!now) throw new HttpError(404, messages.http.notFound);
    if (now.stock == null) throw new HttpError(409, messages.products.stockNotTracked);
    throw new HttpError(409, messages.products.stockBelowZero(now.stock), { stock: now.stock });
  }
  await noteChanges([{ productId, before: after.stock - change, after: after.stock }]);
  return after;
}
