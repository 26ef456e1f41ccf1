/**
 * Paging of the admin lists, GET /api/orders and GET /api/contact. Spec section 7 gives both calls
 * without parameters ("list of orders", "list of messages"): that call still answers the whole list.
 * With ?page&limit they answer one page, newest first, with the total in X-Total-Count, validated like
 * the product listing (whole numbers, limit at most MAX_PAGE_SIZE), and only for a signed-in admin
 * (admins list orders and messages), who is checked before the query is read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as GET_MESSAGES } from '@/app/api/contact/route';
import { GET as GET_ORDERS } from '@/app/api/orders/route';
import { ADMIN_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '@/lib/shop-rules';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

const BASE = Date.UTC(2026, 0, 1);

interface AdminList {
  path: string;
  GET: (request: Request) => Promise<Response>;
  /** Stores `count` rows named "Buyer 1" (oldest) to "Buyer <count>" (newest); with `sameTime`, all created at one instant. */
  insert: (count: number, sameTime?: boolean) => Promise<void>;
  name: (row: Record<string, unknown>) => string;
}

const lists: AdminList[] = [
  {
    path: '/api/orders',
    GET: GET_ORDERS,
    insert: async (count, sameTime = false) => {
      await OrderModel.insertMany(
        Array.from({ length: count }, (_, i) => ({
          orderNumber: `SV-T${String(i + 1).padStart(6, '0')}`,
          fullName: `Buyer ${i + 1}`,
          address: '12 Model Town, Ludhiana',
          mobile: '9876543210',
          email: 'buyer@example.in',
          paymentMethod: 'COD',
          items: [{ productId: '0123456789abcdef01234567', name: 'Receipt Printer', price: 7499, quantity: 1 }],
          totalAmount: 7499,
          createdAt: new Date(sameTime ? BASE : BASE + i * 1000),
        })),
      );
    },
    name: (row) => String(row.fullName),
  },
  {
    path: '/api/contact',
    GET: GET_MESSAGES,
    insert: async (count, sameTime = false) => {
      await ContactMessageModel.insertMany(
        Array.from({ length: count }, (_, i) => ({
          name: `Buyer ${i + 1}`,
          phone: '9876543210',
          email: 'buyer@example.in',
          message: 'Need a quote for a receipt printer.',
          createdAt: new Date(sameTime ? BASE : BASE + i * 1000),
        })),
      );
    },
    name: (row) => String(row.name),
  },
];

const names = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Buyer ${from - i}`);

describe.each(lists)('GET $path paging (admin lists, spec sections 6 and 7)', ({ path, GET, insert, name }) => {
  async function get(query: string, token?: string) {
    const response = await GET(request(`${path}${query}`, { token }));
    const body = (await response.json()) as unknown;
    return { response, body, total: response.headers.get('x-total-count') };
  }

  it("without page or limit answers the whole list, newest first, as spec 7's plain call does (X-Total-Count too)", async () => {
    const { token } = await signedInAdmin();
    await insert(ADMIN_PAGE_SIZE + 5);
    const { response, body, total } = await get('', token);
    expect(response.status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect((body as Array<Record<string, unknown>>).map(name)).toEqual(names(ADMIN_PAGE_SIZE + 5, 1));
    expect(total).toBe(String(ADMIN_PAGE_SIZE + 5));
  });

  it('answers one page, newest first, with the total in X-Total-Count; past the end an empty page', async () => {
    const { token } = await signedInAdmin();
    await insert(25);
    const first = await get('?page=1&limit=10', token);
    expect(first.response.status).toBe(200);
    expect(first.total).toBe('25');
    expect((first.body as Array<Record<string, unknown>>).map(name)).toEqual(names(25, 16));

    const third = await get('?page=3&limit=10', token);
    expect(third.total).toBe('25');
    expect((third.body as Array<Record<string, unknown>>).map(name)).toEqual(names(5, 1));

    const beyond = await get('?page=4&limit=10', token);
    expect(beyond.response.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.total).toBe('25');
  });

  it(`takes page alone (${ADMIN_PAGE_SIZE} rows, ADMIN_PAGE_SIZE) and limit alone (page 1)`, async () => {
    const { token } = await signedInAdmin();
    await insert(ADMIN_PAGE_SIZE + 3);
    const second = await get('?page=2', token);
    expect((second.body as Array<Record<string, unknown>>).map(name)).toEqual(names(3, 1));
    const limited = await get('?limit=2', token);
    expect((limited.body as Array<Record<string, unknown>>).map(name)).toEqual(names(ADMIN_PAGE_SIZE + 3, ADMIN_PAGE_SIZE + 2));
    expect(limited.total).toBe(String(ADMIN_PAGE_SIZE + 3));
  });

  it('pages rows created at the same instant without repeating or skipping one (ties broken by _id)', async () => {
    const { token } = await signedInAdmin();
    await insert(7, true);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { body } = await get(`?page=${page}&limit=2`, token);
      seen.push(...(body as Array<{ _id: string }>).map((row) => row._id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it(`accepts limit ${MAX_PAGE_SIZE} (MAX_PAGE_SIZE) and refuses ${MAX_PAGE_SIZE + 1} and 0 with 400 and a message`, async () => {
    const { token } = await signedInAdmin();
    await insert(3);
    const largest = await get(`?limit=${MAX_PAGE_SIZE}`, token);
    expect(largest.response.status).toBe(200);
    expect(largest.body).toHaveLength(3);

    const tooMany = await get(`?limit=${MAX_PAGE_SIZE + 1}`, token);
    expect(tooMany.response.status).toBe(400);
    expect((tooMany.body as Record<string, unknown>).message).toBe(`limit can be at most ${MAX_PAGE_SIZE}.`);
    const none = await get('?limit=0', token);
    expect(none.response.status).toBe(400);
    expect((none.body as Record<string, unknown>).message).toBe('limit must be at least 1.');
  });

  it.each([
    ['page=0', 'page must be at least 1.'],
    ['page=abc', 'page must be a whole number.'],
    ['page=-1', 'page must be a whole number.'],
    ['page=1.5', 'page must be a whole number.'],
    ['page=1e3', 'page must be a whole number.'],
    ['page=', 'page must be a whole number.'],
    ['page=2&limit=ten', 'limit must be a whole number.'],
    // Too big is said as such at any length, not mistaken for "not a whole number".
    ['page=1000000', `page can be at most ${MAX_PAGE_NUMBER}.`],
    [`page=${'9'.repeat(400)}`, `page can be at most ${MAX_PAGE_NUMBER}.`],
    ['limit=100000000', `limit can be at most ${MAX_PAGE_SIZE}.`],
  ])('refuses a bad query (%s) with 400: %s', async (query, message) => {
    const { token } = await signedInAdmin();
    const { response, body } = await get(`?${query}`, token);
    expect(response.status).toBe(400);
    expect((body as Record<string, unknown>).message).toBe(message);
  });

  it('answers 401 to a visitor before reading the query: a bad page is not even looked at', async () => {
    await insert(2);
    for (const query of ['', '?page=1&limit=10', '?page=abc&limit=9999']) {
      const response = await GET(request(`${path}${query}`));
      expect(response.status, `${path}${query}`).toBe(401);
      expect(response.headers.get('x-total-count')).toBeNull();
      expect(await bodyOf(response)).not.toHaveProperty('errors');
    }
  });
});
