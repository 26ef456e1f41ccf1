import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { randomInt } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST as PLACE_ORDER } from '@/app/api/orders/route';
import { POST as TRACK } from '@/app/api/orders/track/route';
import { invoiceCustomerMail, type InvoiceOrderForMail } from '@/lib/server/notify/invoice-mail';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '1000/600';
process.env.RATE_LIMIT_TRACK = '5/600';
useTestDatabase();

// Each test tracks from its own address, so only the rate-limit test meets the limit.
const fromNewIp = () => ({ [CLIENT_IP_HEADER]: `198.51.100.${randomInt(1, 255)}-${randomInt(1e9)}`.slice(0, 40) });

const buyer = { fullName: 'Harjit Singh', address: '12 Model Town, Ludhiana', billingState: 'Punjab', mobile: '9876543210', email: 'harjit@example.in' };
let orderNumber: string;
let orderId: string;

beforeEach(async () => {
  await clearCollections();
  const printer = await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '844332' });
  const response = await PLACE_ORDER(
    request('/api/orders', { method: 'POST', body: { ...buyer, paymentMethod: 'COD', cart: [{ _id: String(printer._id), quantity: 2 }] } }),
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as { order: { _id: string; orderNumber: string } };
  orderNumber = body.order.orderNumber;
  orderId = body.order._id;
});

const track = (body: unknown, headers: Record<string, string> = fromNewIp()) => TRACK(request('/api/orders/track', { method: 'POST', body, headers }));

async function answered(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await track(body);
  return { status: response.status, body: await bodyOf(response) };
}

