/**
 * kill -9 in the middle of bursts: an app process (tests/helpers/crash-instance.ts) runs 200 orders,
 * 60 cancellations or 40 "shipped" at once against the test database and is killed with SIGKILL
 * part-way; recovery then runs (as the next start-up would) and the stock ledger and the invoice
 * numbers are checked.
 */
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustStock } from '@/lib/server/catalogue/stock-movements';
import { stockLedger } from '@/lib/server/catalogue/stock-ledger';
import { createProduct } from '@/lib/server/catalogue/products';
import { placeOrder } from '@/lib/server/orders/lifecycle';
import type { RecoveryReport } from '@/lib/server/orders/recovery';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { VoidInvoiceNumberModel } from '@/models/VoidInvoiceNumber';
import { useTestDatabase } from '../helpers/database';
import { recoverLogged, type LogEvent } from '../helpers/recover-logged';
import { runAndKill, type CrashCall as Call } from '../helpers/kill-app';
import { signedInAdmin } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

const buyer = { fullName: 'Buyer', address: 'Ludhiana', mobile: '9876543210', email: 'buyer@example.in', paymentMethod: 'COD', billingState: 'Punjab' };

const repaired = (report: RecoveryReport) => report.movementsUndone + report.movementsFinished + report.marksUndone + report.marksCleared;

/**
 * The log says what recovery repaired: one `recovery_repaired` line (warn) with the report's counts
 * when it repaired anything, none when it did not, and one line per item it finished or undid.
 */
function expectRepairsLogged(report: RecoveryReport, events: LogEvent[]): void {
  const count = (name: string) => events.filter((event) => event.event === name).length;
  const summaries = events.filter((event) => event.event === 'recovery_repaired');
  if (Object.values(report).some((n) => n > 0)) expect(summaries).toEqual([{ level: 'warn', time: expect.any(String), event: 'recovery_repaired', ...report }]);
  else expect(summaries).toEqual([]);
  expect(count('stock_movement_undone')).toBe(report.movementsUndone);
  expect(count('stock_movement_finished')).toBe(report.movementsFinished);
  expect(count('stock_mark_undone')).toBe(report.marksUndone);
  expect(count('stock_baseline_recorded')).toBe(report.baselines);
  expect(count('invoice_issue_finished')).toBe(report.invoicesFinished);
  expect(count('invoice_number_voided')).toBe(report.invoiceNumbersVoided);
  expect(count('credit_note_issue_finished')).toBe(report.creditNotesFinished);
  expect(count('credit_note_number_voided')).toBe(report.creditNoteNumbersVoided);
  expect(count('cancellation_note_issued')).toBe(report.cancellationNotesIssued);
  for (const event of events.filter((e) => e.event === 'stock_movement_undone' || e.event === 'stock_movement_finished'))
    expect(event).toMatchObject({ level: 'warn', order: expect.any(String), kind: expect.any(String), lines: expect.any(Array) });
}

async function expectBalancedStock(): Promise<void> {
  const ledger = await stockLedger();
  expect(ledger.length).toBeGreaterThan(0);
  for (const line of ledger) expect({ ...line, off: line.stock + line.held - (line.received ?? 0) }).toMatchObject({ balanced: true, off: 0 });
  // Nothing is left half done.
  expect(await OrderModel.countDocuments({ 'stockMove.at': mongoose.trusted({ $type: 'date' }) })).toBe(0);
  expect(await ProductModel.countDocuments({ 'stockMoves.0': mongoose.trusted({ $exists: true }) })).toBe(0);
}

let token = '';
let products: string[] = [];
beforeAll(async () => {
  token = (await signedInAdmin()).token;
  products = await Promise.all(
    ['Scanner', 'Printer', 'Drawer', 'Display'].map(async (name) =>
      String((await createProduct({ name, category: 'Barcode Scanners', price: 1000, stock: 60, images: [], gstRate: 18, hsnCode: '847190' })).product._id),
    ),
  );
});

describe('kill -9 during stock movements', () => {
  it('200 simultaneous orders, killed part-way 3 times: after recovery stock + held = received for every product', async () => {
    let interrupted = 0;
    for (let run = 0; run < 3; run += 1) {
      // Each run has units to sell and units to run out of: 200 orders of 2 lines for 4 x 60 units.
      if (run > 0) for (const id of products) await adjustStock(id, 60, 'Received');
      const before = await OrderModel.countDocuments();
      const calls: Call[] = Array.from({ length: 200 }, (_, i) => ({
        method: 'POST',
        path: '/api/orders',
        body: {
          ...buyer,
          cart: [
            { _id: products[i % 4], quantity: 1 },
            { _id: products[(i + 1) % 4], quantity: 1 + (i % 2) },
          ],
        },
      }));
      const { finishedBeforeKill } = await runAndKill(calls, async () => (await OrderModel.countDocuments()) >= before + 20);
      expect(finishedBeforeKill).toBe(false);
      const { report, events } = await recoverLogged();
      expectRepairsLogged(report, events);
      interrupted += repaired(report);
      await expectBalancedStock();
    }
    // The kills did land in the middle of movements, and recovery repaired them.
    expect(interrupted).toBeGreaterThan(0);
  }, 600_000);

  it('60 simultaneous cancellations, killed part-way 3 times: after recovery stock + held = received', async () => {
    let interrupted = 0;
    for (let run = 0; run < 3; run += 1) {
      for (const id of products) await adjustStock(id, 40, 'Received');
      const ids: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const { order } = await placeOrder({
          ...buyer,
          paymentMethod: 'COD',
          transactionId: null,
          gstin: null,
          businessName: null,
          cart: [
            { _id: products[i % 4]!, quantity: 1 },
            { _id: products[(i + 2) % 4]!, quantity: 1 },
          ],
        } as Parameters<typeof placeOrder>[0]);
        ids.push(order._id);
      }
      const calls: Call[] = ids.map((id) => ({ method: 'PATCH', path: `/api/orders/${id}`, id, body: { status: 'cancelled' }, token }));
      const objectIds = ids.map((id) => new mongoose.Types.ObjectId(id));
      const { finishedBeforeKill } = await runAndKill(
        calls,
        async () => (await OrderModel.countDocuments({ _id: mongoose.trusted({ $in: objectIds }), status: 'cancelled' })) >= 5,
      );
      expect(finishedBeforeKill).toBe(false);
      const { report, events } = await recoverLogged();
      expectRepairsLogged(report, events);
      interrupted += repaired(report);
      await expectBalancedStock();
      // A cancelled order holds nothing; every other one still holds its two lines.
      const orders = await OrderModel.find({ _id: mongoose.trusted({ $in: objectIds }) }, { status: 1, heldStock: 1 }).lean();
      for (const order of orders) expect(order.heldStock?.length ?? 0).toBe(order.status === 'cancelled' ? 0 : 2);
    }
    expect(interrupted).toBeGreaterThan(0);
  }, 600_000);
});

