import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE as REMOVE_SIGNATURE, GET as GET_SIGNATURE, PUT as PUT_SIGNATURE } from '@/app/api/admin/business/signature/route';
import { GET, PUT } from '@/app/api/admin/business/route';
import { POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { site } from '@/content/site';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { businessMessages } from '@/lib/gst/messages';
import { BusinessDetailsModel } from '@/models/BusinessDetails';
import { CounterModel } from '@/models/Counter';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, ORIGIN, request, signedInAdmin, withId } from './http';
import { placeOrder as placeCustomerOrder } from '../helpers/place-order';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

/** A well-formed GSTIN (right check character) for a state code. */
const gstinFor = (code: string) => `${code}AAFCS1234K1Z` + gstinCheckCharacter(`${code}AAFCS1234K1Z`);

const valid = {
  legalName: 'Sanvio Technologies Private Limited',
  tradeName: 'Sanvio',
  gstin: gstinFor('03'),
  address: 'SCO 14, Feroze Gandhi Market, Ludhiana',
  state: 'Punjab',
  pinCode: '141001',
};

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let token: string;
let productId: string;

beforeEach(async () => {
  await clearCollections();
  ({ token } = await signedInAdmin());
  productId = String((await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 1180, hsnCode: '8443', gstRate: 18 }))._id);
});

const put = (body: unknown) => PUT(request('/api/admin/business', { method: 'PUT', token, body }));

const placeOrder = async () => (await placeCustomerOrder([{ _id: productId, quantity: 1 }], { email: 'b@example.in' }))._id;
const issue = (id: string) => ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));

describe('GET/PUT /api/admin/business', () => {
  it('is admin only', async () => {
    expect((await GET(request('/api/admin/business'))).status).toBe(401);
    expect((await PUT(request('/api/admin/business', { method: 'PUT', body: valid }))).status).toBe(401);
    expect(await BusinessDetailsModel.countDocuments()).toBe(0);
  });

  it("starts from content/site.ts's facts, stored once however many first reads run together", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => GET(request('/api/admin/business', { token }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const body = await bodyOf(answers[0]!);
    expect(body).toMatchObject({
      legalName: site.tax.legalName,
      tradeName: site.name,
      gstin: site.tax.gstin,
      state: 'Punjab',
      stateCode: '03',
      pinCode: '141001',
    });
    // The GSTIN in content/site.ts is the example one: a production server would issue nothing with it.
    expect(body.canIssue).toBe(false);
    expect(await BusinessDetailsModel.countDocuments()).toBe(1);
  });

  it('PUT stores the details; GET reads them back; an empty GSTIN is stored as none', async () => {
    const saved = await put(valid);
    expect(saved.status).toBe(200);
    expect(await bodyOf(saved)).toMatchObject({ message: businessMessages.saved, ...valid, stateCode: '03', canIssue: true });
    expect(await bodyOf(await GET(request('/api/admin/business', { token })))).toMatchObject({ ...valid, canIssue: true });
    expect(await bodyOf(await put({ ...valid, gstin: '  ' }))).toMatchObject({ gstin: null, canIssue: false });
  });

  it('refuses a GSTIN of another state, a wrong check character, an unknown state, a bad PIN and control characters, writing nothing', async () => {
    await put(valid);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ gstin: gstinFor('27') }, 'gstin', businessMessages.gstinState('Maharashtra', '27', 'Punjab')],
      [{ gstin: `${gstinFor('03').slice(0, 14)}${gstinFor('03')[14] === 'A' ? 'B' : 'A'}` }, 'gstin', businessMessages.gstinChecksum],
      [{ gstin: 'NOT-A-GSTIN' }, 'gstin', businessMessages.gstinFormat],
      [{ state: 'Atlantis' }, 'state', businessMessages.stateUnknown],
      [{ pinCode: '041001' }, 'pinCode', businessMessages.pinCode],
      [{ legalName: 'Sanvio\u0000' }, 'legalName', 'Legal name must be one line of text without control characters.'],
      [{ tradeName: '\u200B' }, 'tradeName', 'Trade name is required.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await put({ ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      const body = await bodyOf(answer);
      expect((body.errors as Record<string, string[]>)[field]).toContain(message);
    }
    expect(await bodyOf(await GET(request('/api/admin/business', { token })))).toMatchObject(valid);
  });
});

describe('the signature image', () => {
  it('PUT takes a PNG, GET serves it, DELETE removes it; anything but PNG or JPEG is refused', async () => {
    const upload = (body: Uint8Array, type = 'image/png') =>
      PUT_SIGNATURE(
        new Request(`${ORIGIN}/api/admin/business/signature`, {
          method: 'PUT',
          headers: { host: 'shop.test', authorization: `Bearer ${token}`, 'content-type': type },
          body: new Uint8Array(body),
        }),
      );
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png')).status).toBe(400);
    const saved = await upload(PNG);
    expect(saved.status).toBe(200);
    expect((await bodyOf(saved)).signature).toMatch(/^[0-9a-f]{64}$/);
    const served = await GET_SIGNATURE(request('/api/admin/business/signature', { token }));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await upload(new Uint8Array(300 * 1024))).status).toBe(413);
    expect((await bodyOf(await REMOVE_SIGNATURE(request('/api/admin/business/signature', { method: 'DELETE', token })))).signature).toBeNull();
    expect((await GET_SIGNATURE(request('/api/admin/business/signature', { token }))).status).toBe(404);
  });
});

describe('each invoice freezes the details it was issued with', () => {
  it('an invoice keeps its supplier and signature after the details change', async () => {
    await put(valid);
    await PUT_SIGNATURE(
      new Request(`${ORIGIN}/api/admin/business/signature`, {
        method: 'PUT',
        headers: { host: 'shop.test', authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: new Uint8Array(PNG),
      }),
    );
    const id = await placeOrder();
    expect((await issue(id)).status).toBe(201);
    await put({ ...valid, tradeName: 'Sanvio POS', address: 'Plot 7, Focal Point, Ludhiana' });
    await REMOVE_SIGNATURE(request('/api/admin/business/signature', { method: 'DELETE', token }));
    const order = await OrderModel.findById(id).lean();
    expect(order!.invoice!.supplier).toMatchObject({
      name: 'Sanvio',
      legalName: valid.legalName,
      gstin: valid.gstin,
      address: 'SCO 14, Feroze Gandhi Market, Ludhiana, Punjab 141001',
      stateCode: '03',
    });
    expect(order!.invoice!.supplier.signature).toMatch(/^[0-9a-f]{64}$/);
    const next = await placeOrder();
    await issue(next);
    const later = await OrderModel.findById(next).lean();
    expect(later!.invoice!.supplier).toMatchObject({ name: 'Sanvio POS', address: 'Plot 7, Focal Point, Ludhiana, Punjab 141001', signature: null });
  });
});

describe('a production server issues no tax document without a real GSTIN', () => {
  it('409 naming the Business details page while the GSTIN is the example one or missing; the number is not taken', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const id = await placeOrder();
      const refused = await issue(id);
      expect(refused.status).toBe(409);
      expect((await bodyOf(refused)).message).toBe(businessMessages.gstinNotSet);
      await put({ ...valid, gstin: '' });
      expect((await issue(id)).status).toBe(409);
      expect((await CounterModel.find().lean()).filter((counter) => counter.seq > 0)).toEqual([]);
      expect((await OrderModel.findById(id).lean())!.invoice).toBeUndefined();
      await put(valid);
      expect((await issue(id)).status).toBe(201);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
