import { site } from '@/content/site';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/orders/route';
import { PUT as PUT_BUSINESS } from '@/app/api/admin/business/route';
import { POST as CREATE_PRODUCT } from '@/app/api/products/route';
import { PATCH as EDIT_PRODUCT } from '@/app/api/products/[id]/route';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { gstMessages } from '@/lib/gst/messages';
import type { Order } from '@/lib/types/order';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '1000/600';
useTestDatabase();

let printerId: string;
let scannerId: string;
let drawerId: string;
let token: string;

beforeEach(async () => {
  await clearCollections();
  const [printer, scanner, drawer] = await ProductModel.create([
    { name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '84433210', gstRate: 18 },
    { name: 'Barcode Scanner', category: 'Barcode Scanners', price: 2150, hsnCode: '8471', gstRate: 28 },
    { name: 'Cash Drawer', category: 'Cash Drawers', price: 1999 },
  ]);
  printerId = String(printer!._id);
  scannerId = String(scanner!._id);
  drawerId = String(drawer!._id);
  ({ token } = await signedInAdmin());
});

const buyer = { fullName: 'Harjit Singh', address: '12 Model Town, Ludhiana', billingState: 'Punjab', mobile: '9876543210', email: 'harjit@example.in' };
const maharashtraGstin = '27AAPFU0939F1ZV';
const punjabGstin = `03ABCDE1234F1Z${gstinCheckCharacter('03ABCDE1234F1Z')}`;

function order(change: Record<string, unknown> = {}) {
  return {
    ...buyer,
    paymentMethod: 'COD',
    cart: [
      { _id: printerId, quantity: 2, price: 1 },
      { _id: scannerId, quantity: 1, price: 1 },
      { _id: drawerId, quantity: 3, price: 1 },
    ],
    totalAmount: 3,
    ...change,
  };
}

async function place(body: Record<string, unknown>) {
  const response = await POST(request('/api/orders', { method: 'POST', body }));
  return { status: response.status, body: await bodyOf(response) };
}

async function adminOrders(): Promise<Order[]> {
  const response = await GET(request('/api/orders?page=1&limit=50', { token }));
  return (await response.json()) as Order[];
}

