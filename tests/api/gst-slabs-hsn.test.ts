import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET as GET_ORDERS, POST as PLACE } from '@/app/api/orders/route';
import { POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { POST as CREATE_PRODUCT } from '@/app/api/products/route';
import { PATCH as EDIT_PRODUCT } from '@/app/api/products/[id]/route';
import { financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { seedProducts } from '@/lib/server/catalogue/seed';
import { productsToReviewForTax } from '@/lib/server/insights/dashboard';
import type { Order } from '@/lib/types/order';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

const SLAB_MESSAGE = 'GST rate must be one of the current slabs: 0, 5, 18 or 40%. The 12 and 28% rates ended on 22 September 2025.';

let token: string;

beforeEach(async () => {
  await clearCollections();
  ({ token } = await signedInAdmin());
});

afterEach(() => {
  delete process.env.HSN_MIN_DIGITS;
});

const create = (body: Record<string, unknown>) => CREATE_PRODUCT(request('/api/products', { method: 'POST', token, body }));
const edit = (id: string, body: Record<string, unknown>) => EDIT_PRODUCT(request(`/api/products/${id}`, { method: 'PATCH', token, body }), withId(id));
const issue = (id: string) => ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));
const counterSeq = async () => (await CounterModel.findById(invoiceCounterId(financialYearOf(new Date()))).lean())?.seq ?? 0;

/** A product stored as one was before the slabs changed (or before it had an HSN code): straight into the database. */
async function storedProduct(fields: Record<string, unknown>): Promise<string> {
  return String((await ProductModel.create({ category: 'Consumables', price: 118, ...fields }))._id);
}

async function placeOrder(productId: string, billingState = 'Punjab'): Promise<string> {
  const response = await PLACE(
    request('/api/orders', {
      method: 'POST',
      body: {
        fullName: 'Harjit Singh',
        address: '12 Model Town, Ludhiana',
        mobile: '9876543210',
        email: 'harjit@example.in',
        paymentMethod: 'COD',
        billingState,
        cart: [{ _id: productId, quantity: 2 }],
      },
    }),
  );
  expect(response.status).toBe(201);
  return ((await bodyOf(response)).order as { _id: string })._id;
}

describe('GST slabs: products created or edited take 0, 5, 18 or 40%', () => {
  it.each([[12], [28]])('POST refuses the retired rate %j with a 400 naming the current slabs, and stores nothing', async (gstRate) => {
    const response = await create({ name: 'Paper Rolls', category: 'Consumables', gstRate });
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.message).toBe(SLAB_MESSAGE);
    expect(body.errors).toEqual({ gstRate: [SLAB_MESSAGE] });
    expect(await ProductModel.countDocuments()).toBe(0);
  });

  it.each([[0], [5], [18], [40]])('POST takes the slab %j', async (gstRate) => {
    const response = await create({ name: 'Paper Rolls', category: 'Consumables', hsnCode: '481190', gstRate });
    expect(response.status).toBe(201);
    expect(await ProductModel.findOne({ name: 'Paper Rolls' }).lean()).toMatchObject({ gstRate, hsnCode: '481190' });
  });

  it('PATCH refuses to move a product to a retired rate', async () => {
    const id = await storedProduct({ name: 'Paper Rolls', gstRate: 18 });
    const response = await edit(id, { gstRate: 28 });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors).toEqual({ gstRate: [SLAB_MESSAGE] });
    expect(await ProductModel.findById(id).lean()).toMatchObject({ gstRate: 18, version: 0 });
  });

  it('a product still at a retired rate is edited only together with a current slab: anything else is a 400 on gstRate that writes nothing', async () => {
    const id = await storedProduct({ name: 'Paper Rolls', gstRate: 12 });
    const priceOnly = await edit(id, { price: 99 });
    expect(priceOnly.status).toBe(400);
    const body = await bodyOf(priceOnly);
    const message = 'This product is still at the retired 12% rate. Choose its current slab (0, 5, 18 or 40%) to save any change.';
    expect(body).toMatchObject({ message, errors: { gstRate: [message] } });
    expect(await ProductModel.findById(id).lean()).toMatchObject({ price: 118, gstRate: 12, version: 0 });

    const moved = await edit(id, { price: 99, gstRate: 18 });
    expect(moved.status).toBe(200);
    expect(await bodyOf(moved)).toMatchObject({ price: 99, gstRate: 18 });
    // From then on it is a product like any other.
    expect((await edit(id, { price: 100 })).status).toBe(200);
  });

  it('an edit that races a retired-rate product keeps the rule: of a burst of price-only edits none is written', async () => {
    const id = await storedProduct({ name: 'Paper Rolls', gstRate: 28 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => edit(id, { price: 100 + i })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(400));
    expect(await ProductModel.findById(id).lean()).toMatchObject({ price: 118, gstRate: 28, version: 0 });
  });
});

