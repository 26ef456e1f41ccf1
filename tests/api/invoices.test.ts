import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELETE, PATCH } from '@/app/api/orders/[id]/route';
import { GET as GET_INVOICE, POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { POST as CUSTOMER_INVOICE } from '@/app/api/orders/invoice/route';
import { POST as PLACE } from '@/app/api/orders/route';
import { PATCH as EDIT_PRODUCT } from '@/app/api/products/[id]/route';
import { financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { messages } from '@/lib/messages';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, ORIGIN, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
process.env.RATE_LIMIT_TRACK = '100000/600';
useTestDatabase();

const root = path.resolve(__dirname, '../..');

/** What a reader sees in a PDF (poppler's pdftotext). */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

let token: string;
let printerId: string;

beforeEach(async () => {
  await clearCollections();
  const printer = await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '84433210', gstRate: 18 });
  printerId = String(printer._id);
  ({ token } = await signedInAdmin());
});

const year = () => financialYearOf(new Date());
const numbered = (seq: number) => invoiceNumber(year(), seq);

async function placeOrders(count: number, change: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await PLACE(
      request('/api/orders', {
        method: 'POST',
        body: {
          fullName: `Buyer ${i}`,
          address: '12 Model Town, Ludhiana',
          mobile: '9876543210',
          email: 'buyer@example.in',
          billingState: 'Punjab',
          cart: [{ _id: printerId, quantity: 1 + (i % 3) }],
          ...change,
        },
      }),
    );
    expect(response.status).toBe(201);
    ids.push(((await bodyOf(response)).order as { _id: string })._id);
  }
  return ids;
}

const issue = (id: string) => ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));

async function issuedNumbers(): Promise<string[]> {
  const orders = await OrderModel.find({ 'invoice.number': mongoose.trusted({ $exists: true }) }, { invoice: 1 }).lean();
  return orders.map((order) => order.invoice!.number).sort();
}

async function counterSeq(): Promise<number> {
  return (await CounterModel.findById(invoiceCounterId(year())).lean())?.seq ?? 0;
}

type OtherResult = Array<{ id: string; number: string | null; created: boolean | null }>;

/**
 * Another instance: a separate Node process with its own connection to the same database, connected
 * and waiting. `go()` starts its issues and resolves to their results.
 */
async function otherInstance(ids: string[]): Promise<{ go: () => Promise<OtherResult> }> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'tests/helpers/issue-invoices.ts', ...ids], {
    cwd: root,
    env: { ...process.env, MONGODB_URI: process.env.MONGODB_URI },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`the other instance exited (${code}) before it was ready`)));
  });
  return {
    go: async () => {
      child.stdin.write('go\n');
      expect(await exited).toBe(0);
      return JSON.parse(out.trim().split('\n').at(-1)!) as OtherResult;
    },
  };
}

describe('POST /api/orders/{id}/invoice: issuing', () => {
  it('201 { invoiceNumber } the first time (SV/YY-YY/00001), 200 with the same number after; admin only', async () => {
    const [id] = await placeOrders(1);
    const first = await issue(id!);
    expect(first.status).toBe(201);
    expect(await bodyOf(first)).toEqual({ invoiceNumber: numbered(1) });
    expect(numbered(1)).toMatch(/^SV\/\d{2}-\d{2}\/00001$/);
    const again = await issue(id!);
    expect(again.status).toBe(200);
    expect(await bodyOf(again)).toEqual({ invoiceNumber: numbered(1) });
    const anonymous = await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST' }), withId(id!));
    expect(anonymous.status).toBe(401);
    expect(await counterSeq()).toBe(1);
  });

  it('404 for an unknown order, 400 for a malformed id, 409 for a cancelled order without an invoice', async () => {
    expect((await issue('64b7f0c2a1b2c3d4e5f60718')).status).toBe(404);
    expect((await issue('nope')).status).toBe(400);
    const [id] = await placeOrders(1);
    await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(id!));
    expect((await issue(id!)).status).toBe(409);
    expect(await counterSeq()).toBe(0);
  });

  it('marking an order shipped issues its invoice, and the PATCH answer carries it', async () => {
    const [a, b] = await placeOrders(2);
    const shipped = await PATCH(request(`/api/orders/${b}`, { method: 'PATCH', token, body: { status: 'shipped' } }), withId(b!));
    expect(shipped.status).toBe(200);
    expect((await bodyOf(shipped)).invoice).toMatchObject({ number: numbered(1), cancelled: false });
    expect((await issue(a!)).status).toBe(201);
    expect(await issuedNumbers()).toEqual([numbered(1), numbered(2)]);
  });
});

