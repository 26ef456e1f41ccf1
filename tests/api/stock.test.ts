import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATCH as patchOrder } from '@/app/api/orders/[id]/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { GET as getProduct, PATCH as patchProduct } from '@/app/api/products/[id]/route';
import { GET as listProducts, POST as postProduct } from '@/app/api/products/route';
import { listProductSitemapEntries } from '@/lib/server/catalogue/product-sitemap';
import { listAdminProducts } from '@/lib/server/catalogue/products';
import { stockLedger } from '@/lib/server/catalogue/stock-ledger';
import { POST as postStock } from '@/app/api/products/[id]/stock/route';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

// Many buyers at once from one test client; the limit itself is tested in rate-limits.test.ts.
process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let token = '';
beforeAll(async () => {
  token = (await signedInAdmin()).token;
});
beforeEach(async () => {
  await OrderModel.deleteMany({});
  await ProductModel.deleteMany({});
});

const buyer = { fullName: 'Buyer', address: 'Ludhiana', billingState: 'Punjab', mobile: '9876543210', email: 'buyer@example.in', paymentMethod: 'COD' };
const product = async (fields: Record<string, unknown> = {}) =>
  String((await ProductModel.create({ name: 'Barcode scanner', category: 'Barcode Scanners', price: 2500, hsnCode: '847190', ...fields }))._id);
const stockOf = async (id: string) => (await ProductModel.findById(id, { stock: 1 }).lean<{ stock?: number | null }>())?.stock;
const order = (cart: Array<{ _id: string; quantity: number }>, headers?: Record<string, string>) =>
  postOrder(request('/api/orders', { method: 'POST', body: { ...buyer, cart }, headers }));
const setStatus = (id: string, status: string) => patchOrder(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status } }), withId(id));

describe('stock on the products API', () => {
  it('takes a whole number or null on create and edit; anything else is a 400 naming stock that writes nothing', async () => {
    const created = await postProduct(request('/api/products', { method: 'POST', token, body: { name: 'Printer', category: 'POS Printer', stock: 7 } }));
    expect(created.status).toBe(201);
    const id = String((await bodyOf(created))._id);
    expect(await stockOf(id)).toBe(7);
    for (const stock of [-1, 1.5, '3', true]) {
      const refused = await patchProduct(request(`/api/products/${id}`, { method: 'PATCH', token, body: { stock } }), withId(id));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await bodyOf(refused))).toContain('stock');
    }
    expect(await stockOf(id)).toBe(7);
    const untracked = await patchProduct(request(`/api/products/${id}`, { method: 'PATCH', token, body: { stock: null } }), withId(id));
    expect(untracked.status).toBe(200);
    expect(await stockOf(id)).toBeUndefined();
    const untrackedNew = await postProduct(request('/api/products', { method: 'POST', token, body: { name: 'Roll', category: 'Consumables', stock: null } }));
    expect(untrackedNew.status).toBe(201);
    expect(await stockOf(String((await bodyOf(untrackedNew))._id))).toBeUndefined();
  });

  it('visitors see availability only; admins also get the number', async () => {
    const many = await product({ stock: 40 });
    const few = await product({ stock: 2 });
    const none = await product({ stock: 0 });
    const untracked = await product();
    const visitor = async (id: string) => bodyOf(await getProduct(request(`/api/products/${id}`), withId(id)));
    expect(await visitor(many)).toMatchObject({ availability: 'in-stock' });
    expect(await visitor(few)).toMatchObject({ availability: 'low-stock', unitsLeft: 2 });
    expect(await visitor(none)).toMatchObject({ availability: 'out-of-stock' });
    for (const id of [many, few, none, untracked]) expect(await visitor(id)).not.toHaveProperty('stock');
    expect(await visitor(untracked)).not.toHaveProperty('availability');
    expect(await visitor(many)).not.toHaveProperty('unitsLeft');
    const listed = (await (await listProducts(request('/api/products'))).json()) as Array<Record<string, unknown>>;
    expect(listed.some((item) => 'stock' in item)).toBe(false);
    const admin = await bodyOf(await getProduct(request(`/api/products/${many}`, { token }), withId(many)));
    expect(admin.stock).toBe(40);
    const adminUntracked = await bodyOf(await getProduct(request(`/api/products/${untracked}`, { token }), withId(untracked)));
    expect(adminUntracked.stock).toBeNull();
  });
});

