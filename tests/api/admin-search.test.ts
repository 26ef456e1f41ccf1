/**
 * Finding things fast in the admin: orders by number, name, mobile or GSTIN (with the status
 * filter), products by words, category and stock, repairs by status. Each search takes the admin's
 * text literally (a regular-expression character is just a character), counts every match and is
 * read a page at a time; the filters are read from and written back to the address.
 */
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderListHref, orderListQuery, productListHref, productListQuery, repairListHref, repairListQuery } from '@/lib/admin-list-query';
import { listAdminProducts } from '@/lib/server/catalogue/products';
import { listOrders } from '@/lib/server/orders/orders';
import { listServiceRequests } from '@/lib/server/repairs/service-requests';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { ServiceRequestModel } from '@/models/ServiceRequest';
import { clearCollections, useTestDatabase } from '../helpers/database';

useTestDatabase();

const start = Date.parse('2026-10-01T00:00:00Z');
const order = (i: number, fields: Record<string, unknown> = {}) => ({
  orderNumber: `SV-${String(i).padStart(7, '0')}`,
  fullName: `Buyer ${i}`,
  address: 'Ludhiana',
  mobile: `98765${String(i).padStart(5, '0')}`,
  email: 'buyer@example.in',
  paymentMethod: 'COD',
  transactionId: null,
  items: [{ productId: new mongoose.Types.ObjectId(), name: 'Roll', price: 10, quantity: 1 }],
  totalAmount: 10,
  status: i % 2 ? 'new' : 'confirmed',
  paid: false,
  gstin: null,
  createdAt: new Date(start + i * 60_000),
  updatedAt: new Date(start + i * 60_000),
  ...fields,
});

beforeAll(async () => {
  await clearCollections();
  await OrderModel.collection.insertMany([
    ...Array.from({ length: 45 }, (_, i) => order(i)),
    order(100, { fullName: 'Harpreet Kaur (Ludhiana) Traders', mobile: '9814012345', gstin: '03AAACS1234A1Z5', businessName: 'Kaur Traders' }),
    order(101, { fullName: 'Harpreet Singh', mobile: '9814099999', status: 'new' }),
    order(102, { fullName: 'A.B. Sharma', mobile: '9888800000' }),
  ]);
  await ProductModel.create([
    { name: 'TVS RP 3160 Gold receipt printer', category: 'Thermal Receipt Printers', price: 9000, stock: 12 },
    { name: 'TVS LP 46 Neo label printer', category: 'Label Printers', price: 15000, stock: 2 },
    { name: 'TVS BS-L100 barcode scanner', category: 'Barcode Scanners', price: 2500, stock: 0 },
    { name: 'Thermal paper roll 79 mm', category: 'Consumables', price: 40 },
    ...Array.from({ length: 25 }, (_, i) => ({ name: `Cash drawer model ${i}`, category: 'Cash Drawers', price: 3000 + i, stock: 20 })),
  ]);
  const repair = (i: number, status: string) => ({
    ticketNumber: `SR-${String(i).padStart(7, '0')}`,
    name: `Customer ${i}`,
    mobile: '9876543210',
    deviceType: 'Receipt printer',
    brandModel: 'TVS RP 3160',
    problem: 'Paper jams',
    visit: 'drop-off',
    preferredDate: '2026-12-01',
    status,
    statusHistory: [{ status, at: new Date(start) }],
    notes: [],
    createdAt: new Date(start + i * 60_000),
    updatedAt: new Date(start + i * 60_000),
  });
  await ServiceRequestModel.collection.insertMany([
    ...Array.from({ length: 23 }, (_, i) => repair(i, 'received')),
    repair(30, 'ready'),
    repair(31, 'ready'),
    repair(32, 'closed'),
  ]);
});

describe('Orders: search by order number, name, mobile or GSTIN', () => {
  it('finds an order by part of its number, in any case', async () => {
    const { orders, total } = await listOrders({ page: 1, limit: 20, q: 'sv-0000042' });
    expect(total).toBe(1);
    expect(orders[0]?.fullName).toBe('Buyer 42');
  });

  it('finds orders by part of the name, in any case, newest first', async () => {
    const { orders, total } = await listOrders({ page: 1, limit: 20, q: 'harpreet' });
    expect(total).toBe(2);
    expect(orders.map((item) => item.fullName)).toEqual(['Harpreet Singh', 'Harpreet Kaur (Ludhiana) Traders']);
  });

  it('finds an order by its mobile number, written with spaces or +91', async () => {
    expect((await listOrders({ page: 1, limit: 20, q: '98140 12345' })).orders.map((item) => item.fullName)).toEqual(['Harpreet Kaur (Ludhiana) Traders']);
    expect((await listOrders({ page: 1, limit: 20, q: '+91 9814099999' })).orders.map((item) => item.fullName)).toEqual(['Harpreet Singh']);
  });

  it('finds an order by its GSTIN, in any case', async () => {
    const { orders, total } = await listOrders({ page: 1, limit: 20, q: '03aaacs1234a1z5' });
    expect(total).toBe(1);
    expect(orders[0]?.gstin).toBe('03AAACS1234A1Z5');
  });

  it('takes the text literally: regular-expression characters match only themselves', async () => {
    expect((await listOrders({ page: 1, limit: 20, q: '.*' })).total).toBe(0);
    expect((await listOrders({ page: 1, limit: 20, q: 'A.B.' })).orders.map((item) => item.fullName)).toEqual(['A.B. Sharma']);
    expect((await listOrders({ page: 1, limit: 20, q: 'AXB' })).total).toBe(0);
    expect((await listOrders({ page: 1, limit: 20, q: '(Ludhiana)' })).orders.map((item) => item.fullName)).toEqual(['Harpreet Kaur (Ludhiana) Traders']);
    expect((await listOrders({ page: 1, limit: 20, q: '[' })).total).toBe(0);
  });

  it('combines the search with the status filter', async () => {
    const { orders, total } = await listOrders({ page: 1, limit: 20, q: 'harpreet', status: 'new' });
    expect(total).toBe(1);
    expect(orders[0]?.fullName).toBe('Harpreet Singh');
  });

  it('reads a search a page at a time and counts every match', async () => {
    const first = await listOrders({ page: 1, limit: 20, q: 'buyer' });
    const third = await listOrders({ page: 3, limit: 20, q: 'buyer' });
    expect(first.total).toBe(45);
    expect(first.orders).toHaveLength(20);
    expect(third.orders.map((item) => item.fullName)).toEqual(['Buyer 4', 'Buyer 3', 'Buyer 2', 'Buyer 1', 'Buyer 0']);
  });
});

