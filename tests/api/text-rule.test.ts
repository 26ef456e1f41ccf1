/**
 * The one text rule for free-text fields, through every endpoint and Server Action that stores text:
 * control characters (tab and line breaks only in multi-line fields), bidirectional overrides and
 * isolates are refused, and a required field of only whitespace and zero-width characters is missing.
 * Each refusal is a 400 (or the form's error state) naming the field, and nothing is written.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CONTACT } from '@/app/api/contact/route';
import { POST as PLACE_ORDER } from '@/app/api/orders/route';
import { PATCH as EDIT_PRODUCT } from '@/app/api/products/[id]/route';
import { POST as ADD_PRODUCT } from '@/app/api/products/route';
import { PATCH as UPDATE_REPAIR } from '@/app/api/service-requests/[id]/route';
import { POST as BOOK_REPAIR } from '@/app/api/service-requests/route';
import { bookRepairAction } from '@/app/(site)/service-request/actions';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { ServiceRequestModel } from '@/models/ServiceRequest';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request, signedInAdmin, withId } from './http';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

process.env.RATE_LIMIT_CONTACT = '100000/600';
process.env.RATE_LIMIT_ORDER = '100000/600';
process.env.RATE_LIMIT_SERVICE_REQUEST = '100000/600';
useTestDatabase();

let token = '';
let productId = '';
let repairId = '';

beforeAll(async () => {
  await clearCollections();
  token = (await signedInAdmin()).token;
  productId = String((await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 5000 }))._id);
  const ticket = await BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair() }));
  const { ticketNumber } = (await ticket.json()) as { ticketNumber: string };
  repairId = String((await ServiceRequestModel.findOne({ ticketNumber }).lean())!._id);
});

beforeEach(() => {
  requestHeaders.current = new Headers({ 'x-forwarded-for': '203.0.113.90' });
});

function workingDay(): string {
  let date = addDays(indiaToday(), 1);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

function repair(change: Record<string, unknown> = {}) {
  return {
    name: 'Gurpreet Kaur',
    mobile: '9812345678',
    deviceType: 'Receipt printer',
    brandModel: 'TVS RP 3200 Star',
    serialNumber: 'SN-1',
    problem: 'Prints faded receipts.',
    visit: 'on-site',
    address: 'Shop 4, Ghumar Mandi, Ludhiana',
    preferredDate: workingDay(),
    ...change,
  };
}

const contact = (change: Record<string, unknown> = {}) => ({ name: 'Aman', phone: '9876543210', email: 'aman@example.in', message: 'Hello', ...change });
const order = (change: Record<string, unknown> = {}) => ({
  fullName: 'Aman',
  address: 'Ludhiana',
  billingState: 'Punjab',
  mobile: '9876543210',
  email: 'aman@example.in',
  paymentMethod: 'Online',
  transactionId: 'UPI-123456',
  cart: [{ _id: productId, quantity: 1 }],
  ...change,
});

/** Every document of every collection the cases could write to, to compare before and after. */
const snapshot = async () =>
  JSON.stringify([
    await ContactMessageModel.find().lean(),
    await OrderModel.find().lean(),
    await ProductModel.find().lean(),
    await ServiceRequestModel.find().lean(),
  ]);

