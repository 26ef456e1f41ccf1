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
import { beforeEach, describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST as PLACE } from '@/app/api/orders/route';
import { financialYearOf, invoiceNumber } from '@/lib/gst/numbering';
import { recover } from '@/lib/server/orders/recovery';
import { VoidInvoiceNumberModel } from '@/models/VoidInvoiceNumber';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
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

const year = () => financialYearOf(new Date());

async function placeOrder(quantity: number): Promise<string> {
  const response = await PLACE(
    request('/api/orders', {
      method: 'POST',
      body: {
        fullName: 'Buyer',
        address: '12 Model Town, Ludhiana',
        mobile: '9876543210',
        email: 'buyer@example.in',
        billingState: 'Punjab',
        cart: [{ _id: printer, quantity }],
      },
    }),
  );
  expect(response.status).toBe(201);
  return ((await bodyOf(response)).order as { _id: string })._id;
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