describe('invoice numbers under concurrency: consecutive, unique, no gaps', () => {
  it('30 simultaneous issues for 30 orders take numbers 1-30 exactly once', async () => {
    const ids = await placeOrders(30);
    const responses = await Promise.all(ids.map((id) => issue(id)));
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));
    const numbers = await issuedNumbers();
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => numbered(i + 1)));
    expect(await counterSeq()).toBe(30);
  }, 60_000);

  it('20 simultaneous issues for one order give one number to all, and the counter moves once', async () => {
    const [id] = await placeOrders(1);
    const responses = await Promise.all(Array.from({ length: 20 }, () => issue(id!)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(19).fill(200), 201].sort());
    const numbers = new Set(await Promise.all(responses.map(async (response) => (await bodyOf(response)).invoiceNumber)));
    expect([...numbers]).toEqual([numbered(1)]);
    expect(await counterSeq()).toBe(1);
  }, 60_000);

  it('two instances (this process and another Node process, one database) issuing at once: every order one number, 1..N with no gap', async () => {
    const ids = await placeOrders(24);
    // Both instances issue all of the first 12 orders (same-order races across instances); each also
    // issues its own half of the other 12 (different-order races).
    const shared = ids.slice(0, 12);
    const mine = ids.slice(12, 18);
    const theirs = ids.slice(18);
    const other = await otherInstance([...shared, ...theirs]);
    const [there, here] = await Promise.all([other.go(), Promise.all([...shared, ...mine].map((id) => issue(id)))]);
    expect(here.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(there.every((result) => result.number !== null)).toBe(true);
    const stored = await OrderModel.find({}, { invoice: 1 }).lean();
    expect(stored.every((order) => order.invoice?.number)).toBe(true);
    expect((await issuedNumbers()).length).toBe(24);
    expect(await issuedNumbers()).toEqual(Array.from({ length: 24 }, (_, i) => numbered(i + 1)));
    expect(await counterSeq()).toBe(24);
    // Both instances answered the shared orders with the number the order holds.
    const byId = new Map(stored.map((order) => [String(order._id), order.invoice!.number]));
    for (const result of there) expect(result.number).toBe(byId.get(result.id));
    const hereNumbers = await Promise.all(here.map(async (response) => (await bodyOf(response)).invoiceNumber));
    [...shared, ...mine].forEach((id, i) => expect(hereNumbers[i]).toBe(byId.get(id)));
  }, 120_000);
});