describe('POST /api/orders/track', () => {
  it('answers the summary for the number in any case with spaces around it, and never the name, email, address or mobile', async () => {
    const response = await track({ orderNumber: `  ${orderNumber.toLowerCase()} `, mobile: ' 9876543210 ' });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({
      orderNumber,
      items: [{ name: 'Receipt Printer', quantity: 2, price: 7499.5 }],
      totalAmount: 14999,
      paymentMethod: 'COD',
      paid: false,
      status: 'new',
      statusHistory: [{ status: 'new', at: expect.any(String) }],
    });
    expect(typeof body.placedAt).toBe('string');
    const text = JSON.stringify(body);
    for (const secret of [buyer.email, buyer.address, buyer.fullName, buyer.mobile]) expect(text).not.toContain(secret);
    expect(Object.keys(body).sort()).toEqual(['items', 'orderNumber', 'paid', 'paymentMethod', 'placedAt', 'status', 'statusHistory', 'totalAmount']);
  });

  // The floor of time every answer waits for is tested on a fake clock in tests/unit/tracking-floor.test.ts.
  it('gives a wrong number and a wrong mobile the same 404 body', async () => {
    const wrongNumber = await answered({ orderNumber: orderNumber === 'SV-0000000' ? 'SV-0000001' : 'SV-0000000', mobile: buyer.mobile });
    const wrongMobile = await answered({ orderNumber, mobile: '9000000000' });
    const found = await answered({ orderNumber, mobile: buyer.mobile });
    expect(wrongNumber.status).toBe(404);
    expect(wrongMobile.status).toBe(404);
    expect(wrongNumber.body).toEqual({ message: 'No order matches that order number and mobile number.' });
    expect(wrongMobile.body).toEqual(wrongNumber.body);
    expect(found.status).toBe(200);
  });

  it('refuses malformed input with 400 and field errors, and a body that is not JSON with 415', async () => {
    const bad = await track({ orderNumber: 'ORDER-1', mobile: '12345' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string[]> };
    expect(body.errors.orderNumber?.[0]).toMatch(/as printed/);
    expect(body.errors.mobile?.[0]).toMatch(/10-digit/);
    const missing = (await bodyOf(await track({}))) as { errors: Record<string, string[]> };
    expect(Object.keys(missing.errors).sort()).toEqual(['mobile', 'orderNumber']);
    expect((await track({ orderNumber: { $ne: null }, mobile: { $gt: '' } })).status).toBe(400);
    expect((await track({ orderNumber: 'x'.repeat(10_000), mobile: buyer.mobile })).status).toBe(400);
    const form = await TRACK(
      new Request('http://shop.test/api/orders/track', {
        method: 'POST',
        body: `orderNumber=${orderNumber}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
  });

  it('limits lookups per IP: the sixth in the window gets 429 with Retry-After, even for a right pair', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 5; i += 1) expect((await track({ orderNumber: 'SV-0000000', mobile: '9000000000' }, ip)).status).toBe(404);
    const limited = await track({ orderNumber, mobile: buyer.mobile }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('status history', () => {
  it('PATCH /api/orders/{id} appends each new status with its time; the same status again adds nothing', async () => {
    const { token } = await signedInAdmin();
    for (const status of ['confirmed', 'confirmed', 'shipped']) {
      expect((await PATCH(request(`/api/orders/${orderId}`, { method: 'PATCH', token, body: { status } }), withId(orderId))).status).toBe(200);
    }
    const paidOnly = await PATCH(request(`/api/orders/${orderId}`, { method: 'PATCH', token, body: { paid: true } }), withId(orderId));
    expect(((await paidOnly.json()) as { statusHistory: Array<{ status: string }> }).statusHistory.map((c) => c.status)).toEqual([
      'new',
      'confirmed',
      'shipped',
    ]);
    const tracked = (await bodyOf(await track({ orderNumber, mobile: buyer.mobile }))) as {
      status: string;
      paid: boolean;
      statusHistory: Array<{ status: string; at: string }>;
    };
    expect(tracked.status).toBe('shipped');
    expect(tracked.paid).toBe(true);
    expect(tracked.statusHistory.map((change) => change.status)).toEqual(['new', 'confirmed', 'shipped']);
    const times = tracked.statusHistory.map((change) => Date.parse(change.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('reads an order stored before the history was kept as one `new` entry at its creation date, and keeps it when the status changes', async () => {
    const createdAt = new Date('2025-03-04T05:06:07.000Z');
    const inserted = await mongoose.connection.db!.collection('orders').insertOne({
      orderNumber: 'SV-0KDER01',
      ...buyer,
      paymentMethod: 'Online',
      transactionId: 'UPI123',
      items: [{ productId: new mongoose.Types.ObjectId(), name: 'Cash Drawer', price: 3000, quantity: 1, image: null }],
      totalAmount: 3000,
      status: 'new',
      paid: false,
      createdAt,
      updatedAt: createdAt,
    });
    const old = await bodyOf(await track({ orderNumber: 'SV-0KDER01', mobile: buyer.mobile }));
    expect(old.statusHistory).toEqual([{ status: 'new', at: createdAt.toISOString() }]);
    const { token } = await signedInAdmin();
    const id = String(inserted.insertedId);
    expect((await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'delivered' } }), withId(id))).status).toBe(200);
    const stored = await OrderModel.findById(id).lean();
    expect(stored?.statusHistory?.map((change) => [change.status, change.at.toISOString() === createdAt.toISOString()])).toEqual([
      ['new', true],
      ['delivered', false],
    ]);
  });
});

describe('courier and consignment number', () => {
  const patch = (token: string, body: unknown) => PATCH(request(`/api/orders/${orderId}`, { method: 'PATCH', token, body }), withId(orderId));

  it('PATCH takes them with "shipped"; tracking shows them with the courier\'s tracking link, and the shipping mail carries them', async () => {
    const { token } = await signedInAdmin();
    const shipped = await patch(token, { status: 'shipped', courier: 'delhivery', consignmentNumber: ' DL-1234567 ' });
    expect(shipped.status).toBe(200);
    expect(await bodyOf(shipped)).toMatchObject({ status: 'shipped', courier: 'delhivery', consignmentNumber: 'DL-1234567' });
    const tracked = await bodyOf(await track({ orderNumber, mobile: buyer.mobile }));
    expect(tracked.shipment).toEqual({
      courier: 'Delhivery',
      consignmentNumber: 'DL-1234567',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/DL-1234567',
    });
    // The invoice mail issued by "shipped" is the shipping mail: it is rendered from the stored order.
    const stored = await OrderModel.findById(orderId).lean();
    const mail = await invoiceCustomerMail(stored as unknown as InvoiceOrderForMail);
    expect(mail.text).toContain('Shipped with Delhivery, consignment DL-1234567: https://www.delhivery.com/track-v2/package/DL-1234567.');
  });

  it('refuses an unknown courier or a malformed number with 400 naming the field, writing nothing; null clears them', async () => {
    const { token } = await signedInAdmin();
    const unknown = await patch(token, { courier: 'pigeon', status: 'shipped' });
    expect(unknown.status).toBe(400);
    expect(((await bodyOf(unknown)).errors as Record<string, unknown>).courier).toBeTruthy();
    const malformed = await patch(token, { consignmentNumber: '12 34!' });
    expect(malformed.status).toBe(400);
    expect(((await bodyOf(malformed)).errors as Record<string, unknown>).consignmentNumber).toBeTruthy();
    const stored = await OrderModel.findById(orderId).lean();
    expect([stored?.status, stored?.courier, stored?.consignmentNumber]).toEqual(['new', undefined, undefined]);

    expect((await patch(token, { courier: 'bluedart', consignmentNumber: '90812345671' })).status).toBe(200);
    expect((await bodyOf(await track({ orderNumber, mobile: buyer.mobile }))).shipment).toMatchObject({ courier: 'Blue Dart' });
    expect((await patch(token, { courier: null, consignmentNumber: null })).status).toBe(200);
    expect((await bodyOf(await track({ orderNumber, mobile: buyer.mobile }))).shipment).toBeUndefined();
  });
});