describe('the admin list and the dashboard: low or out of stock', () => {
  it('keeps the tracked products at or below LOW_STOCK_AT, fewest units first, with the number; untracked ones never', async () => {
    for (const [name, stock] of [
      ['Ten', 10],
      ['Three', 3],
      ['Zero', 0],
      ['Untracked', null],
      ['One', 1],
      ['Four', 4],
    ] as const)
      await product({ name, ...(stock === null ? {} : { stock }) });
    const low = await listAdminProducts({ page: 1, limit: 10, lowStock: true });
    expect(low.total).toBe(3);
    expect(low.products.map((item) => [item.name, item.stock])).toEqual([
      ['Zero', 0],
      ['One', 1],
      ['Three', 3],
    ]);
    const all = await listAdminProducts({ page: 1, limit: 4 });
    expect(all.total).toBe(6);
    expect(all.products).toHaveLength(4);
    expect(all.products.every((item) => 'stock' in item)).toBe(true);
    process.env.LOW_STOCK_AT = '0';
    try {
      expect((await listAdminProducts({ page: 1, limit: 10, lowStock: true })).products.map((item) => item.name)).toEqual(['Zero']);
    } finally {
      delete process.env.LOW_STOCK_AT;
    }
  });
});

describe('an order takes its units atomically', () => {
  it('30 simultaneous orders for the last 5 units sell exactly 5', async () => {
    const id = await product({ stock: 5 });
    const responses = await Promise.all(Array.from({ length: 30 }, () => order([{ _id: id, quantity: 1 }])));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    const refused = await bodyOf(responses[statuses.indexOf(409)]!);
    expect(refused).toEqual({ message: 'Barcode scanner is out of stock.', productId: id, available: 0 });
    expect(await OrderModel.countDocuments()).toBe(5);
    expect(await stockOf(id)).toBe(0);
  }, 60_000);

  it('takes all lines or none: a short line gives back the lines already taken and names itself', async () => {
    const plenty = await product({ name: 'Thermal rolls', stock: 50 });
    const scarce = await product({ name: 'Label printer', stock: 2 });
    const untracked = await product({ name: 'Cash drawer' });
    const refused = await order([
      { _id: plenty, quantity: 10 },
      { _id: untracked, quantity: 3 },
      { _id: scarce, quantity: 3 },
    ]);
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toEqual({ message: 'Only 2 left of Label printer. Please lower the quantity.', productId: scarce, available: 2 });
    expect(await stockOf(plenty)).toBe(50);
    expect(await stockOf(scarce)).toBe(2);
    expect(await OrderModel.countDocuments()).toBe(0);
    const placed = await order([
      { _id: plenty, quantity: 10 },
      { _id: untracked, quantity: 3 },
      { _id: scarce, quantity: 2 },
    ]);
    expect(placed.status).toBe(201);
    expect([await stockOf(plenty), await stockOf(scarce), await stockOf(untracked)]).toEqual([40, 0, undefined]);
    const stored = await OrderModel.findOne().lean();
    expect(stored?.heldStock?.map((line) => [String(line.productId), line.quantity]).sort()).toEqual(
      [
        [plenty, 10],
        [scarce, 2],
      ].sort(),
    );
  });

  it("moves the sitemap's lastmod when the shown availability changes, not when a large stock only gets smaller", async () => {
    const id = await product({ stock: 10 });
    const lastmod = async () => (await listProductSitemapEntries()).find((entry) => entry.path === `/product-detail/${id}`)?.lastModified;
    const created = await lastmod();
    expect(created).toBeDefined();
    expect((await order([{ _id: id, quantity: 2 }])).status).toBe(201);
    expect(await lastmod()).toBe(created);
    expect((await order([{ _id: id, quantity: 5 }])).status).toBe(201);
    const changed = (await ProductModel.findById(id).lean())?.availabilityChangedAt;
    expect(changed).toBeInstanceOf(Date);
    expect(await lastmod()).toBe(changed!.toISOString());
  });

  it('one Idempotency-Key retried 20 times at once: one order, its units taken once', async () => {
    const id = await product({ stock: 50 });
    const headers = { 'idempotency-key': 'stock-retry-000001' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => order([{ _id: id, quantity: 2 }], headers)));
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(await OrderModel.countDocuments()).toBe(1);
    expect(await stockOf(id)).toBe(48);
  }, 60_000);
});

