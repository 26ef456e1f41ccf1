/**
 * The admin's Orders and Contact Messages lists as the server renders them (filters by status, paid
 * and read, one order by number) and the unpaged GET /api/orders and GET /api/contact, which
 * keep their array answer but stream it from a cursor.
 */
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as LIST_MESSAGES } from '@/app/api/contact/route';
import { GET as LIST_ORDERS } from '@/app/api/orders/route';
import { listContactMessages } from '@/lib/server/messages/contact-messages';
import { listOrders } from '@/lib/server/orders/orders';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { readStream, request, signedInAdmin } from './http';

useTestDatabase();

const STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
const ORDERS = 250;
let token = '';

beforeAll(async () => {
  await clearCollections();
  token = (await signedInAdmin()).token;
  const start = Date.parse('2026-10-01T00:00:00Z');
  await OrderModel.collection.insertMany(
    Array.from({ length: ORDERS }, (_, i) => ({
      orderNumber: `SV-${String(i).padStart(7, '0')}`,
      fullName: `Buyer ${i}`,
      address: 'Ludhiana',
      mobile: '9876543210',
      email: 'buyer@example.in',
      paymentMethod: i % 2 ? 'Online' : 'COD',
      transactionId: i % 2 ? `UPI${i}` : null,
      items: [{ productId: new mongoose.Types.ObjectId(), name: 'Roll', price: 10, quantity: 1 }],
      totalAmount: 10,
      status: STATUSES[i % 5],
      paid: i % 3 === 0,
      createdAt: new Date(start + i * 60_000),
      updatedAt: new Date(start + i * 60_000),
      notifications: [{ _id: new mongoose.Types.ObjectId(), kind: 'order-shop', dueAt: null, attempts: 1, sentAt: new Date() }],
    })),
  );
  await ContactMessageModel.collection.insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Sender ${i}`,
      phone: '9876543210',
      email: 's@example.in',
      message: 'Hi',
      read: i < 10,
      createdAt: new Date(start + i * 60_000),
    })),
  );
});

describe('the Orders list with filters', () => {
  it('filters by status and paid, counting only what matches, newest first', async () => {
    const { orders, total } = await listOrders({ page: 1, limit: 20, status: 'shipped', paid: false });
    const expected = Array.from({ length: ORDERS }, (_, i) => i).filter((i) => i % 5 === 2 && i % 3 !== 0);
    expect(total).toBe(expected.length);
    expect(orders.map((order) => order.orderNumber)).toEqual(
      expected
        .reverse()
        .slice(0, 20)
        .map((i) => `SV-${String(i).padStart(7, '0')}`),
    );
  });

  it('finds one order by its number (the link in the new-order e-mail)', async () => {
    const { orders, total } = await listOrders({ page: 1, limit: 20, order: 'SV-0000042' });
    expect(total).toBe(1);
    expect(orders[0]?.fullName).toBe('Buyer 42');
  });

  it('never hands the outbox or the idempotency key to the admin screens', async () => {
    const { orders } = await listOrders({ page: 1, limit: 5 });
    expect(Object.keys(orders[0]!)).not.toContain('notifications');
    expect(Object.keys(orders[0]!)).not.toContain('idempotencyKey');
  });
});

describe('the Contact Messages list with the read filter', () => {
  it('shows only unread or only read messages, with their counts', async () => {
    expect((await listContactMessages({ page: 1, limit: 50, read: false })).total).toBe(20);
    const read = await listContactMessages({ page: 1, limit: 50, read: true });
    expect(read.total).toBe(10);
    expect(read.messages.every((message) => message.read)).toBe(true);
  });
});

describe('the unpaged GET /api/orders and GET /api/contact', () => {
  it('answer the whole array, newest first, streamed in several chunks, with X-Total-Count', async () => {
    const response = await LIST_ORDERS(request('/api/orders', { token }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-total-count')).toBe(String(ORDERS));
    const { chunks, text } = await readStream(response);
    expect(chunks).toBeGreaterThan(1);
    const orders = JSON.parse(text) as Array<{ orderNumber: string; notifications?: unknown }>;
    expect(orders).toHaveLength(ORDERS);
    expect(orders[0]?.orderNumber).toBe(`SV-${String(ORDERS - 1).padStart(7, '0')}`);
    expect(orders.at(-1)?.orderNumber).toBe('SV-0000000');
    expect(orders.some((order) => 'notifications' in order)).toBe(false);
  });

  it('GET /api/contact: the whole array of messages, newest first', async () => {
    const response = await LIST_MESSAGES(request('/api/contact', { token }));
    const list = JSON.parse((await readStream(response)).text) as Array<{ name: string }>;
    expect(list).toHaveLength(30);
    expect(list[0]?.name).toBe('Sender 29');
  });

  it('an empty list is an empty array', async () => {
    const saved = await ContactMessageModel.find().lean();
    await ContactMessageModel.deleteMany({});
    try {
      const response = await LIST_MESSAGES(request('/api/contact', { token }));
      expect(JSON.parse((await readStream(response)).text)).toEqual([]);
    } finally {
      await ContactMessageModel.collection.insertMany(saved);
    }
  });
});
