import { describe, expect, it } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { useTestDatabase } from '../helpers/database';
import { request } from './http';
import { CLIENT_IP_HEADER } from '@/lib/server/client-ip-header.mjs';

// The shipped window is 15 minutes; a 2-second window lets the test see it end.
process.env.RATE_LIMIT_LOGIN_IP = '10/2';
process.env.RATE_LIMIT_LOGIN_ACCOUNT = '10/2';
useTestDatabase();

describe('brute force: the 11th wrong password in the window is refused, the right one works after it', () => {
  it('answers 429 on the 11th attempt, then accepts the right password once the window has passed', async () => {
    const owner = { email: 'owner@sanvio.in', password: 'the right password' };
    await REGISTER(request('/api/admin/register', { method: 'POST', body: owner }));
    const fromIp = { [CLIENT_IP_HEADER]: '198.51.100.99' };
    for (let i = 0; i < 10; i += 1) {
      expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: { ...owner, password: `wrong ${i}` } }))).status).toBe(401);
    }
    const eleventh = await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: { ...owner, password: 'wrong again' } }));
    expect(eleventh.status).toBe(429);
    expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: owner }))).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: owner }))).status).toBe(200);
  });
});