describe('order status changes', () => {
  it('10 simultaneous "shipped" write exactly one history entry', async () => {
    const id = await product({ stock: 5 });
    const placed = await bodyOf(await order([{ _id: id, quantity: 1 }]));
    const orderId = (placed.order as { _id: string })._id;
    const responses = await Promise.all(Array.from({ length: 10 }, () => setStatus(orderId, 'shipped')));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const stored = await OrderModel.findById(orderId).lean();
    expect(stored?.status).toBe('shipped');
    expect(stored?.statusHistory?.map((entry) => entry.status)).toEqual(['new', 'shipped']);
  });

  it('a burst of cancels gives the units back once; a burst of reopens takes them once; reopening without units is a 409', async () => {
    const id = await product({ stock: 5 });
    const placed = await bodyOf(await order([{ _id: id, quantity: 2 }]));
    const orderId = (placed.order as { _id: string })._id;
    expect(await stockOf(id)).toBe(3);

    await Promise.all(Array.from({ length: 10 }, () => setStatus(orderId, 'cancelled')));
    expect(await stockOf(id)).toBe(5);
    const reopens = await Promise.all(Array.from({ length: 10 }, () => setStatus(orderId, 'confirmed')));
    expect(reopens.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    expect(await stockOf(id)).toBe(3);
    await Promise.all(Array.from({ length: 10 }, () => setStatus(orderId, 'cancelled')));
    expect(await stockOf(id)).toBe(5);
    let stored = await OrderModel.findById(orderId).lean();
    expect(stored?.statusHistory?.map((entry) => entry.status)).toEqual(['new', 'cancelled', 'confirmed', 'cancelled']);

    // The units were sold to someone else meanwhile: the order cannot be reopened.
    await ProductModel.updateOne({ _id: id }, { $set: { stock: 1 } });
    const refused = await setStatus(orderId, 'new');
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({ productId: id, available: 1 });
    stored = await OrderModel.findById(orderId).lean();
    expect(stored?.status).toBe('cancelled');
    expect(await stockOf(id)).toBe(1);
  });

  it('cancelling an order placed before stock was kept gives nothing back', async () => {
    const id = await product({ stock: 5 });
    const placed = await bodyOf(await order([{ _id: id, quantity: 2 }]));
    const orderId = (placed.order as { _id: string })._id;
    await OrderModel.updateOne({ _id: orderId }, { $unset: { heldStock: '' } });
    await setStatus(orderId, 'cancelled');
    expect(await stockOf(id)).toBe(3);
  });
});

/** Starts a shop instance in its own process (tests/helpers/order-instance.ts), connected to this file's database. */
function startInstance(job: Record<string, unknown>): { child: ChildProcessWithoutNullStreams; ready: Promise<void>; statuses: Promise<number[]> } {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'tests/helpers/order-instance.ts'], {
    env: { ...process.env, INSTANCE_JOB: JSON.stringify(job) },
  });
  const lines = createInterface({ input: child.stdout });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const statuses = new Promise<number[]>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') onReady();
      else if (line.startsWith('statuses ')) resolve(JSON.parse(line.slice('statuses '.length)) as number[]);
    });
    child.on('exit', (code) => reject(new Error(`instance exited with ${code}: ${errors}`)));
  });
  return { child, ready, statuses };
}

async function onTwoInstances(jobs: Array<Record<string, unknown>>): Promise<number[]> {
  const instances = jobs.map(startInstance);
  await Promise.all(instances.map((instance) => instance.ready));
  for (const instance of instances) instance.child.stdin.write('go\n');
  return (await Promise.all(instances.map((instance) => instance.statuses))).flat();
}

describe('on two instances (two processes, one database)', () => {
  it('30 simultaneous orders for the last 5 units sell exactly 5', async () => {
    const id = await product({ stock: 5 });
    const job = { kind: 'orders', count: 15, body: { ...buyer, cart: [{ _id: id, quantity: 1 }] } };
    const statuses = await onTwoInstances([job, job]);
    expect(statuses).toHaveLength(30);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect(await OrderModel.countDocuments()).toBe(5);
    expect(await stockOf(id)).toBe(0);
  }, 120_000);

  it('10 simultaneous "shipped" write one history entry; simultaneous cancels give the units back once', async () => {
    const id = await product({ stock: 5 });
    const placed = await bodyOf(await order([{ _id: id, quantity: 3 }]));
    const orderId = (placed.order as { _id: string })._id;
    const shipped = { kind: 'status', count: 5, orderId, status: 'shipped', token };
    expect(await onTwoInstances([shipped, shipped])).toEqual(Array(10).fill(200));
    let stored = await OrderModel.findById(orderId).lean();
    expect(stored?.statusHistory?.map((entry) => entry.status)).toEqual(['new', 'shipped']);

    const cancelled = { ...shipped, status: 'cancelled' };
    expect(await onTwoInstances([cancelled, cancelled])).toEqual(Array(10).fill(200));
    expect(await stockOf(id)).toBe(5);
    // A reopen that finds the units taken answers 409 unless it sees the order already reopened.
    const reopened = { ...shipped, status: 'confirmed' };
    const reopens = await onTwoInstances([reopened, reopened]);
    expect(reopens).toContain(200);
    expect(reopens.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await stockOf(id)).toBe(2);
    stored = await OrderModel.findById(orderId).lean();
    expect(stored?.statusHistory?.map((entry) => entry.status)).toEqual(['new', 'shipped', 'cancelled', 'confirmed']);
  }, 120_000);
});

