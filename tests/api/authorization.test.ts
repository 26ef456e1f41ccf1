import { beforeAll, describe, expect, it } from 'vitest';
import * as adminItem from '@/app/api/admin/admins/[id]/route';
import * as admins from '@/app/api/admin/admins/route';
import { POST as LOGOUT } from '@/app/api/admin/logout/route';
import * as password from '@/app/api/admin/password/route';
import * as contactItem from '@/app/api/contact/[id]/route';
import * as contact from '@/app/api/contact/route';
import * as orderItem from '@/app/api/orders/[id]/route';
import * as ordersExport from '@/app/api/orders/export/route';
import * as orderInvoice from '@/app/api/orders/[id]/invoice/route';
import * as gstReport from '@/app/api/reports/gst/route';
import * as gstr1Report from '@/app/api/reports/gstr1/route';
import * as orders from '@/app/api/orders/route';
import * as productItem from '@/app/api/products/[id]/route';
import * as products from '@/app/api/products/route';
import { loginAdmin, registerAdmin } from '@/lib/server/auth/admins';
import { hashPassword } from '@/lib/server/auth/password';
import { AdminModel } from '@/models/Admin';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { useTestDatabase } from '../helpers/database';
import { ORIGIN, expiredToken, request, signedInAdmin, tokenWithWrongSignature, withId, type RequestOptions } from './http';

useTestDatabase();

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

interface Endpoint {
  name: string;
  method: string;
  handler: Handler;
  path: (ids: Ids) => string;
  id?: (ids: Ids) => string;
  body?: unknown | ((ids: Ids) => unknown);
  /** Runs before each call, e.g. to put back what an earlier accepted call changed. */
  prepare?: () => Promise<void>;
}

interface Ids {
  product: string;
  order: string;
  message: string;
  admin: string;
}

// Every admin endpoint of the API. A fresh record per call keeps DELETEs meaningful.
const endpoints: Endpoint[] = [
  { name: 'GET /api/contact', method: 'GET', handler: contact.GET as Handler, path: () => '/api/contact' },
  {
    name: 'PATCH /api/contact/{id}',
    method: 'PATCH',
    handler: contactItem.PATCH as Handler,
    path: (ids) => `/api/contact/${ids.message}`,
    id: (ids) => ids.message,
  },
  {
    name: 'DELETE /api/contact/{id}',
    method: 'DELETE',
    handler: contactItem.DELETE as Handler,
    path: (ids) => `/api/contact/${ids.message}`,
    id: (ids) => ids.message,
  },
  {
    name: 'POST /api/products',
    method: 'POST',
    handler: products.POST as Handler,
    path: () => '/api/products',
    body: { name: 'Matrix test product', category: 'Spares' },
  },
  {
    name: 'PATCH /api/products/{id}',
    method: 'PATCH',
    handler: productItem.PATCH as Handler,
    path: (ids) => `/api/products/${ids.product}`,
    id: (ids) => ids.product,
    body: { price: 10 },
  },
  {
    name: 'DELETE /api/products/{id}',
    method: 'DELETE',
    handler: productItem.DELETE as Handler,
    path: (ids) => `/api/products/${ids.product}`,
    id: (ids) => ids.product,
  },
  { name: 'GET /api/orders', method: 'GET', handler: orders.GET as Handler, path: () => '/api/orders' },
  {
    name: 'PATCH /api/orders/{id}',
    method: 'PATCH',
    handler: orderItem.PATCH as Handler,
    path: (ids) => `/api/orders/${ids.order}`,
    id: (ids) => ids.order,
    body: { status: 'confirmed' },
  },
  {
    name: 'DELETE /api/orders/{id}',
    method: 'DELETE',
    handler: orderItem.DELETE as Handler,
    path: (ids) => `/api/orders/${ids.order}`,
    id: (ids) => ids.order,
  },
  { name: 'GET /api/orders/export', method: 'GET', handler: ordersExport.GET as Handler, path: () => '/api/orders/export?from=2026-01-01&to=2026-01-31' },
  {
    name: 'POST /api/orders/{id}/invoice',
    method: 'POST',
    handler: orderInvoice.POST as Handler,
    path: (ids) => `/api/orders/${ids.order}/invoice`,
    id: (ids) => ids.order,
  },
  { name: 'GET /api/reports/gst', method: 'GET', handler: gstReport.GET as Handler, path: () => '/api/reports/gst?month=2026-01' },
  { name: 'GET /api/reports/gstr1', method: 'GET', handler: gstr1Report.GET as Handler, path: () => '/api/reports/gstr1?month=2026-01' },
  { name: 'GET /api/admin/admins', method: 'GET', handler: admins.GET as Handler, path: () => '/api/admin/admins' },
  {
    name: 'POST /api/admin/admins',
    method: 'POST',
    handler: admins.POST as Handler,
    path: () => '/api/admin/admins',
    body: (ids: Ids) => ({ email: `added-${ids.admin}@sanvio.test`, password: 'a long enough password' }),
  },
  {
    name: 'DELETE /api/admin/admins/{id}',
    method: 'DELETE',
    handler: adminItem.DELETE as Handler,
    path: (ids) => `/api/admin/admins/${ids.admin}`,
    id: (ids) => ids.admin,
  },
  // Changes the password (to the same one is refused); each call starts from the known one again, and
  // the session that asks stays valid.
  {
    name: 'POST /api/admin/password',
    method: 'POST',
    handler: password.POST as Handler,
    path: () => '/api/admin/password',
    body: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery staple' },
    prepare: async () => {
      await AdminModel.updateOne({ _id: someAdminId }, { $set: { passwordHash: await hashPassword('correct horse battery') } });
    },
  },
];