describe('HSN codes: 4-8 digits, the fewest from HSN_MIN_DIGITS', () => {
  it("the spec's upload without an HSN code keeps working", async () => {
    const response = await create({ name: 'Paper Rolls', category: 'Consumables', description: 'Thermal rolls', rating: 4, images: [] });
    expect(response.status).toBe(201);
    expect((await ProductModel.findOne({ name: 'Paper Rolls' }).lean())?.hsnCode).toBeUndefined();
  });

  it('with HSN_MIN_DIGITS=6, a 4-digit code is refused with a 400 on hsnCode and a 6-digit one taken', async () => {
    process.env.HSN_MIN_DIGITS = '6';
    const short = await create({ name: 'Paper Rolls', category: 'Consumables', hsnCode: '4811' });
    expect(short.status).toBe(400);
    expect((await bodyOf(short)).errors).toEqual({ hsnCode: ['HSN code must be 6 to 8 digits.'] });
    expect(await ProductModel.countDocuments()).toBe(0);
    expect((await create({ name: 'Paper Rolls', category: 'Consumables', hsnCode: '481190' })).status).toBe(201);
    const id = String((await ProductModel.findOne({ name: 'Paper Rolls' }))!._id);
    expect((await edit(id, { hsnCode: '4811' })).status).toBe(400);
  });
});

describe('issued invoices keep the rate they were issued with', () => {
  it('an order placed at a retired rate keeps it on the order and the invoice after the product moves to a current slab', async () => {
    const id = await storedProduct({ name: 'Paper Rolls', gstRate: 12, hsnCode: '481190' });
    const orderId = await placeOrder(id);
    const placed = await OrderModel.findById(orderId).lean();
    expect(placed?.tax?.lines[0]).toMatchObject({ rate: 12, amount: 23_600, taxableValue: 21_071, cgst: 1_265, sgst: 1_264 });

    expect((await edit(id, { gstRate: 18 })).status).toBe(200);
    expect((await issue(orderId)).status).toBe(201);
    const invoiced = await OrderModel.findById(orderId).lean();
    expect(invoiced?.invoice?.tax.lines[0]).toMatchObject({ rate: 12, amount: 23_600, taxableValue: 21_071, cgst: 1_265, sgst: 1_264 });
    expect(invoiced?.tax).toEqual(placed?.tax);

    // The order JSON the admin reads shows the stored rate, not the product's current one.
    const listed = (await (await GET_ORDERS(request('/api/orders?page=1&limit=10', { token }))).json()) as Order[];
    expect(listed[0]?.tax?.lines[0]).toMatchObject({ rate: 12, taxableValue: 210.71 });
  });
});