describe('an issued invoice never changes', () => {
  it('later product edits and order changes leave it as issued; cancelling marks it cancelled and keeps it', async () => {
    const [id] = await placeOrders(1, { billingState: 'Maharashtra', gstin: '27AAPFU0939F1ZV', businessName: 'Pune Pharma LLP' });
    expect((await issue(id!)).status).toBe(201);
    const before = (await OrderModel.findById(id).lean())!.invoice;
    const pdfBefore = Buffer.from(await (await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id!))).arrayBuffer());
    const again = Buffer.from(await (await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id!))).arrayBuffer());
    expect(again.equals(pdfBefore)).toBe(true);

    await EDIT_PRODUCT(
      request(`/api/products/${printerId}`, { method: 'PATCH', token, body: { price: 1, gstRate: 5, hsnCode: '9999', name: 'Renamed' } }),
      withId(printerId),
    );
    await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { paid: true } }), withId(id!));
    await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'shipped' } }), withId(id!));
    expect((await issue(id!)).status).toBe(200);
    const after = (await OrderModel.findById(id).lean())!.invoice;
    expect(after).toEqual(before);
    expect(after?.tax.lines[0]).toMatchObject({ hsnCode: '84433210', rate: 18, name: 'Receipt Printer' });

    const cancelled = await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(id!));
    expect((await bodyOf(cancelled)).invoice).toMatchObject({ number: before!.number, cancelled: true });
    expect((await OrderModel.findById(id).lean())!.invoice).toEqual(before);
    const pdfAfter = await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id!));
    expect(pdfAfter.status).toBe(200);
    expect(pdfAfter.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdfAfter.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const textBefore = pdfText(pdfBefore);
    const textAfter = pdfText(bytes);
    expect(textBefore).toContain(`Invoice number: ${before!.number}`);
    expect(textBefore).not.toContain('CANCELLED');
    expect(textAfter).toContain(`Invoice number: ${before!.number}`);
    expect(textAfter).toContain('CANCELLED');
  });

  it('an invoiced order cannot be deleted (409, kept with its invoice); one without an invoice can, and gives back its units', async () => {
    await ProductModel.updateOne({ _id: printerId }, { $set: { stock: 10 } });
    const [invoiced, plain] = await placeOrders(2);
    expect((await ProductModel.findById(printerId).lean())!.stock).toBe(10 - 1 - 2);
    expect((await issue(invoiced!)).status).toBe(201);

    const refused = await DELETE(request(`/api/orders/${invoiced}`, { method: 'DELETE', token }), withId(invoiced!));
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toBe(messages.orders.invoicedCannotBeDeleted);
    expect((await OrderModel.findById(invoiced).lean())?.invoice?.number).toBe(numbered(1));

    const deleted = await DELETE(request(`/api/orders/${plain}`, { method: 'DELETE', token }), withId(plain!));
    expect(deleted.status).toBe(200);
    expect(await OrderModel.exists({ _id: plain })).toBeNull();
    expect((await ProductModel.findById(printerId).lean())!.stock).toBe(10 - 1);
  });
});

describe('GET /api/orders/{id}/invoice and the customer download', () => {
  it('the admin gets the PDF; before issue 404 saying so; without a session 401', async () => {
    const [id] = await placeOrders(1);
    const early = await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id!));
    expect(early.status).toBe(404);
    expect((await bodyOf(early)).message).toBe('No invoice has been issued for this order yet.');
    await issue(id!);
    const pdf = await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id!));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`Invoice-${numbered(1).replace(/\//g, '-')}.pdf`);
    expect((await GET_INVOICE(request(`/api/orders/${id}/invoice`), withId(id!))).status).toBe(401);
  });

  it('the customer gets it only with the right order number and mobile; a wrong one is the tracking 404', async () => {
    const [id] = await placeOrders(1);
    const { orderNumber } = (await OrderModel.findById(id).lean())!;
    const ask = (body: Record<string, unknown>) => CUSTOMER_INVOICE(request('/api/orders/invoice', { method: 'POST', body }));

    const notYet = await ask({ orderNumber, mobile: '9876543210' });
    expect(notYet.status).toBe(404);
    expect((await bodyOf(notYet)).message).toBe(messages.tracking.invoiceNotIssued);
    await issue(id!);

    const good = await ask({ orderNumber: orderNumber.toLowerCase(), mobile: '+91 98765 43210' });
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await good.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    for (const wrong of [
      { orderNumber, mobile: '9876543211' },
      { orderNumber: 'SV-AAAAAAA', mobile: '9876543210' },
    ]) {
      const miss = await ask(wrong);
      expect(miss.status).toBe(404);
      expect(await bodyOf(miss)).toEqual({ message: messages.tracking.orderNotFound });
    }
    expect((await ask({ orderNumber, mobile: '12' })).status).toBe(400);
  });

  it('takes the tracking page form from this site, refuses it from another origin', async () => {
    const [id] = await placeOrders(1);
    await issue(id!);
    const { orderNumber } = (await OrderModel.findById(id).lean())!;
    const form = (origin: string) =>
      CUSTOMER_INVOICE(
        new Request(`${ORIGIN}/api/orders/invoice`, {
          method: 'POST',
          body: new URLSearchParams({ orderNumber, mobile: '9876543210' }).toString(),
          headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded', origin },
        }),
      );
    expect((await form('http://shop.test')).status).toBe(200);
    expect((await form('https://evil.example')).status).toBe(403);
  });
});
