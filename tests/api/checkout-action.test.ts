/**
 * The checkout's Server Action, the way a form without JavaScript reaches it: the same schema, rate
 * limit and placeOrder as POST /api/orders. It answers the order's confirmation (with the UPI QR code
 * drawn on the server), or the form's errors by field with what was typed and nothing stored; a form
 * sent twice with its Idempotency key places one order.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrderFromForm } from '@/app/(site)/buy-now/actions';
import { gstMessages } from '@/lib/gst/messages';
import { businessDetails } from '@/lib/server/tax/business';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.92' }) }));

useTestDatabase();
let productId = '';
beforeEach(async () => {
  await clearCollections();
  productId = String((await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 11800, gstRate: 18 }))._id);
});

function form(change: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields = {
    fullName: 'Asha Verma',
    addressLines: 'Shop 4, FC Road',
    city: 'Pune',
    pinCode: '411004',
    billingState: 'Maharashtra',
    mobile: '98765 43210',
    email: 'asha@example.in',
    paymentMethod: 'Online',
    transactionId: 'UPI123456789',
    cart: `${productId}:2`,
    idempotencyKey: 'form-key-0123456789',
    ...change,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('placing an order as a plain form post (the checkout without JavaScript)', () => {
  it('places the order and answers its confirmation: items, tax split, address, and the UPI QR code', async () => {
    const state = await placeOrderFromForm({ values: {} }, form());
    expect(state.errors).toBeUndefined();
    expect(state.placed).toMatchObject({
      items: [{ name: 'Receipt Printer', quantity: 2, price: 11800 }],
      totalAmount: 23600,
      tax: { supplyType: 'inter-state', taxableValue: 20000, cgst: 0, sgst: 0, igst: 3600 },
      address: 'Shop 4, FC Road\nPune 411004\nMaharashtra',
      paymentMethod: 'Online',
    });
    expect(state.upiQrDataUrl).toMatch(/^data:image\/png;base64,/);
    const stored = await OrderModel.findOne().lean();
    expect(stored).toMatchObject({
      orderNumber: state.placed?.orderNumber,
      billingState: 'Maharashtra',
      shippingAddress: { lines: 'Shop 4, FC Road', city: 'Pune', pinCode: '411004', state: 'Maharashtra' },
      mobile: '9876543210',
    });
  });

  it('a form sent twice with its key places one order', async () => {
    const [first, second] = await Promise.all([placeOrderFromForm({ values: {} }, form()), placeOrderFromForm({ values: {} }, form())]);
    expect(first.placed?.orderNumber).toBeTruthy();
    expect(second.placed?.orderNumber).toBe(first.placed?.orderNumber);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('answers the errors by form field with what was typed, and stores nothing', async () => {
    const state = await placeOrderFromForm({ values: {} }, form({ pinCode: '0411', billingState: '', transactionId: '' }));
    expect(state.placed).toBeUndefined();
    expect(state.errors).toMatchObject({ pinCode: 'PIN code must be 6 digits, the first not 0.', billingState: 'Please choose your billing state.' });
    expect(state.values).toMatchObject({ pinCode: '0411', city: 'Pune' });
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it("refuses the shop's own GSTIN (from Business details) next to the GSTIN field, with what was typed, storing nothing", async () => {
    const shop = await businessDetails();
    const state = await placeOrderFromForm(
      { values: {} },
      form({ pinCode: '141001', city: 'Ludhiana', billingState: 'Punjab', business: 'on', businessName: 'Anyone Traders', gstin: shop.gstin ?? '' }),
    );
    expect(state.placed).toBeUndefined();
    expect(state.errors).toEqual({ gstin: gstMessages.gstinIsShops });
    expect(state.values).toMatchObject({ gstin: shop.gstin, businessName: 'Anyone Traders' });
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('answers the form error state for anything but a form, storing nothing', async () => {
    const state = await placeOrderFromForm({ values: {} }, 'fullName=A' as unknown as FormData);
    expect(state.message).toBeTruthy();
    expect(await OrderModel.countDocuments()).toBe(0);
  });
});
