/**
 * Units sent back (a return, credited by a credit note) are an order stock movement: they leave the
 * order's held stock and come back on the shelf, and the ledger (stock + held = received) holds
 * after it, whether the return finished or the process stopped part-way and recovery finished it:
 * a stop at a chosen write (every later write fails, as once the process is gone), and kill -9 of an
 * app process in the middle of 40 simultaneous returns (tests/helpers/kill-app.ts).
 */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CREDIT } from '@/app/api/orders/[id]/credit-notes/route';
import { PATCH } from '@/app/api/orders/[id]/route';
import { creditNoteCounterId } from '@/lib/gst/credit-note';
import { financialYearOf } from '@/lib/gst/numbering';
import { stockLedger } from '@/lib/server/catalogue/stock-ledger';
import { changeOrder, placeOrder } from '@/lib/server/orders/lifecycle';
import { recover } from '@/lib/server/orders/recovery';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { VoidCreditNoteNumberModel } from '@/models/VoidCreditNoteNumber';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { runAndKill, type CrashCall } from '../helpers/kill-app';
import { placeOrder as placeCustomerOrder } from '../helpers/place-order';
import { request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let token: string;
let printer: string;
let drawer: string;

beforeEach(async () => {
  await clearCollections();
  ({ token } = await signedInAdmin());
  const [a, b] = await ProductModel.create([
    { name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '8443', gstRate: 18, stock: 10, stockReceived: 10 },
    { name: 'Cash Drawer', category: 'Cash Drawers', price: 2999, hsnCode: '8470', gstRate: 5, stock: 10, stockReceived: 10 },
  ]);
  printer = String(a!._id);
  drawer = String(b!._id);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function shippedOrder(lines: Array<[string, number]>): Promise<string> {
  const id = (await placeCustomerOrder(lines.map(([_id, quantity]) => ({ _id, quantity }))))._id;
  expect((await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'shipped' } }), withId(id))).status).toBe(200);
  return id;
}

const credit = (id: string, body: unknown) => CREDIT(request(`/api/orders/${id}/credit-notes`, { method: 'POST', token, body }), withId(id));

async function figures(id: string) {
  const product = (await ProductModel.findById(id).lean())!;
  const [line] = await stockLedger([id]);
  return { stock: product.stock, held: line!.held, received: product.stockReceived, balanced: line!.balanced };
}

async function expectNothingUnderWay(): Promise<void> {
  expect(await OrderModel.countDocuments({ 'stockMove.at': mongoose.trusted({ $type: 'date' }) })).toBe(0);
  expect(await ProductModel.countDocuments({ 'stockMoves.0': mongoose.trusted({ $exists: true }) })).toBe(0);
}

describe('a return keeps the stock ledger', () => {
  it('ship 3 of 10, return 1: stock 8, held 2, received still 10, balanced', async () => {
    const id = await shippedOrder([
      [printer, 3],
      [drawer, 1],
    ]);
    expect(await figures(printer)).toEqual({ stock: 7, held: 3, received: 10, balanced: true });
    const answer = await credit(id, { lines: [{ productId: printer, quantity: 1 }], reason: 'One printer returned unused' });
    expect(answer.status).toBe(201);
    expect(await figures(printer)).toEqual({ stock: 8, held: 2, received: 10, balanced: true });
    expect(await figures(drawer)).toEqual({ stock: 9, held: 1, received: 10, balanced: true });
    const order = (await OrderModel.findById(id).lean())!;
    expect(order.heldStock?.map((line) => [String(line.productId), line.quantity])).toEqual([
      [printer, 2],
      [drawer, 1],
    ]);
    await expectNothingUnderWay();

    // Cancelling afterwards gives back exactly the units still held.
    expect((await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(id))).status).toBe(200);
    expect(await figures(printer)).toEqual({ stock: 10, held: 0, received: 10, balanced: true });
    expect(await figures(drawer)).toEqual({ stock: 10, held: 0, received: 10, balanced: true });
  });

  it('the process stops after the note is written and before the units are back: recovery gives them back, once', async () => {
    const id = await shippedOrder([
      [printer, 3],
      [drawer, 2],
    ]);
    // The stop: every write to a product fails from here on, as if the process were gone.
    const stopped = vi.spyOn(ProductModel, 'findOneAndUpdate').mockImplementation(() => {
      throw new Error('process stopped');
    });
    const answer = await credit(id, {
      lines: [
        { productId: printer, quantity: 2 },
        { productId: drawer, quantity: 1 },
      ],
      reason: 'Returned',
    });
    expect(answer.status).toBe(500);
    stopped.mockRestore();
    // The note stands (its number is issued); the units are no longer the order's and not yet on the shelf.
    const order = (await OrderModel.findById(id).lean())!;
    expect(order.creditNotes).toHaveLength(1);
    expect((await ProductModel.findById(printer).lean())!.stock).toBe(7);
    // The ledger still accounts for them, as the movement under way.
    expect((await figures(printer)).balanced).toBe(true);

    const report = await recover({ staleMs: 0 });
    expect(report.movementsFinished).toBe(1);
    expect(await figures(printer)).toEqual({ stock: 9, held: 1, received: 10, balanced: true });
    expect(await figures(drawer)).toEqual({ stock: 9, held: 1, received: 10, balanced: true });
    await expectNothingUnderWay();
    // A second pass changes nothing.
    expect((await recover({ staleMs: 0 })).movementsFinished).toBe(0);
    expect(await figures(printer)).toEqual({ stock: 9, held: 1, received: 10, balanced: true });
  });

  it('one line given back before the stop: recovery gives the other, and not the first again', async () => {
    const id = await shippedOrder([
      [printer, 3],
      [drawer, 2],
    ]);
    // The first product write goes through, then the process stops.
    const real = ProductModel.findOneAndUpdate.bind(ProductModel);
    let writes = 0;
    vi.spyOn(ProductModel, 'findOneAndUpdate').mockImplementation(((...args: Parameters<typeof real>) => {
      writes += 1;
      if (writes > 1) throw new Error('process stopped');
      return real(...args);
    }) as typeof real);
    const answer = await credit(id, {
      lines: [
        { productId: printer, quantity: 2 },
        { productId: drawer, quantity: 2 },
      ],
      reason: 'Returned',
    });
    expect(answer.status).toBe(500);
    vi.restoreAllMocks();
    expect((await figures(printer)).balanced).toBe(true);
    expect((await figures(drawer)).balanced).toBe(true);

    await recover({ staleMs: 0 });
    expect(await figures(printer)).toEqual({ stock: 9, held: 1, received: 10, balanced: true });
    expect(await figures(drawer)).toEqual({ stock: 10, held: 0, received: 10, balanced: true });
    await expectNothingUnderWay();
  });
});

