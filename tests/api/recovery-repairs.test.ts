/**
 * Recovery repairs what a crash left of an order's documents, and leaves real documents alone:
 *
 *   - an invoice number carried by a reopened order's earlier invoice is used, not void;
 *   - a credit note number taken but never written is finished for the order that claimed it, or
 *     recorded void with the reason, and GSTR-1's documents-issued table counts the void;
 *   - a cancelled order whose invoice was never reversed (the process stopped between the cancel
 *     write and the credit note) gets its cancellation note.
 *
 * The interrupted states are written into the database as a killed process leaves them, then
 * recovery runs as the next start-up would.
 */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CREDIT } from '@/app/api/orders/[id]/credit-notes/route';
import { PATCH } from '@/app/api/orders/[id]/route';
import { creditNoteCounterId, creditNoteNumber } from '@/lib/gst/credit-note';
import { financialYearOf, invoiceNumber } from '@/lib/gst/numbering';
import { indiaToday } from '@/lib/india-date';
import { stockLedger } from '@/lib/server/catalogue/stock-ledger';
import { newStockMove } from '@/lib/server/catalogue/stock-movements';
import { recover } from '@/lib/server/orders/recovery';
import { monthDocuments } from '@/lib/server/tax/month-documents';
import { CounterModel } from '@/models/Counter';
import { VoidCreditNoteNumberModel } from '@/models/VoidCreditNoteNumber';
import { VoidInvoiceNumberModel } from '@/models/VoidInvoiceNumber';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { placeOrder as placeCustomerOrder } from '../helpers/place-order';
import { recoverLogged, type LogEvent } from '../helpers/recover-logged';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let token: string;
let printer: string;

beforeEach(async () => {
  await clearCollections();
  ({ token } = await signedInAdmin());
  printer = String(
    (await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '8443', gstRate: 18, stock: 10, stockReceived: 10 }))
      ._id,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const year = () => financialYearOf(new Date());
const cn = (seq: number) => creditNoteNumber(year(), seq);
const credit = (id: string, body: unknown) => CREDIT(request(`/api/orders/${id}/credit-notes`, { method: 'POST', token, body }), withId(id));

type Write = { model: string; method: string; update: Record<string, Record<string, unknown> | undefined> };

/**
 * The process stops at the first write `at` matches: that write and every later one (to orders,
 * products and counters) fail, as they would once the process is gone; nothing after it happens.
 */
function stopAt(at: (write: Write) => boolean): void {
  let stopped = false;
  for (const model of [OrderModel, ProductModel, CounterModel] as const) {
    for (const method of ['updateOne', 'findOneAndUpdate', 'updateMany', 'deleteOne'] as const) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one wrapper for every model's write methods.
      const target = model as any;
      const real = target[method].bind(model) as (...args: unknown[]) => unknown;
      vi.spyOn(target, method).mockImplementation((...args: unknown[]) => {
        if (!stopped && at({ model: model.modelName, method, update: (args[1] ?? {}) as Write['update'] })) stopped = true;
        if (stopped) throw new Error('process stopped');
        return real(...args);
      });
    }
  }
}

const month = () => indiaToday().slice(0, 7);

const eventsNamed = (events: LogEvent[], name: string) => events.filter((event) => event.event === name);

async function placeOrder(quantity: number): Promise<string> {
  return (await placeCustomerOrder([{ _id: printer, quantity }]))._id;
}

async function setStatus(id: string, status: string): Promise<void> {
  const response = await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status } }), withId(id));
  expect(response.status).toBe(200);
}

describe('recovery and invoice numbers of reopened orders', () => {
  it('ship, cancel, reopen, ship again: the first number is on the earlier invoice, and recovery voids nothing', async () => {
    const id = await placeOrder(1);
    await setStatus(id, 'shipped');
    await setStatus(id, 'cancelled');
    await setStatus(id, 'confirmed');
    const reopened = (await OrderModel.findById(id).lean())!;
    expect(reopened.earlierInvoices?.map((invoice) => invoice.number)).toEqual([invoiceNumber(year(), 1)]);
    expect(reopened.invoice).toBeUndefined();

    // Before the order ships again, and after: number 1 is used either way.
    const before = await recover({ staleMs: 0 });
    expect(before.invoiceNumbersVoided).toBe(0);
    await setStatus(id, 'shipped');
    expect((await OrderModel.findById(id).lean())!.invoice?.number).toBe(invoiceNumber(year(), 2));
    const after = await recover({ staleMs: 0 });
    expect(after.invoiceNumbersVoided).toBe(0);
    expect(await VoidInvoiceNumberModel.countDocuments()).toBe(0);

    // A number that really is on no invoice is still recorded void.
    await mongoose.connection.db!.collection('counters').updateOne({ _id: `invoice-${year().startYear}` as never }, { $inc: { seq: 1 } });
    expect((await recover({ staleMs: 0 })).invoiceNumbersVoided).toBe(1);
    expect((await VoidInvoiceNumberModel.find().lean()).map((record) => record._id)).toEqual([invoiceNumber(year(), 3)]);
  });
});