type Send = (value: string) => Promise<Response>;
/** Each free-text field, how to send a value in it, and whether it is multi-line and required. */
const fields: Array<[string, string, Send, { multiline: boolean; required: boolean }]> = [
  ['contact', 'name', (v) => CONTACT(request('/api/contact', { method: 'POST', body: contact({ name: v }) })), { multiline: false, required: true }],
  ['contact', 'message', (v) => CONTACT(request('/api/contact', { method: 'POST', body: contact({ message: v }) })), { multiline: true, required: true }],
  ['order', 'fullName', (v) => PLACE_ORDER(request('/api/orders', { method: 'POST', body: order({ fullName: v }) })), { multiline: false, required: true }],
  ['order', 'address', (v) => PLACE_ORDER(request('/api/orders', { method: 'POST', body: order({ address: v }) })), { multiline: true, required: true }],
  [
    'order',
    'transactionId',
    (v) => PLACE_ORDER(request('/api/orders', { method: 'POST', body: order({ transactionId: v }) })),
    { multiline: false, required: true },
  ],
  [
    'repair booking',
    'name',
    (v) => BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair({ name: v }) })),
    { multiline: false, required: true },
  ],
  [
    'repair booking',
    'brandModel',
    (v) => BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair({ brandModel: v }) })),
    { multiline: false, required: true },
  ],
  [
    'repair booking',
    'serialNumber',
    (v) => BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair({ serialNumber: v }) })),
    { multiline: false, required: false },
  ],
  [
    'repair booking',
    'problem',
    (v) => BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair({ problem: v }) })),
    { multiline: true, required: true },
  ],
  [
    'repair booking',
    'address',
    (v) => BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair({ address: v }) })),
    // Required for an on-site visit.
    { multiline: true, required: true },
  ],
  [
    'repair note',
    'note',
    (v) => UPDATE_REPAIR(request(`/api/service-requests/${repairId}`, { method: 'PATCH', token, body: { note: v } }), withId(repairId)),
    { multiline: true, required: true },
  ],
  [
    'new product',
    'name',
    (v) => ADD_PRODUCT(request('/api/products', { method: 'POST', token, body: { name: v, category: 'POS Printer' } })),
    { multiline: false, required: true },
  ],
  [
    'new product',
    'description',
    (v) => ADD_PRODUCT(request('/api/products', { method: 'POST', token, body: { name: 'Scanner', category: 'POS Printer', description: v } })),
    { multiline: true, required: false },
  ],
  [
    'product edit',
    'offer',
    (v) => EDIT_PRODUCT(request(`/api/products/${productId}`, { method: 'PATCH', token, body: { offer: v } }), withId(productId)),
    { multiline: false, required: false },
  ],
  [
    'product edit',
    'name',
    (v) => EDIT_PRODUCT(request(`/api/products/${productId}`, { method: 'PATCH', token, body: { name: v } }), withId(productId)),
    { multiline: false, required: true },
  ],
];

const hostile: Array<[string, string, (rule: { multiline: boolean; required: boolean }) => boolean]> = [
  ['a NUL', 'Aman\u0000Singh', () => true],
  ['an escape sequence', '\u001b[31mAman\u001b[0m', () => true],
  ['a C1 control (CSI)', 'Aman\u009b31m', () => true],
  ['DEL', 'Aman\u007f', () => true],
  ['a right-to-left override', 'invoice\u202Efdp.exe', () => true],
  ['a left-to-right embedding', '\u202Aabc\u202C', () => true],
  ['a first-strong isolate', 'abc\u2068def\u2069', () => true],
  ['a line break in a one-line field', 'Aman\nBcc: someone@example.com', (rule) => !rule.multiline],
  ['a tab in a one-line field', 'Aman\tSingh', (rule) => !rule.multiline],
  ['only zero-width characters and spaces', ' \u200B\u200C\u200D\u2060\uFEFF \u00a0', (rule) => rule.required],
];

describe.each(fields)('%s: %s', (_endpoint, field, send, rule) => {
  const refused = hostile.filter(([, , applies]) => applies(rule));
  it.each(refused.map(([name, value]) => [name, value] as const))('refuses %s with 400 naming the field, writing nothing', async (_name, value) => {
    const before = await snapshot();
    const response = await send(value);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(body.message).toBeTruthy();
    expect(await snapshot()).toBe(before);
  });
});

describe('what the rule keeps', () => {
  it('a multi-line field keeps tabs and line breaks, stored as LF', async () => {
    const response = await CONTACT(
      request('/api/contact', { method: 'POST', body: contact({ message: 'Two printers:\r\n\t- TVS RP 3200\r\n\t- Epson TM-T82' }) }),
    );
    expect(response.status).toBe(200);
    const stored = await ContactMessageModel.findOne().sort({ _id: -1 }).lean();
    expect(stored?.message).toBe('Two printers:\n\t- TVS RP 3200\n\t- Epson TM-T82');
  });

  it('zero-width joiners inside words stay (Indic scripts need them), and an optional field of only zero-width characters is absent', async () => {
    const name = 'क्\u200Dष ਸਿੰਘ';
    const response = await BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: repair({ name, serialNumber: '\u200B\uFEFF' }) }));
    expect(response.status).toBe(201);
    const { ticketNumber } = (await response.json()) as { ticketNumber: string };
    const stored = await ServiceRequestModel.findOne({ ticketNumber }).lean();
    expect(stored?.name).toBe(name);
    expect(stored?.serialNumber ?? null).toBeNull();
  });
});

describe('the same rule in the Server Actions', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it.each([
    ['name', 'Aman\u0000'],
    ['brandModel', 'TVS\u202E'],
    ['problem', '\u200B\u200B'],
  ])('the repair booking form refuses %s with its error, storing nothing', async (field, value) => {
    const before = await ServiceRequestModel.countDocuments();
    const answer = await bookRepairAction({ values: {} }, form({ ...repair(), [field]: value }));
    expect(answer.errors).toHaveProperty(field);
    expect(answer.ticketNumber).toBeUndefined();
    expect(await ServiceRequestModel.countDocuments()).toBe(before);
  });
});