describe('All Products: search, category and stock filters', () => {
  it('finds products by the words their name, category or description start with', async () => {
    const { products, total } = await listAdminProducts({ page: 1, limit: 20, q: 'tvs print' });
    expect(total).toBe(2);
    expect(products.map((item) => item.name).sort()).toEqual(['TVS LP 46 Neo label printer', 'TVS RP 3160 Gold receipt printer']);
  });

  it('keeps one category, and combines it with a search', async () => {
    expect((await listAdminProducts({ page: 1, limit: 50, category: 'Cash Drawers' })).total).toBe(25);
    expect((await listAdminProducts({ page: 1, limit: 50, category: 'Label Printers', q: 'tvs' })).products.map((item) => item.name)).toEqual([
      'TVS LP 46 Neo label printer',
    ]);
  });

  it('keeps low, out-of-stock or untracked products', async () => {
    expect((await listAdminProducts({ page: 1, limit: 50, stock: 'out' })).products.map((item) => item.name)).toEqual(['TVS BS-L100 barcode scanner']);
    expect((await listAdminProducts({ page: 1, limit: 50, stock: 'untracked' })).products.map((item) => item.name)).toEqual(['Thermal paper roll 79 mm']);
    expect((await listAdminProducts({ page: 1, limit: 50, stock: 'low' })).products.map((item) => item.name)).toEqual([
      'TVS BS-L100 barcode scanner',
      'TVS LP 46 Neo label printer',
    ]);
  });

  it('takes the search literally and reads it a page at a time', async () => {
    expect((await listAdminProducts({ page: 1, limit: 20, q: '.*' })).total).toBe(0);
    const second = await listAdminProducts({ page: 2, limit: 20, q: 'cash drawer' });
    expect(second.total).toBe(25);
    expect(second.products).toHaveLength(5);
  });
});

describe('Service Requests: filter by status', () => {
  it('keeps one status, counting only those, a page at a time', async () => {
    const ready = await listServiceRequests({ page: 1, limit: 20, status: 'ready' });
    expect(ready.total).toBe(2);
    expect(ready.requests.map((item) => item.ticketNumber)).toEqual(['SR-0000031', 'SR-0000030']);
    const received = await listServiceRequests({ page: 2, limit: 20, status: 'received' });
    expect(received.total).toBe(23);
    expect(received.requests).toHaveLength(3);
  });
});

describe('the filters live in the address', () => {
  it('reads and writes the Orders search and status', () => {
    const query = orderListQuery({ q: '  Harpreet Kaur ', status: 'new', page: '2' });
    expect(query).toEqual({ page: 2, status: 'new', q: 'Harpreet Kaur' });
    expect(orderListHref(query)).toBe('/admin/orders?q=Harpreet+Kaur&status=new&page=2');
    expect(orderListQuery({ q: '   ', status: 'lost' })).toEqual({ page: 1 });
  });

  it('reads and writes the All Products search, category and stock', () => {
    const query = productListQuery({ q: 'tvs', category: 'label printers', stock: 'out' });
    expect(query).toEqual({ page: 1, q: 'tvs', category: 'Label Printers', stock: 'out' });
    expect(productListHref({ ...query, page: 3 })).toBe('/admin/all-products?q=tvs&category=Label+Printers&stock=out&page=3');
    expect(productListQuery({ category: 'Toasters', stock: 'plenty' })).toEqual({ page: 1 });
  });

  it('reads and writes the Service Requests status', () => {
    expect(repairListQuery({ status: 'ready', page: '2' })).toEqual({ page: 2, status: 'ready' });
    expect(repairListHref({ page: 2, status: 'ready' })).toBe('/admin/service-requests?status=ready&page=2');
    expect(repairListQuery({ status: 'lost' })).toEqual({ page: 1 });
  });
});
