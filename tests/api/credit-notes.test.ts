import { execFileSync } from 'node:child_process';
import { paise } from '@/lib/money';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as NOTE_PDF } from '@/app/api/orders/[id]/credit-notes/[k]/route';
import { POST as CREDIT } from '@/app/api/orders/[id]/credit-notes/route';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST as CUSTOMER_NOTE } from '@/app/api/orders/credit-note/route';
import { POST as PLACE } from '@/app/api/orders/route';
import { creditedPart, creditNoteCounterId, creditNoteNumber } from '@/lib/gst/credit-note';
import { creditNoteMessages } from '@/lib/gst/messages';
import { financialYearOf, invoiceNumber } from '@/lib/gst/numbering';
import { taxLine } from '@/lib/gst/tax';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
process.env.RATE_LIMIT_TRACK = '100000/600';
useTestDatabase();

let token: string;
let printer: string;
let drawer: string;

beforeEach(async () => {
  await clearCollections();
  ({ token } = await signedInAdmin());
  printer = String(
    (await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '8443', gstRate: 18, stock: 100 }))._id,
  );
  drawer = String((await ProductModel.create({ name: 'Cash Drawer', category: 'Cash Drawers', price: 2999, hsnCode: '8470', gstRate: 5, stock: 100 }))._id);
});

const year = () => financialYearOf(new Date());
const cn = (seq: number) => creditNoteNumber(year(), seq);
const stockOf = async (id: string) => (await ProductModel.findById(id).lean())!.stock;

async function placeOrder(lines: Array<[string, number]>, billingState = 'Punjab'): Promise<{ id: string; orderNumber: string }> {
  const response = await PLACE(
    request('/api/orders', {
      method: 'POST',
      body: {
        fullName: 'Buyer',
        address: '12 Model Town, Ludhiana',
        mobile: '9876543210',
        email: 'buyer@example.in',
        billingState,
        cart: lines.map(([_id, quantity]) => ({ _id, quantity })),
      },
    }),
  );
  expect(response.status).toBe(201);
  const order = (await bodyOf(response)).order as { _id: string; orderNumber: string };
  return { id: order._id, orderNumber: order.orderNumber };
}
const setStatus = (id: string, status: string) => PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status } }), withId(id));
const credit = (id: string, body: unknown, as = token) => CREDIT(request(`/api/orders/${id}/credit-notes`, { method: 'POST', token: as, body }), withId(id));
const notePdf = (id: string, k: string) => NOTE_PDF(request(`/api/orders/${id}/credit-notes/${k}`, { token }), { params: Promise.resolve({ id, k }) });

function pdfText(pdf: ArrayBuffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'credit-note-')), 'note.pdf');
  writeFileSync(file, Buffer.from(pdf));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function shippedOrder(lines: Array<[string, number]>, billingState?: string) {
  const order = await placeOrder(lines, billingState);
  expect((await setStatus(order.id, 'shipped')).status).toBe(200);
  return order;
}

