import { beforeEach, describe, expect, it } from 'vitest';
import { POST as PLACE_ORDER } from '@/app/api/orders/route';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request, SETUP_CODE } from './http';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';

useTestDatabase();
beforeEach(() => clearCollections());

describe('abuse limits (counters in MongoDB, 429 + Retry-After)', () => {
  it('allows 10 orders per IP per 10 minutes; the 11th gets 429 and writes nothing', async () => {
    const product = await ProductModel.create({ name: 'Roll', category: 'Consumables', price: 300 });
    const order = {
      fullName: 'A',
      address: 'B',
      billingState: 'Punjab',
      mobile: '9876543210',
      email: 'a@example.in',
      cart: [{ _id: String(product._id), quantity: 1 }],
    };
    const fromIp = { [CLIENT_IP_HEADER]: '203.0.113.50' };
    for (let i = 0; i < 10; i += 1) {
      expect((await PLACE_ORDER(request('/api/orders', { method: 'POST', body: order, headers: fromIp }))).status).toBe(201);
    }
    const limited = await PLACE_ORDER(request('/api/orders', { method: 'POST', body: order, headers: fromIp }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await OrderModel.countDocuments()).toBe(10);
  });

  it('limits sign-up attempts per IP (which also bounds guesses at the setup code)', async () => {
    const fromIp = { [CLIENT_IP_HEADER]: '203.0.113.60' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await REGISTER(
        request('/api/admin/register', {
          method: 'POST',
          headers: fromIp,
          body: { email: `a${i}@example.in`, password: 'password-1234', setupCode: i === 0 ? SETUP_CODE : 'a wrong setup code' },
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 403, 403, 403, 403, 429]);
  });

  it('keys on the header server.mjs sets, never on X-Forwarded-For or X-Real-IP', async () => {
    const product = await ProductModel.create({ name: 'Roll', category: 'Consumables', price: 300 });
    const order = {
      fullName: 'A',
      address: 'B',
      billingState: 'Punjab',
      mobile: '9876543210',
      email: 'a@example.in',
      cart: [{ _id: String(product._id), quantity: 1 }],
    };
    // One client (as server.mjs worked it out) rotating forged forwarding headers is still one client.
    for (let i = 0; i < 10; i += 1) {
      const forged = { [CLIENT_IP_HEADER]: '203.0.113.70', 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.1.0.${i}` };
      expect((await PLACE_ORDER(request('/api/orders', { method: 'POST', body: order, headers: forged }))).status).toBe(201);
    }
    const limited = await PLACE_ORDER(
      request('/api/orders', { method: 'POST', body: order, headers: { [CLIENT_IP_HEADER]: '203.0.113.70', 'x-forwarded-for': '10.9.9.9' } }),
    );
    expect(limited.status).toBe(429);
    expect((await PLACE_ORDER(request('/api/orders', { method: 'POST', body: order, headers: { [CLIENT_IP_HEADER]: '203.0.113.71' } }))).status).toBe(201);
  });
});
