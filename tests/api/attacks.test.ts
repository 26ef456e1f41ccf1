/**
 * Hostile input against every public endpoint (bad input gets a clear error and writes
 * nothing). Each case must answer 4xx with a message, never 5xx, and leave every collection as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { POST as CONTACT } from '@/app/api/contact/route';
import { POST as PLACE_ORDER } from '@/app/api/orders/route';
import { GET as PRODUCT } from '@/app/api/products/[id]/route';
import { GET as PRODUCTS } from '@/app/api/products/route';
import { AdminModel } from '@/models/Admin';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request, SETUP_CODE, withId } from './http';

process.env.RATE_LIMIT_CONTACT = '100000/600';
process.env.RATE_LIMIT_ORDER = '100000/600';
process.env.RATE_LIMIT_REGISTER = '100000/600';
process.env.RATE_LIMIT_LOGIN_IP = '100000/600';
process.env.RATE_LIMIT_LOGIN_ACCOUNT_IP = '100000/600';
process.env.RATE_LIMIT_LOGIN_ACCOUNT = '100000/600';
useTestDatabase();

let productId = '';

beforeAll(async () => {
  await clearCollections();
  productId = String((await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 5000 }))._id);
  // An admin exists, so sign-up is closed to visitors as in production.
  await AdminModel.create({ email: 'owner@sanvio.in', passwordHash: '$2b$04$abcdefghijklmnopqrstuuM0X6s0vHf8L7b2nHcH1d1jC8P6m8a1W' });
});

const snapshot = async () => [
  await ProductModel.countDocuments(),
  await OrderModel.countDocuments(),
  await ContactMessageModel.countDocuments(),
  await AdminModel.countDocuments(),
];

const huge = 'x'.repeat(60_000);
const jsonWith = (base: Record<string, unknown>, extra: string) => JSON.stringify(base).replace(/}$/, `,${extra}}`);

const contact = { name: 'Aman', phone: '9876543210', email: 'aman@example.in', message: 'Hello' };
const order = () => ({
  fullName: 'Aman',
  address: 'Ludhiana',
  billingState: 'Punjab',
  mobile: '9876543210',
  email: 'aman@example.in',
  paymentMethod: 'COD',
  cart: [{ _id: productId, quantity: 1 }],
});
const login = { email: 'owner@sanvio.in', password: 'whatever123' };

type Case = [string, { body?: unknown; rawBody?: string }];

const contactCases: Case[] = [
  ['number as name', { body: { ...contact, name: 42 } }],
  ['missing every field', { body: {} }],
  ['array body', { body: [contact] }],
  ['null body', { rawBody: 'null' }],
  ['huge message', { body: { ...contact, message: huge } }],
  ['operator in email', { body: { ...contact, email: { $gt: '' } } }],
  ['$where in phone', { body: { ...contact, phone: { $where: 'sleep(1000)' } } }],
  ['__proto__ key with bad phone', { rawBody: jsonWith({ ...contact, phone: '1' }, '"__proto__":{"isAdmin":true}') }],
  ['constructor.prototype with bad email', { rawBody: jsonWith({ ...contact, email: 'x' }, '"constructor":{"prototype":{"isAdmin":true}}') }],
  ['full-width digits as phone', { body: { ...contact, phone: '９８７６５４３２１０' } }],
  ['zero-width space in phone', { body: { ...contact, phone: '98765\u200b43210' } }],
  ['truncated JSON', { rawBody: '{"name":"Aman"' }],
];

const orderCases: Case[] = [
  ['negative quantity', { body: { ...order(), cart: [{ _id: productId, quantity: -1 }] } }],
  ['fractional quantity', { body: { ...order(), cart: [{ _id: productId, quantity: 0.5 }] } }],
  ['huge quantity', { body: { ...order(), cart: [{ _id: productId, quantity: 1e12 }] } }],
  ['quantity as string', { body: { ...order(), cart: [{ _id: productId, quantity: '2' }] } }],
  ['bogus ObjectId', { body: { ...order(), cart: [{ _id: 'zzzzzzzzzzzzzzzzzzzzzzzz', quantity: 1 }] } }],
  ['operator as product id', { body: { ...order(), cart: [{ _id: { $ne: null }, quantity: 1 }] } }],
  ['unknown product', { body: { ...order(), cart: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 1 }] } }],
  ['empty cart', { body: { ...order(), cart: [] } }],
  ['cart as object', { body: { ...order(), cart: { _id: productId } } }],
  ['Online without transaction id', { body: { ...order(), paymentMethod: 'Online' } }],
  ['huge address', { body: { ...order(), address: huge } }],
  ['operator in email', { body: { ...order(), email: { $regex: '.*' } } }],
  ['__proto__ with empty cart', { rawBody: jsonWith({ ...order(), cart: [] }, '"__proto__":{"totalAmount":1}') }],
  ['101 different cart lines', { body: { ...order(), cart: Array.from({ length: 101 }, (_, i) => ({ _id: i.toString(16).padStart(24, 'a'), quantity: 1 })) } }],
  ['100 lines of 1000 of one product', { body: { ...order(), cart: Array.from({ length: 100 }, () => ({ _id: 'b'.repeat(24), quantity: 1000 })) } }],
];

const loginCases: Case[] = [
  ['operator as email', { body: { email: { $gt: '' }, password: 'x' } }],
  ['operator as password', { body: { ...login, password: { $gt: '' } } }],
  ['$where', { body: { $where: 'return true', password: 'x' } }],
  ['array email', { body: { ...login, email: ['owner@sanvio.in'] } }],
  ['missing password', { body: { email: login.email } }],
  ['empty body', { body: {} }],
  ['number password', { body: { ...login, password: 12345678 } }],
  ['huge password', { body: { ...login, password: huge } }],
  ['not JSON', { rawBody: 'email=owner@sanvio.in&password=x' }],
  ['wrong password', { body: login }],
  ['unicode look-alike email', { body: { ...login, email: 'οwner@sanvio.in' } }],
];

const registerCases: Case[] = [
  ['visitor after the first admin', { body: { email: 'new@sanvio.in', password: 'password-1234' } }],
  ['visitor after the first admin, with the setup code', { body: { email: 'new@sanvio.in', password: 'password-1234', setupCode: SETUP_CODE } }],
  ['operator as setup code', { body: { email: 'new@sanvio.in', password: 'password-1234', setupCode: { $gt: '' } } }],
  ['operator as email', { body: { email: { $gt: '' }, password: 'password-1234' } }],
  ['short password', { body: { email: 'new@sanvio.in', password: 'short' } }],
  ['password over 72 bytes', { body: { email: 'new@sanvio.in', password: '€'.repeat(30) } }],
  ['invalid email', { body: { email: 'new', password: 'password-1234' } }],
  ['missing fields', { body: {} }],
  ['isAdmin flag', { body: { email: 'new@sanvio.in', password: 'password-1234', tokenVersion: -1, passwordHash: 'x' } }],
  ['__proto__ key', { rawBody: '{"email":"new@sanvio.in","password":"password-1234","__proto__":{"admin":true}}' }],
  ['array body', { body: [{ email: 'new@sanvio.in', password: 'password-1234' }] }],
  ['huge email', { body: { email: `${huge}@sanvio.in`, password: 'password-1234' } }],
];

async function expectRefused(response: Response, before: number[]) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(await snapshot()).toEqual(before);
}

describe('POST /api/contact refuses hostile input', () => {
  it.each(contactCases)('%s', async (_case, input) => {
    const before = await snapshot();
    await expectRefused(await CONTACT(request('/api/contact', { method: 'POST', ...input })), before);
  });
});

describe('POST /api/orders refuses hostile input', () => {
  it.each(orderCases)('%s', async (_case, input) => {
    const before = await snapshot();
    await expectRefused(await PLACE_ORDER(request('/api/orders', { method: 'POST', ...input })), before);
  });
});

describe('POST /api/admin/login refuses hostile input and hands out no token', () => {
  it.each(loginCases)('%s', async (_case, input) => {
    const before = await snapshot();
    const response = await LOGIN(request('/api/admin/login', { method: 'POST', ...input }));
    expect(response.headers.get('set-cookie')).toBeNull();
    await expectRefused(response, before);
  });
});

describe('POST /api/admin/register refuses hostile input', () => {
  it.each(registerCases)('%s', async (_case, input) => {
    const before = await snapshot();
    await expectRefused(await REGISTER(request('/api/admin/register', { method: 'POST', ...input })), before);
  });
});

describe('GET /api/products refuses hostile queries', () => {
  it.each(['page=-1', 'page=1e99', 'limit=0', 'limit=-5', 'page=', 'limit=abc', 'page=NaN', 'page=Infinity', 'limit=101', 'page=0x10'])('%s', async (query) => {
    const before = await snapshot();
    await expectRefused(await PRODUCTS(request(`/api/products?${query}`)), before);
  });

  it('treats an operator-looking category as an unknown category (empty page, no error)', async () => {
    const response = await PRODUCTS(request('/api/products?category[$ne]=x&category=%7B%22%24ne%22%3Anull%7D'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it.each(['xyz', '{"$gt":""}', '../../etc/passwd', 'aaaaaaaaaaaaaaaaaaaaaaaaa', '%00', 'ﬀ'.repeat(24)])(
    'GET /api/products/%s is 400 or 404, never 5xx',
    async (id) => {
      const response = await PRODUCT(request(`/api/products/${encodeURIComponent(id)}`), withId(id));
      expect([400, 404]).toContain(response.status);
    },
  );
});