describe('credit notes: the arithmetic', () => {
  it('the notes of a line, however it is split, add up to the line to the paisa', () => {
    for (const [unitPaise, quantity, rate] of [
      [749_950, 7, 18],
      [299_900, 3, 5],
      [101, 9, 40],
      [59, 5, 18],
    ] as const) {
      for (const supply of ['intra-state', 'inter-state'] as const) {
        const line = { productId: 'p', unitPaise: paise(unitPaise), quantity, ...taxLine({ unitPaise: paise(unitPaise), quantity, rate }, supply) };
        for (const split of [[quantity], [1, quantity - 1], Array(quantity).fill(1) as number[]]) {
          let before = 0;
          const sum = { amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
          for (const units of split) {
            const part = creditedPart(line, before, units);
            expect(part.amount).toBe(unitPaise * units);
            expect(part.taxableValue + part.cgst + part.sgst + part.igst).toBe(part.amount);
            for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += part[key];
            before += units;
          }
          expect(sum).toEqual({ amount: line.amount, taxableValue: line.taxableValue, cgst: line.cgst, sgst: line.sgst, igst: line.igst });
        }
      }
    }
    expect(cn(1)).toMatch(/^CN\/\d{2}-\d{2}\/00001$/);
    expect(cn(1).length).toBeLessThanOrEqual(16);
  });
});

describe('cancelling an invoiced order issues a credit note for the whole invoice', () => {
  it('the invoice stays; the note reverses all of it; the order JSON lists it; the units come back once', async () => {
    const { id } = await shippedOrder([
      [printer, 2],
      [drawer, 1],
    ]);
    const invoice = (await OrderModel.findById(id).lean())!.invoice!;
    expect(await stockOf(printer)).toBe(98);

    const cancelled = await setStatus(id, 'cancelled');
    expect(cancelled.status).toBe(200);
    const body = await bodyOf(cancelled);
    expect(body.creditNotes).toEqual([
      {
        number: cn(1),
        issuedAt: expect.any(String),
        amount: invoice.tax.amount / 100,
        invoiceNumber: invoice.number,
        reason: 'Order cancelled',
        lines: [
          { productId: printer, name: 'Receipt Printer', quantity: 2 },
          { productId: drawer, name: 'Cash Drawer', quantity: 1 },
        ],
      },
    ]);
    expect((body.invoice as { number: string }).number).toBe(invoice.number);
    const stored = (await OrderModel.findById(id).lean())!;
    expect(stored.invoice).toEqual(invoice);
    const note = stored.creditNotes![0]!;
    expect(note.tax).toMatchObject({
      amount: invoice.tax.amount,
      taxableValue: invoice.tax.taxableValue,
      cgst: invoice.tax.cgst,
      sgst: invoice.tax.sgst,
      igst: invoice.tax.igst,
    });
    expect(await stockOf(printer)).toBe(100);
    expect(await stockOf(drawer)).toBe(100);

    // Cancelling again issues nothing more.
    await setStatus(id, 'cancelled');
    expect((await OrderModel.findById(id).lean())!.creditNotes).toHaveLength(1);
    expect(await stockOf(printer)).toBe(100);

    // Rule 53's particulars on the note's PDF.
    const pdf = await notePdf(id, '1');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`Credit-note-${cn(1).replace(/\//g, '-')}.pdf`);
    const printed = pdfText(await pdf.arrayBuffer());
    expect(printed).toContain('CREDIT NOTE');
    expect(printed).toContain(`Credit note number: ${cn(1)}`);
    expect(printed).toMatch(new RegExp(`Against tax invoice: ${invoice.number.replace(/\//g, '\\/')} dated \\d{2} \\w{3} \\d{4}`));
    expect(printed).toContain('Reason: Order cancelled');
    expect(printed).toContain('GSTIN: 03ABKPS1234R1ZA');
    expect((await notePdf(id, '2')).status).toBe(404);
    expect((await notePdf(id, '0')).status).toBe(400);
  });

  it('a reopened order gets a new invoice with a new number; the old one stays in the record and never comes back', async () => {
    const { id } = await shippedOrder([[printer, 1]]);
    const first = (await OrderModel.findById(id).lean())!.invoice!;
    await setStatus(id, 'cancelled');
    const reopened = await setStatus(id, 'confirmed');
    expect(reopened.status).toBe(200);
    expect((await bodyOf(reopened)).invoice).toBeNull();
    const shipped = await bodyOf(await setStatus(id, 'shipped'));
    expect((shipped.invoice as { number: string }).number).toBe(invoiceNumber(year(), 2));
    const stored = (await OrderModel.findById(id).lean())!;
    expect(stored.earlierInvoices).toEqual([first]);
    expect(stored.creditNotes!.map((note) => note.invoiceNumber)).toEqual([first.number]);
    // Cancelling again credits the new invoice with the next note.
    await setStatus(id, 'cancelled');
    expect((await OrderModel.findById(id).lean())!.creditNotes!.map((note) => [note.number, note.invoiceNumber])).toEqual([
      [cn(1), first.number],
      [cn(2), invoiceNumber(year(), 2)],
    ]);
  });
});

