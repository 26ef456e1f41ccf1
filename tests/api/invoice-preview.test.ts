/**
 * GET /api/invoices/next: the number the next tax invoice is expected to get, shown in the admin's
 * confirmation before "Shipped" or "Issue invoice". Reading it takes nothing: the counter stays, and
 * the invoice issued next gets exactly that number.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { GET as NEXT } from '@/app/api/invoices/next/route';
import { financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { CounterModel } from '@/models/Counter';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';
import { placeOrder as placeCustomerOrder } from '../helpers/place-order';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let token: string;
let printerId: string;

beforeEach(async () => {
  await clearCollections();
  printerId = String((await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499, hsnCode: '84433210', gstRate: 18 }))._id);
  ({ token } = await signedInAdmin());
});

const numbered = (seq: number) => invoiceNumber(financialYearOf(new Date()), seq);
const counterSeq = async () => (await CounterModel.findById(invoiceCounterId(financialYearOf(new Date()))).lean())?.seq ?? 0;
const peek = async () => (await bodyOf(await NEXT(request('/api/invoices/next', { token })))).invoiceNumber;

const placeOrder = async () => (await placeCustomerOrder([{ _id: printerId }]))._id;

describe('GET /api/invoices/next', () => {
  it('answers the first number of the year before any invoice, and takes nothing', async () => {
    expect(await peek()).toBe(numbered(1));
    expect(await peek()).toBe(numbered(1));
    expect(await counterSeq()).toBe(0);
  });

  it('answers the number the next issue then gets, and moves on after it', async () => {
    const [a, b] = [await placeOrder(), await placeOrder()];
    expect((await ISSUE(request(`/api/orders/${a}/invoice`, { method: 'POST', token }), withId(a))).status).toBe(201);
    const expected = await peek();
    expect(expected).toBe(numbered(2));
    const issued = await ISSUE(request(`/api/orders/${b}/invoice`, { method: 'POST', token }), withId(b));
    expect((await bodyOf(issued)).invoiceNumber).toBe(expected);
    expect(await peek()).toBe(numbered(3));
  });

  it('many simultaneous reads take no number', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => peek()));
    expect(new Set(answers)).toEqual(new Set([numbered(1)]));
    expect(await counterSeq()).toBe(0);
  });

  it('is for admins only', async () => {
    const response = await NEXT(request('/api/invoices/next'));
    expect(response.status).toBe(401);
  });
});