describe('recovery and credit note numbers', () => {
  it('the process stops after taking a number and before recording the note: recovery records it void, GSTR-1 counts it', async () => {
    const id = await placeOrder(3);
    await setStatus(id, 'shipped');
    // The first order write after the number is taken: the note recorded on the claim, or written.
    stopAt(({ model, update }) => model === 'Order' && (update.$set?.['creditClaim.note'] !== undefined || update.$push?.creditNotes !== undefined));
    expect((await credit(id, { lines: [{ productId: printer, quantity: 1 }], reason: 'Returned' })).status).toBe(500);
    vi.restoreAllMocks();
    expect((await CounterModel.findById(creditNoteCounterId(year())).lean())!.seq).toBe(1);

    const { report, events } = await recoverLogged();
    expect(report.creditNoteNumbersVoided).toBe(1);
    expect(eventsNamed(events, 'credit_note_number_voided')).toEqual([expect.objectContaining({ level: 'warn', creditNote: cn(1) })]);
    expect(eventsNamed(events, 'recovery_repaired')).toEqual([expect.objectContaining({ creditNoteNumbersVoided: 1 })]);
    const voided = await VoidCreditNoteNumberModel.find().lean();
    expect(voided.map((record) => record._id)).toEqual([cn(1)]);
    expect(voided[0]!.reason).toMatch(/interrupted/);
    const order = (await OrderModel.findById(id).lean())!;
    expect(order.creditNotes ?? []).toEqual([]);
    expect(order.creditClaim).toBeUndefined();
    expect((await CounterModel.findById(creditNoteCounterId(year())).lean())!.pending ?? []).toEqual([]);
    // Nothing was returned: the order still holds its 3 units.
    expect((await ProductModel.findById(printer).lean())!.stock).toBe(7);

    // The next note takes the next number; the documents-issued table counts the void one as cancelled.
    const next = await credit(id, { lines: [{ productId: printer, quantity: 1 }], reason: 'Returned' });
    expect(next.status).toBe(201);
    expect(await bodyOf(next)).toEqual({ creditNoteNumber: cn(2) });
    const documents = await monthDocuments(month());
    expect(documents.creditNoteRange).toEqual({ from: cn(1), to: cn(2), total: 2, cancelled: 1 });
    expect(documents.voidNumbers).toEqual([{ number: cn(1), reason: voided[0]!.reason }]);
    // A second pass changes nothing.
    expect((await recover({ staleMs: 0 })).creditNoteNumbersVoided).toBe(0);
  });

  it('the process stops after recording the note and before writing it: recovery writes it with its number and the units come back', async () => {
    const id = await placeOrder(3);
    await setStatus(id, 'shipped');
    stopAt(({ model, update }) => model === 'Order' && update.$push?.creditNotes !== undefined);
    expect((await credit(id, { lines: [{ productId: printer, quantity: 2 }], reason: 'Two returned' })).status).toBe(500);
    vi.restoreAllMocks();
    expect((await OrderModel.findById(id).lean())!.creditNotes ?? []).toEqual([]);

    const { report, events } = await recoverLogged();
    expect(report).toMatchObject({ creditNotesFinished: 1, creditNoteNumbersVoided: 0 });
    expect(eventsNamed(events, 'credit_note_issue_finished')).toEqual([expect.objectContaining({ level: 'warn', creditNote: cn(1) })]);
    const order = (await OrderModel.findById(id).lean())!;
    expect(order.creditNotes?.map((note) => [note.number, note.reason, note.tax.lines[0]!.quantity])).toEqual([[cn(1), 'Two returned', 2]]);
    expect(order.creditClaim).toBeUndefined();
    expect(order.stockMove).toBeUndefined();
    expect(order.heldStock?.map((line) => line.quantity)).toEqual([1]);
    expect((await ProductModel.findById(printer).lean())!.stock).toBe(9);
    expect((await stockLedger([printer]))[0]).toMatchObject({ stock: 9, held: 1, received: 10, balanced: true });
    expect(await VoidCreditNoteNumberModel.countDocuments()).toBe(0);
    expect((await CounterModel.findById(creditNoteCounterId(year())).lean())!.pending ?? []).toEqual([]);
    expect((await monthDocuments(month())).creditNoteRange).toEqual({ from: cn(1), to: cn(1), total: 1, cancelled: 0 });
  });
});