describe('POST /api/orders/{id}/credit-notes: returned units', () => {
  it('201 { creditNoteNumber }; the units go back to stock; more than is left is refused; cancelling credits the rest', async () => {
    const { id } = await shippedOrder([
      [printer, 3],
      [drawer, 2],
    ]);
    const answer = await credit(id, { lines: [{ productId: printer, quantity: 2 }], reason: 'Two printers returned unused' });
    expect(answer.status).toBe(201);
    expect(await bodyOf(answer)).toEqual({ creditNoteNumber: cn(1) });
    expect(await stockOf(printer)).toBe(99);
    expect(await stockOf(drawer)).toBe(98);

    const tooMany = await credit(id, { lines: [{ productId: printer, quantity: 2 }], reason: 'again' });
    expect(tooMany.status).toBe(409);
    expect((await bodyOf(tooMany)).message).toBe(creditNoteMessages.tooMany('Receipt Printer', 1));
    expect(await stockOf(printer)).toBe(99);

    await setStatus(id, 'cancelled');
    const stored = (await OrderModel.findById(id).lean())!;
    const notes = stored.creditNotes!;
    expect(notes.map((note) => note.number)).toEqual([cn(1), cn(2)]);
    expect(notes[1]!.tax.lines.map((line) => [String(line.productId), line.quantity])).toEqual([
      [printer, 1],
      [drawer, 2],
    ]);
    // Together the notes reverse the invoice exactly, and every unit is back in stock once.
    for (const key of ['amount', 'taxableValue', 'cgst', 'sgst', 'igst'] as const) {
      expect(notes[0]!.tax[key] + notes[1]!.tax[key]).toBe(stored.invoice!.tax[key]);
    }
    expect(await stockOf(printer)).toBe(100);
    expect(await stockOf(drawer)).toBe(100);
    expect((await credit(id, { lines: [{ productId: drawer, quantity: 1 }], reason: 'late' })).status).toBe(409);
  });

  it('400 for a bad body (no reason, a fraction, a product not on the invoice), 401 without a session, 404 unknown order, 409 before an invoice; nothing is written', async () => {
    const { id } = await shippedOrder([[printer, 1]]);
    expect((await credit(id, { lines: [{ productId: printer, quantity: 1 }] })).status).toBe(400);
    expect((await credit(id, { lines: [{ productId: printer, quantity: 0.5 }], reason: 'x' })).status).toBe(400);
    expect((await credit(id, { lines: [{ productId: drawer, quantity: 1 }], reason: 'x' })).status).toBe(400);
    expect((await credit(id, { reason: '\u202Eevil' })).status).toBe(400);
    expect((await CREDIT(request(`/api/orders/${id}/credit-notes`, { method: 'POST', body: { reason: 'x' } }), withId(id))).status).toBe(401);
    expect((await credit('64b7f0c2a1b2c3d4e5f60718', { reason: 'x' })).status).toBe(404);
    const plain = await placeOrder([[printer, 1]]);
    const early = await credit(plain.id, { reason: 'x' });
    expect(early.status).toBe(409);
    expect((await bodyOf(early)).message).toBe(creditNoteMessages.noInvoice);
    expect((await OrderModel.findById(id).lean())!.creditNotes ?? []).toEqual([]);
    expect(await CounterModel.findById(creditNoteCounterId(year())).lean()).toBeNull();
    expect(await stockOf(printer)).toBe(98);
  });
});

describe('credit note numbers under bursts: consecutive, unique, no gaps; units back exactly once', () => {
  it('20 simultaneous one-unit returns on an order of 10: exactly 10 notes (CN 1-10), 10 units back', async () => {
    const { id } = await shippedOrder([[printer, 10]]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => credit(id, { lines: [{ productId: printer, quantity: 1 }], reason: 'Returned' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
    const numbers = (await OrderModel.findById(id).lean())!.creditNotes!.map((note) => note.number).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => cn(i + 1)));
    expect(await stockOf(printer)).toBe(100);
    expect((await CounterModel.findById(creditNoteCounterId(year())).lean())!.seq).toBe(10);
  }, 60_000);

  it('15 orders credited at once take numbers 1-15 exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 15; i += 1) ids.push((await shippedOrder([[drawer, 1]])).id);
    const answers = await Promise.all(ids.map((id) => credit(id, { reason: 'Returned' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(201));
    const numbers = (await OrderModel.find({}, { creditNotes: 1 }).lean()).flatMap((order) => order.creditNotes!.map((note) => note.number)).sort();
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => cn(i + 1)));
  }, 60_000);
});

describe('the customer downloads a credit note from tracking', () => {
  it('with the order number and mobile, by its place (1, 2, ...); a wrong mobile or note is the tracking 404', async () => {
    const { id, orderNumber } = await shippedOrder([[printer, 1]]);
    await setStatus(id, 'cancelled');
    const download = (body: unknown) => CUSTOMER_NOTE(request('/api/orders/credit-note', { method: 'POST', body }));
    const ok = await download({ orderNumber, mobile: '9876543210', note: 1 });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(await ok.arrayBuffer())).toContain(`Credit note number: ${cn(1)}`);
    expect((await download({ orderNumber, mobile: '9876543211', note: 1 })).status).toBe(404);
    expect((await download({ orderNumber, mobile: '9876543210', note: 2 })).status).toBe(404);
    expect((await download({ orderNumber, mobile: '9876543210', note: 'x' })).status).toBe(400);
  });
});