async function freshIds(): Promise<Ids> {
  const product = await ProductModel.create({ name: `P ${Math.random()}`, category: 'Spares', price: 100, hsnCode: '844399' });
  const order = await OrderModel.create({
    orderNumber: `SV-T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    fullName: 'Buyer',
    address: 'Ludhiana',
    billingState: 'Punjab',
    mobile: '9876543210',
    email: 'b@example.in',
    paymentMethod: 'COD',
    items: [{ productId: product._id, name: product.name, price: 100, quantity: 1 }],
    totalAmount: 100,
  });
  const message = await ContactMessageModel.create({ name: 'N', phone: '9876543210', email: 'n@example.in', message: 'Hello' });
  const admin = await registerAdmin({ email: `extra-${Math.random().toString(36).slice(2)}@sanvio.test`, password: 'an extra admin password' }, true);
  return { product: String(product._id), order: String(order._id), message: String(message._id), admin: admin.id };
}

async function counts() {
  return [
    await ProductModel.countDocuments(),
    await OrderModel.countDocuments(),
    await ContactMessageModel.countDocuments(),
    await AdminModel.countDocuments(),
  ];
}

async function call(endpoint: Endpoint, auth: RequestOptions) {
  await endpoint.prepare?.();
  const ids = await freshIds();
  const before = await counts();
  const response = await endpoint.handler(
    request(endpoint.path(ids), { method: endpoint.method, body: typeof endpoint.body === 'function' ? endpoint.body(ids) : endpoint.body, ...auth }),
    withId(endpoint.id?.(ids) ?? ''),
  );
  return { response, before, after: await counts(), ids };
}

let valid: string;
let deletedAdminToken: string;
let loggedOutToken: string;
let someAdminId: string;

beforeAll(async () => {
  const admin = await signedInAdmin();
  valid = admin.token;
  someAdminId = admin.id;
  const doomed = await signedInAdmin();
  deletedAdminToken = doomed.token;
  await AdminModel.deleteOne({ _id: doomed.id });
  // A second session of the valid admin, ended by logout: its token still verifies, but is refused.
  const second = await loginAdmin({ email: admin.email, password: admin.password });
  loggedOutToken = second?.token ?? '';
  expect((await LOGOUT(request('/api/admin/logout', { method: 'POST', token: loggedOutToken }))).status).toBe(200);
});

const refused: Array<[string, () => RequestOptions]> = [
  ['no token', () => ({})],
  ['a garbage token', () => ({ token: 'garbage' })],
  ['a token with the wrong signature', () => ({ token: tokenWithWrongSignature(someAdminId) })],
  ['an expired token', () => ({ token: expiredToken(someAdminId) })],
  ['the token of a deleted admin', () => ({ token: deletedAdminToken })],
  ['a logged-out token (Bearer)', () => ({ token: loggedOutToken })],
  ['a logged-out session cookie', () => ({ cookie: `admin_token=${loggedOutToken}`, headers: { origin: ORIGIN } })],
  ['a garbage cookie', () => ({ cookie: 'admin_token=garbage' })],
];

describe.each(endpoints)('$name is for admins only', (endpoint) => {
  it.each(refused)('refuses %s with 401 JSON and changes nothing', async (_case, auth) => {
    const { response, before, after } = await call(endpoint, auth());
    expect(response.status).toBe(401);
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string');
    expect(after).toEqual(before);
  });

  it('accepts a valid token (Bearer)', async () => {
    const { response } = await call(endpoint, { token: valid });
    expect(response.status).toBeLessThan(300);
  });

  it('accepts a valid session cookie from the same origin', async () => {
    const { response } = await call(endpoint, { cookie: `admin_token=${valid}`, headers: { origin: ORIGIN } });
    expect(response.status).toBeLessThan(300);
  });

  if (endpoint.method !== 'GET') {
    it('refuses a cookie-authenticated mutation from a foreign Origin with 403 (CSRF)', async () => {
      const { response, before, after } = await call(endpoint, { cookie: `admin_token=${valid}`, headers: { origin: 'https://evil.example' } });
      expect(response.status).toBe(403);
      expect(after).toEqual(before);
    });
  }
});