describe('stock edited as a movement', () => {
  const tracked = async (stock: number) =>
    String(
      (
        await bodyOf(
          await postProduct(request('/api/products', { method: 'POST', token, body: { name: 'Printer', category: 'POS Printer', price: 100, stock } })),
        )
      )._id,
    );
  const etagOf = async (id: string) => (await getProduct(request(`/api/products/${id}`, { token }), withId(id))).headers.get('etag') ?? '';
  const edit = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    patchProduct(request(`/api/products/${id}`, { method: 'PATCH', token, body, headers }), withId(id));
  const expectBalanced = async () => {
    for (const line of await stockLedger()) expect(line).toMatchObject({ balanced: true });
  };

  it('a form opened before an order took units cannot put them back: 412 with the current figure, nothing written', async () => {
    const id = await tracked(5);
    const etag = await etagOf(id);
    expect((await order([{ _id: id, quantity: 3 }])).status).toBe(201);
    // Taking stock moved the version: the stale form's If-Match no longer matches.
    expect(await etagOf(id)).not.toBe(etag);
    const stale = await edit(id, { price: 120, stock: 5, stockWas: 5 }, { 'if-match': etag });
    expect(stale.status).toBe(412);
    // Without If-Match the stock it was opened with is still checked.
    const staleStock = await edit(id, { price: 120, stock: 5, stockWas: 5 });
    expect(staleStock.status).toBe(412);
    expect(await bodyOf(staleStock)).toMatchObject({ stock: 2, message: expect.stringContaining('2 in stock now') });
    expect(await stockOf(id)).toBe(2);
    expect((await ProductModel.findById(id).lean())?.price).toBe(100);
    // From the current figure, "+10 received": a movement counted in the ledger.
    const fresh = await edit(id, { stock: 12, stockWas: 2 }, { 'if-match': await etagOf(id) });
    expect(fresh.status).toBe(200);
    expect(await stockOf(id)).toBe(12);
    expect((await ProductModel.findById(id).lean())?.stockReceived).toBe(15);
    await expectBalanced();
  });

  it('POST /api/products/{id}/stock records { change, reason } and answers { stock }; admin only; bad input is 400 writing nothing', async () => {
    const id = await tracked(4);
    const move = (body: unknown, withToken = true) =>
      postStock(request(`/api/products/${id}/stock`, { method: 'POST', body, ...(withToken ? { token } : {}) }), withId(id));
    expect((await move({ change: 10, reason: 'Received' }, false)).status).toBe(401);
    for (const body of [{ change: 0, reason: 'x' }, { change: 1.5, reason: 'x' }, { change: 2 }, { change: '3', reason: 'x' }, { change: 2, reason: '' }]) {
      const refused = await move(body);
      expect(refused.status).toBe(400);
      expect(Object.keys(((await bodyOf(refused)).errors ?? {}) as object).length).toBeGreaterThan(0);
    }
    expect(await stockOf(id)).toBe(4);
    const received = await move({ change: 10, reason: 'Received from distributor' });
    expect(received.status).toBe(200);
    expect(await bodyOf(received)).toEqual({ stock: 14 });
    const damaged = await move({ change: -1, reason: 'Damaged in transit' });
    expect(await bodyOf(damaged)).toEqual({ stock: 13 });
    const tooMany = await move({ change: -20, reason: 'Written off' });
    expect(tooMany.status).toBe(409);
    expect(await bodyOf(tooMany)).toMatchObject({ stock: 13 });
    const stored = await ProductModel.findById(id).lean();
    expect(stored?.stockAdjustments?.map((a) => [a.change, a.reason])).toEqual([
      [10, 'Received from distributor'],
      [-1, 'Damaged in transit'],
    ]);
    await expectBalanced();
    // 20 simultaneous "-1" on 13 units: exactly 13 succeed.
    const burst = await Promise.all(Array.from({ length: 20 }, () => move({ change: -1, reason: 'Sold at the counter' })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(13);
    expect(await stockOf(id)).toBe(0);
    await expectBalanced();
  });
});