describe('an invoice is never issued with a line that lacks an HSN code', () => {
  it('answers 409 naming the product, takes no number and leaves no claim; once the product has a code the invoice is issued with it', async () => {
    const id = await storedProduct({ name: 'Thermal Paper Rolls 80 mm', gstRate: 18 });
    const orderId = await placeOrder(id, 'Maharashtra');

    const refused = await issue(orderId);
    expect(refused.status).toBe(409);
    const body = await bodyOf(refused);
    expect(body.message).toBe(
      'The invoice cannot be issued: the product "Thermal Paper Rolls 80 mm" has no HSN code of 4 to 8 digits. Add the HSN code on the product (All Products, Edit), then issue the invoice again.',
    );
    expect(body.products).toEqual([{ productId: id, name: 'Thermal Paper Rolls 80 mm' }]);
    expect(await counterSeq()).toBe(0);
    const after = await OrderModel.findById(orderId).lean();
    expect(after?.invoice).toBeUndefined();
    expect(after?.invoiceClaim).toBeUndefined();

    expect((await edit(id, { hsnCode: '481190' })).status).toBe(200);
    const issued = await issue(orderId);
    expect(issued.status).toBe(201);
    expect(await bodyOf(issued)).toEqual({ invoiceNumber: invoiceNumber(financialYearOf(new Date()), 1) });
    const invoiced = await OrderModel.findById(orderId).lean();
    expect(invoiced?.invoice?.tax.lines[0]).toMatchObject({ hsnCode: '481190', rate: 18, amount: 23_600, igst: 3_600 });
  });

  it('a burst of issues for an order lacking a code all answer 409 and burn no number', async () => {
    const id = await storedProduct({ name: 'Cash Drawer', category: 'Cash Drawers', gstRate: 18 });
    const orderId = await placeOrder(id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => issue(orderId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(409));
    expect(await counterSeq()).toBe(0);
    expect(await OrderModel.countDocuments({ 'invoice.number': mongoose.trusted({ $exists: true }) })).toBe(0);
  });

  it('with HSN_MIN_DIGITS=6, a 4-digit code on the product is not enough for the invoice', async () => {
    const id = await storedProduct({ name: 'Barcode Scanner', category: 'Barcode Scanners', gstRate: 18, hsnCode: '8471' });
    const orderId = await placeOrder(id);
    process.env.HSN_MIN_DIGITS = '6';
    const refused = await issue(orderId);
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toContain('"Barcode Scanner" has no HSN code of 6 to 8 digits');
    delete process.env.HSN_MIN_DIGITS;
    expect((await issue(orderId)).status).toBe(201);
  });
});

describe('the dashboard lists the products to review for GST', () => {
  it('names each product without an HSN code or at a retired rate, with what to fix, newest first', async () => {
    await storedProduct({ name: 'Fine', gstRate: 18, hsnCode: '481190', createdAt: new Date('2026-01-01') });
    await storedProduct({ name: 'No code', gstRate: 18, createdAt: new Date('2026-01-02') });
    await storedProduct({ name: 'Old rate', gstRate: 28, hsnCode: '847190', createdAt: new Date('2026-01-03') });
    await storedProduct({ name: 'Both', gstRate: 12, createdAt: new Date('2026-01-04') });
    await storedProduct({ name: 'Four digits', gstRate: 18, hsnCode: '8471', createdAt: new Date('2026-01-05') });

    const review = await productsToReviewForTax(10, 4);
    expect(review.total).toBe(3);
    expect(review.products.map(({ name, problems }) => ({ name, problems }))).toEqual([
      { name: 'Both', problems: [{ kind: 'hsn-missing' }, { kind: 'retired-rate', rate: 12 }] },
      { name: 'Old rate', problems: [{ kind: 'retired-rate', rate: 28 }] },
      { name: 'No code', problems: [{ kind: 'hsn-missing' }] },
    ]);
    const sixDigits = await productsToReviewForTax(2, 6);
    expect(sixDigits.total).toBe(4);
    expect(sixDigits.products.map((product) => product.name)).toEqual(['Four digits', 'Both']);
  });

  it('the seeded catalogue carries an HSN code of at least 6 digits and a current slab on every product: nothing to review', async () => {
    const { inserted } = await seedProducts();
    expect(inserted).toBeGreaterThan(60);
    expect(await productsToReviewForTax(10, 6)).toEqual({ products: [], total: 0 });
    expect(await ProductModel.countDocuments({ gstRate: 18 })).toBe(inserted);
  });
});