describe('a return racing a cancellation', () => {
  it('a return written between the cancellation’s read and its write: the cancellation gives back only the units still held', async () => {
    const id = await shippedOrder([[printer, 3]]);
    // The cancellation reads the order (3 held); the return runs to its end; then the cancellation writes.
    const real = OrderModel.findById.bind(OrderModel);
    let raced = false;
    vi.spyOn(OrderModel, 'findById').mockImplementation(((...args: Parameters<typeof real>) => {
      const query = real(...args);
      const projection = args[1] as Record<string, unknown> | undefined;
      if (raced || !projection?.statusHistory) return query;
      raced = true;
      const read = query.lean();
      return {
        lean: () =>
          read.then(async (order: unknown) => {
            expect((await credit(id, { lines: [{ productId: printer, quantity: 1 }], reason: 'Returned' })).status).toBe(201);
            return order;
          }),
      };
    }) as typeof real);
    const cancelled = await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(id));
    vi.restoreAllMocks();
    expect(raced).toBe(true);
    expect(cancelled.status).toBe(200);
    expect(await figures(printer)).toEqual({ stock: 10, held: 0, received: 10, balanced: true });
    const order = (await OrderModel.findById(id).lean())!;
    expect(order.creditNotes?.map((note) => [note.kind, note.tax.lines[0]!.quantity])).toEqual([
      ['return', 1],
      ['cancellation', 2],
    ]);
  });
});

describe('kill -9 during returns', () => {
  it('40 simultaneous returns, killed part-way 3 times: after recovery the ledger balances and every credit note number is on a note or void', async () => {
    const scanner = String(
      (
        await ProductModel.create({
          name: 'Scanner',
          category: 'Barcode Scanners',
          price: 1000,
          hsnCode: '847190',
          gstRate: 18,
          stock: 300,
          stockReceived: 300,
        })
      )._id,
    );
    let repaired = 0;
    for (let run = 0; run < 3; run += 1) {
      const ids: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const { order } = await placeOrder({
          fullName: 'Buyer',
          address: 'Ludhiana',
          mobile: '9876543210',
          email: 'buyer@example.in',
          paymentMethod: 'COD',
          transactionId: null,
          billingState: 'Punjab',
          gstin: null,
          businessName: null,
          cart: [{ _id: scanner, quantity: 2 }],
        } as Parameters<typeof placeOrder>[0]);
        await changeOrder(order._id, { status: 'shipped' });
        ids.push(order._id);
      }
      const objectIds = ids.map((id) => new mongoose.Types.ObjectId(id));
      const calls: CrashCall[] = ids.map((id) => ({
        method: 'POST',
        path: `/api/orders/${id}/credit-notes`,
        id,
        body: { lines: [{ productId: scanner, quantity: 1 }], reason: 'Returned' },
        token,
      }));
      const { finishedBeforeKill } = await runAndKill(
        calls,
        async () => (await OrderModel.countDocuments({ _id: mongoose.trusted({ $in: objectIds }), 'creditNotes.0': mongoose.trusted({ $exists: true }) })) >= 3,
      );
      expect(finishedBeforeKill).toBe(false);
      const report = await recover({ staleMs: 0 });
      repaired += report.movementsFinished + report.marksCleared + report.creditNotesFinished + report.creditNoteNumbersVoided;

      expect(await figures(scanner)).toMatchObject({ received: 300, balanced: true });
      await expectNothingUnderWay();
      // Each order holds its 2 units less the units its notes returned.
      const orders = await OrderModel.find({ _id: mongoose.trusted({ $in: objectIds }) }, { heldStock: 1, creditNotes: 1 }).lean();
      for (const order of orders) {
        const returned = (order.creditNotes ?? []).reduce((sum, note) => sum + note.tax.lines[0]!.quantity, 0);
        expect(order.heldStock?.[0]?.quantity ?? 0).toBe(2 - returned);
      }
      // 1..N, each exactly once, on a note or recorded void: no unexplained gap, no number used twice.
      const counter = await CounterModel.findById(creditNoteCounterId(financialYearOf(new Date()))).lean();
      expect(counter?.pending ?? []).toEqual([]);
      const notes = (await OrderModel.find({ 'creditNotes.0': mongoose.trusted({ $exists: true }) }, { creditNotes: 1 }).lean()).flatMap(
        (order) => order.creditNotes ?? [],
      );
      const voided = await VoidCreditNoteNumberModel.find().lean();
      const seqs = [...notes.map((note) => note.seq), ...voided.map((record) => record.seq)].sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: counter?.seq ?? 0 }, (_, i) => i + 1));
    }
    // The kills did land in the middle of returns, and recovery repaired them.
    expect(repaired).toBeGreaterThan(0);
  }, 600_000);
});