describe('recovery and cancelled invoiced orders', () => {
  it('the process stopped after the cancel write, before the credit note: recovery gives the units back and issues the note, once', async () => {
    const id = await placeOrder(2);
    await setStatus(id, 'shipped');
    const shipped = (await OrderModel.findById(id).lean())!;
    // The cancel write as the status move makes it (status, history, held stock emptied, the units
    // to give back as the order's movement), and nothing after it.
    const giving = newStockMove('cancel', id, shipped.heldStock!);
    await OrderModel.updateOne(
      { _id: id },
      {
        $set: { status: 'cancelled', heldStock: [], stockMove: { ...giving, at: new Date(Date.now() - 120_000) } },
        $push: { statusHistory: { status: 'cancelled', at: new Date() } },
      },
    );
    expect((await ProductModel.findById(printer).lean())!.stock).toBe(8);

    const { report, events } = await recoverLogged();
    expect(report).toMatchObject({ movementsFinished: 1, cancellationNotesIssued: 1 });
    // The repair is in the log: the note, the order and the invoice it reverses, and the pass's counts.
    expect(eventsNamed(events, 'cancellation_note_issued')).toEqual([
      expect.objectContaining({ level: 'warn', order: shipped.orderNumber, invoice: shipped.invoice!.number, creditNote: cn(1) }),
    ]);
    expect(eventsNamed(events, 'recovery_repaired')).toEqual([expect.objectContaining({ movementsFinished: 1, cancellationNotesIssued: 1 })]);
    const order = (await OrderModel.findById(id).lean())!;
    expect(order.creditNotes?.map((note) => [note.number, note.kind, note.invoiceNumber, note.tax.amount])).toEqual([
      [cn(1), 'cancellation', shipped.invoice!.number, shipped.invoice!.tax.amount],
    ]);
    expect(order.invoice).toEqual(shipped.invoice);
    expect((await stockLedger([printer]))[0]).toMatchObject({ stock: 10, held: 0, received: 10, balanced: true });
    // Repaired once: the next pass finds nothing to do.
    expect((await recover({ staleMs: 0 })).cancellationNotesIssued).toBe(0);
    expect((await OrderModel.findById(id).lean())!.creditNotes).toHaveLength(1);
  });

  it('a reopened order cancelled again gets a note for its new invoice; one cancelled with no invoice, or already credited, is left alone', async () => {
    const reopened = await placeOrder(1);
    await setStatus(reopened, 'shipped');
    await setStatus(reopened, 'cancelled');
    await setStatus(reopened, 'confirmed');
    await setStatus(reopened, 'shipped');
    // Cancelled again, and stopped before the note for the second invoice.
    await OrderModel.updateOne({ _id: reopened }, { $set: { status: 'cancelled', heldStock: [] } });
    await ProductModel.updateOne({ _id: printer }, { $inc: { stock: 1 } });
    const plain = await placeOrder(1);
    await setStatus(plain, 'cancelled');
    const credited = await placeOrder(1);
    await setStatus(credited, 'shipped');
    await setStatus(credited, 'cancelled');

    const report = await recover({ staleMs: 0 });
    expect(report.cancellationNotesIssued).toBe(1);
    const order = (await OrderModel.findById(reopened).lean())!;
    expect(order.creditNotes?.map((note) => note.invoiceNumber)).toEqual([order.earlierInvoices![0]!.number, order.invoice!.number]);
    expect((await OrderModel.findById(plain).lean())!.creditNotes ?? []).toEqual([]);
    expect((await OrderModel.findById(credited).lean())!.creditNotes).toHaveLength(1);
  });
});