describe('POST /api/orders: GST per line from the database', () => {
  it('same state (any casing of Punjab): CGST + SGST per line with the products’ rates and HSN codes; lines add up to the total', async () => {
    const { status, body } = await place(order({ billingState: 'PUNJAB' }));
    expect(status).toBe(201);
    const stored = await OrderModel.findById((body.order as { _id: string })._id).lean();
    expect(stored?.billingState).toBe('Punjab');
    expect(stored?.tax).toMatchObject({ supplyType: 'intra-state', placeOfSupply: 'Punjab', placeOfSupplyCode: '03' });
    const lines = stored!.tax!.lines;
    // 7499.50 x 2 = 14999.00 at 18%: taxable 1499900 x 100 / 118 = 1271101.69 -> 1271102; tax 228798 -> 114399 + 114399.
    expect(lines[0]).toMatchObject({ hsnCode: '84433210', rate: 18, quantity: 2, unitPaise: 749_950, amount: 1_499_900, taxableValue: 1_271_102 });
    expect(lines[0]).toMatchObject({ cgst: 114_399, sgst: 114_399, igst: 0 });
    // 2150 at 28%: 215000 x 100 / 128 = 167968.75 -> 167969; tax 47031 -> CGST 23516, SGST 23515.
    expect(lines[1]).toMatchObject({ hsnCode: '8471', rate: 28, amount: 215_000, taxableValue: 167_969, cgst: 23_516, sgst: 23_515, igst: 0 });
    // No rate set: the default 18%, no HSN code.
    expect(lines[2]).toMatchObject({ hsnCode: null, rate: 18, amount: 599_700 });
    const tax = stored!.tax!;
    expect(tax.amount).toBe(Math.round(stored!.totalAmount * 100));
    expect(tax.taxableValue + tax.cgst + tax.sgst + tax.igst).toBe(tax.amount);
    expect(lines.reduce((sum, line) => sum + line.taxableValue + line.cgst + line.sgst, 0)).toBe(tax.amount);
  });

  it('another state: IGST only; the business name and GSTIN are stored, and the order JSON carries tax lines and totals in rupees', async () => {
    const { status } = await place(order({ billingState: 'maharashtra', gstin: maharashtraGstin.toLowerCase(), businessName: 'Pune Pharma LLP' }));
    expect(status).toBe(201);
    const [listed] = await adminOrders();
    expect(listed).toMatchObject({ billingState: 'Maharashtra', gstin: maharashtraGstin, businessName: 'Pune Pharma LLP', invoice: null });
    expect(listed?.tax?.supplyType).toBe('inter-state');
    expect(listed?.tax?.placeOfSupplyCode).toBe('27');
    expect(listed?.tax?.lines.every((line) => line.cgst === 0 && line.sgst === 0 && line.igst > 0)).toBe(true);
    expect(listed?.tax?.lines[0]).toMatchObject({ hsnCode: '84433210', rate: 18, unitPrice: 7499.5, amount: 14999, taxableValue: 12711.02, igst: 2287.98 });
    expect(listed?.tax?.totals.amount).toBe(listed?.totalAmount);
  });

  it('without billingState (a client sending the single address string) the state comes from the PIN code in the address', async () => {
    const { status } = await place(order({ billingState: undefined, address: 'Flat 2, Hill Road, Bandra West, Mumbai 400050' }));
    expect(status).toBe(201);
    const stored = await OrderModel.findOne().lean();
    expect(stored?.tax?.supplyType).toBe('inter-state');
    expect(stored?.billingState).toBe('Maharashtra');
    expect(stored?.address).toBe('Flat 2, Hill Road, Bandra West, Mumbai 400050');
    expect(stored?.shippingAddress).toBeUndefined();
  });

  it('without billingState and without a PIN code in the address: 400 naming billingState, nothing stored (never assumed to be Punjab)', async () => {
    const { status, body } = await place(order({ billingState: undefined }));
    expect(status).toBe(400);
    expect((body.errors as Record<string, string[]>).billingState).toEqual([gstMessages.billingStateMissing]);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('a structured address is stored in parts and as the one address string; its state is the place of supply', async () => {
    const rest = { ...order(), address: undefined, billingState: undefined };
    const { status } = await place({ ...rest, shippingAddress: { lines: 'Shop 4, FC Road', city: 'Pune', pinCode: '411004', state: 'Maharashtra' } });
    expect(status).toBe(201);
    const [listed] = await adminOrders();
    expect(listed).toMatchObject({
      address: 'Shop 4, FC Road\nPune 411004\nMaharashtra',
      shippingAddress: { lines: 'Shop 4, FC Road', city: 'Pune', pinCode: '411004', state: 'Maharashtra' },
      billingState: 'Maharashtra',
    });
    expect(listed?.tax?.supplyType).toBe('inter-state');
  });

  it("refuses the shop's own GSTIN as a buyer's", async () => {
    const { status, body } = await place(order({ gstin: site.tax.gstin, businessName: 'Sanvio' }));
    expect(status).toBe(400);
    expect((body.errors as Record<string, string[]>).gstin).toEqual([gstMessages.gstinIsShops]);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it("the shop's own GSTIN is the one in Business details: once the owner changes it, the new one is refused and the old one is a buyer's like any other", async () => {
    const shopGstin = `03AAFCS1234K1Z${gstinCheckCharacter('03AAFCS1234K1Z')}`;
    const saved = await PUT_BUSINESS(
      request('/api/admin/business', {
        method: 'PUT',
        token,
        body: { legalName: 'Sanvio Technologies', tradeName: 'Sanvio', gstin: shopGstin, address: 'SCO 14, Ludhiana', state: 'Punjab', pinCode: '141001' },
      }),
    );
    expect(saved.status).toBe(200);
    // In any casing and spacing, as a buyer may type it.
    const typed = `${shopGstin.slice(0, 5).toLowerCase()} ${shopGstin.slice(5)}`;
    const refused = await place(order({ gstin: typed, businessName: 'Anyone Traders' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(gstMessages.gstinIsShops);
    expect((refused.body.errors as Record<string, string[]>).gstin).toEqual([gstMessages.gstinIsShops]);
    expect(await OrderModel.countDocuments()).toBe(0);
    // content/site.ts's GSTIN is no longer the shop's.
    const accepted = await place(order({ gstin: site.tax.gstin, businessName: 'Verma Traders' }));
    expect(accepted.status).toBe(201);
    expect(await OrderModel.findOne().lean()).toMatchObject({ gstin: site.tax.gstin, businessName: 'Verma Traders' });
  });

  it.each([
    [{ billingState: 'Atlantis' }, 'billingState', gstMessages.billingStateUnknown],
    [{ billingState: 'Punjab', gstin: '03ABCDE1234F1Z', businessName: 'A' }, 'gstin', gstMessages.gstinFormat],
    [{ billingState: 'Maharashtra', gstin: '27AAPFU0939F1ZW', businessName: 'A' }, 'gstin', gstMessages.gstinChecksum],
    [{ billingState: 'Punjab', gstin: maharashtraGstin, businessName: 'A' }, 'gstin', gstMessages.gstinState('Maharashtra', '27', 'Punjab')],
    [{ billingState: 'Punjab', gstin: punjabGstin }, 'businessName', gstMessages.businessNameRequired],
  ])('refuses %j with 400 naming %s, and stores nothing', async (change, field, message) => {
    const { status, body } = await place(order(change));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect((body.errors as Record<string, string[]>)[field]).toEqual([message]);
    expect(await OrderModel.countDocuments()).toBe(0);
  });
});

describe('products: HSN code and GST rate through the API', () => {
  it('POST stores them (rate 18 by default), PATCH changes and clears them; bad ones are 400 with the field', async () => {
    const created = await CREATE_PRODUCT(request('/api/products', { method: 'POST', token, body: { name: 'Label Printer', category: 'Label Printers' } }));
    expect(created.status).toBe(201);
    const id = String(((await bodyOf(created)).product as { _id: string } | undefined)?._id ?? (await ProductModel.findOne({ name: 'Label Printer' }))?._id);
    expect(await ProductModel.findById(id).lean()).toMatchObject({ gstRate: 18 });
    const edited = await EDIT_PRODUCT(request(`/api/products/${id}`, { method: 'PATCH', token, body: { hsnCode: '8443', gstRate: 5 } }), withId(id));
    expect(edited.status).toBe(200);
    expect(await bodyOf(edited)).toMatchObject({ hsnCode: '8443', gstRate: 5 });
    const bad = await EDIT_PRODUCT(request(`/api/products/${id}`, { method: 'PATCH', token, body: { gstRate: 15 } }), withId(id));
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).errors).toHaveProperty('gstRate');
    const badHsn = await EDIT_PRODUCT(request(`/api/products/${id}`, { method: 'PATCH', token, body: { hsnCode: '12' } }), withId(id));
    expect(badHsn.status).toBe(400);
    expect((await bodyOf(badHsn)).errors).toHaveProperty('hsnCode');
    const cleared = await EDIT_PRODUCT(request(`/api/products/${id}`, { method: 'PATCH', token, body: { hsnCode: null } }), withId(id));
    expect(cleared.status).toBe(200);
    expect(await ProductModel.findById(id).lean()).toMatchObject({ gstRate: 5 });
    expect((await ProductModel.findById(id).lean())?.hsnCode).toBeUndefined();
  });
});