describe('kill -9 during invoice issues', () => {
  it('40 simultaneous "shipped", killed part-way: every number taken is on an invoice or recorded void', async () => {
    for (const id of products) await adjustStock(id, 40, 'Received');
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const { order } = await placeOrder({
        ...buyer,
        paymentMethod: 'COD',
        transactionId: null,
        gstin: null,
        businessName: null,
        cart: [{ _id: products[i % 4]!, quantity: 1 }],
      } as Parameters<typeof placeOrder>[0]);
      ids.push(order._id);
    }
    const calls: Call[] = ids.map((id) => ({ method: 'PATCH', path: `/api/orders/${id}`, id, body: { status: 'shipped' }, token }));
    const objectIds = ids.map((id) => new mongoose.Types.ObjectId(id));
    const invoiceCounter = () => CounterModel.findOne({ _id: mongoose.trusted({ $regex: '^invoice-' }) }).lean();
    const invoicedCount = () =>
      OrderModel.countDocuments({ _id: mongoose.trusted({ $in: objectIds }), 'invoice.number': mongoose.trusted({ $type: 'string' }) });
    // The kill waits for an issue under way: a number taken and not yet written, with issues still to come.
    const midIssue = async () => ((await invoiceCounter())?.pending?.length ?? 0) > 0 && (await invoicedCount()) < ids.length;
    const { finishedBeforeKill } = await runAndKill(calls, midIssue);
    expect(finishedBeforeKill).toBe(false);

    // What the kill left, before recovery: numbers taken and not written, or shipped orders without their invoice.
    const pendingAtKill = (await invoiceCounter())?.pending?.length ?? 0;
    const shippedWithoutInvoice = await OrderModel.countDocuments({
      _id: mongoose.trusted({ $in: objectIds }),
      status: 'shipped',
      'invoice.number': mongoose.trusted({ $exists: false }),
    });
    expect(pendingAtKill + shippedWithoutInvoice).toBeGreaterThan(0);
    expect(await invoicedCount()).toBeLessThan(ids.length);

    const voidBefore = new Set((await VoidInvoiceNumberModel.find({}, { _id: 1 }).lean()).map((record) => record._id));
    const { report, events } = await recoverLogged();
    // Recovery repaired what the kill interrupted (an invoice finished or a number voided), and logged each one.
    expect(report.invoicesFinished + report.invoiceNumbersVoided).toBeGreaterThan(0);
    expectRepairsLogged(report, events);
    const voidedNumbers = events.filter((event) => event.event === 'invoice_number_voided').map((event) => event.invoice);
    const voidedByRecovery = (await VoidInvoiceNumberModel.find({}, { _id: 1 }).lean()).map((record) => record._id).filter((id) => !voidBefore.has(id));
    expect(voidedNumbers.sort()).toEqual(voidedByRecovery.sort());
    for (const event of events.filter((e) => e.event === 'invoice_issue_finished'))
      expect(await OrderModel.countDocuments({ orderNumber: event.order, 'invoice.number': event.invoice })).toBe(1);

    const counter = await invoiceCounter();
    expect(counter?.pending ?? []).toEqual([]);
    const invoiced = await OrderModel.find({ 'invoice.number': mongoose.trusted({ $type: 'string' }) }, { 'invoice.seq': 1, 'invoice.number': 1 }).lean<
      Array<{ invoice: { seq: number; number: string } }>
    >();
    const voided = await VoidInvoiceNumberModel.find().lean();
    const seqs = [...invoiced.map((order) => order.invoice.seq), ...voided.map((record) => record.seq)].sort((a, b) => a - b);
    // 1..N, each exactly once: no unexplained gap, no number used twice.
    expect(seqs).toEqual(Array.from({ length: counter?.seq ?? 0 }, (_, i) => i + 1));
    for (const record of voided) expect(record.reason).toMatch(/interrupted/);
    // Every order the process marked shipped has its invoice (recovery issued the ones it missed); no claim is left.
    const shipped = await OrderModel.find({ _id: mongoose.trusted({ $in: objectIds }), status: 'shipped' }, { invoice: 1, invoiceClaim: 1 }).lean();
    expect(shipped.length).toBeGreaterThan(0);
    for (const order of shipped) {
      expect(order.invoice?.number).toBeTruthy();
      expect(order.invoiceClaim).toBeUndefined();
    }
    await expectBalancedStock();
  }, 600_000);
});
