import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { useTestDatabase } from '../helpers/database';
import { request, SETUP_CODE } from './http';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';

useTestDatabase();
afterEach(() => vi.useRealTimers());

describe('brute force: the 11th consecutive wrong password for one account from one address in an hour is refused, the right one works after it', () => {
  it('answers 429 on the 11th attempt, then accepts the right password once the window has passed', async () => {
    // Only the clock is faked: the limiter dates its windows with Date, and the database driver keeps its real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = { email: 'owner@sanvio.in', password: 'the right password' };
    await REGISTER(request('/api/admin/register', { method: 'POST', body: { ...owner, setupCode: SETUP_CODE } }));
    const fromIp = { [CLIENT_IP_HEADER]: '198.51.100.99' };
    for (let i = 0; i < 10; i += 1) {
      expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: { ...owner, password: `wrong ${i}` } }))).status).toBe(401);
    }
    const eleventh = await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: { ...owner, password: 'wrong again' } }));
    expect(eleventh.status).toBe(429);
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: owner }))).status).toBe(429);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: owner }))).status).toBe(200);
  });
});
