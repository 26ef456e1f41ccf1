import { beforeEach, describe, expect, it } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as LOGOUT } from '@/app/api/admin/logout/route';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { GET as LIST_ORDERS } from '@/app/api/orders/route';
import { verifyAdminToken } from '@/lib/server/auth/token';
import { messages } from '@/lib/messages';
import { AdminModel } from '@/models/Admin';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, SETUP_CODE, signedInAdmin } from './http';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';

useTestDatabase();
beforeEach(() => clearCollections());

const owner = { email: 'Owner@Sanvio.in', password: 'a long enough password' };
const signup = { ...owner, setupCode: SETUP_CODE };

describe('POST /api/admin/register: sign-up is open only for the first admin, with the setup code', () => {
  it('lets the first admin sign up with the spec message, storing a lower-cased email and a bcrypt hash', async () => {
    const response = await REGISTER(request('/api/admin/register', { method: 'POST', body: signup }));
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toEqual({ message: 'Signup successful. Please log in.' });
    const admin = await AdminModel.findOne().lean();
    expect(admin?.email).toBe('owner@sanvio.in');
    expect(admin?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(admin?.passwordHash).not.toContain(owner.password);
  });

  it('closes sign-up for a visitor once an admin exists (403 with a message that says so)', async () => {
    await REGISTER(request('/api/admin/register', { method: 'POST', body: signup }));
    const response = await REGISTER(
      request('/api/admin/register', { method: 'POST', body: { email: 'intruder@example.com', password: 'password-1234', setupCode: SETUP_CODE } }),
    );
    expect(response.status).toBe(403);
    expect((await bodyOf(response)).message).toBe(messages.admin.signupClosed);
    expect(await AdminModel.countDocuments()).toBe(1);
  });

  it('lets a signed-in admin add another admin; a duplicate email is 409', async () => {
    const { token } = await signedInAdmin();
    const added = await REGISTER(request('/api/admin/register', { method: 'POST', token, body: { email: 'second@sanvio.in', password: 'password-1234' } }));
    expect(added.status).toBe(201);
    const duplicate = await REGISTER(request('/api/admin/register', { method: 'POST', token, body: { email: 'SECOND@sanvio.in', password: 'password-1234' } }));
    expect(duplicate.status).toBe(409);
  });

  it.each([
    ['a short password', { password: 'short' }],
    ['a password over 72 bytes', { password: 'ਪੰਜਾਬ'.repeat(10) }],
    ['an invalid email', { email: 'owner' }],
    ['an operator instead of an email', { email: { $gt: '' } }],
    ['no setup code', { setupCode: undefined }],
    ['an empty setup code', { setupCode: '  ' }],
    ['an operator as setup code', { setupCode: { $ne: '' } }],
  ])('refuses %s with 400 and creates nobody', async (_case, change) => {
    const response = await REGISTER(request('/api/admin/register', { method: 'POST', body: { ...signup, ...change } }));
    expect(response.status).toBe(400);
    expect(await AdminModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/admin/login', () => {
  beforeEach(async () => {
    expect((await REGISTER(request('/api/admin/register', { method: 'POST', body: signup }))).status).toBe(201);
  });

  it('answers { token, message } and sets the same JWT as an httpOnly SameSite=Strict cookie', async () => {
    const response = await LOGIN(request('/api/admin/login', { method: 'POST', body: { email: 'owner@sanvio.in', password: owner.password } }));
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.message).toBe(messages.admin.loginOk);
    expect(verifyAdminToken(body.token as string)).not.toBeNull();
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`admin_token=${body.token as string}`);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=strict');
    expect(cookie).toMatch(/Max-Age=(\d+)/);
    expect(Number(cookie.match(/Max-Age=(\d+)/)?.[1])).toBeLessThanOrEqual(12 * 3600);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrongPassword = await LOGIN(request('/api/admin/login', { method: 'POST', body: { email: owner.email, password: 'wrong password' } }));
    const unknownEmail = await LOGIN(request('/api/admin/login', { method: 'POST', body: { email: 'nobody@sanvio.in', password: owner.password } }));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await bodyOf(wrongPassword)).toEqual(await bodyOf(unknownEmail));
  });

  it.each([
    ['an operator as email', { email: { $gt: '' }, password: 'x' }],
    ['an operator as password', { email: owner.email, password: { $gt: '' } }],
    ['a $where', { email: owner.email, password: 'x', $where: 'return true' }],
  ])('refuses NoSQL injection (%s) without signing in', async (_case, body) => {
    const response = await LOGIN(request('/api/admin/login', { method: 'POST', body }));
    expect([400, 401]).toContain(response.status);
    expect(await bodyOf(response)).not.toHaveProperty('token');
  });

  it('re-hashes the password on login when the cost factor rises', async () => {
    const before = (await AdminModel.findOne().lean())?.passwordHash ?? '';
    process.env.BCRYPT_COST = '5';
    try {
      const response = await LOGIN(request('/api/admin/login', { method: 'POST', body: owner }));
      expect(response.status).toBe(200);
    } finally {
      process.env.BCRYPT_COST = '4';
    }
    const after = (await AdminModel.findOne().lean())?.passwordHash ?? '';
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\$2[aby]\$05\$/);
  });

  it('refuses the 11th consecutive failure for one account from one address with 429 + Retry-After, even with the right password', async () => {
    const fromIp = { [CLIENT_IP_HEADER]: '198.51.100.20' };
    for (let i = 0; i < 10; i += 1) {
      const failed = await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: { ...owner, password: `wrong password ${i}` } }));
      expect(failed.status).toBe(401);
    }
    const blocked = await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: owner }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner can still sign in from elsewhere: one attacker's address does not lock the shop out.
    const elsewhere = await LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: '198.51.100.21' }, body: owner }));
    expect(elsewhere.status).toBe(200);
  });

  it('a success clears the consecutive failures of that account from that address', async () => {
    // The account-wide limit raised, so only the per account-and-address count is in play.
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '100/900';
    try {
      const fromIp = { [CLIENT_IP_HEADER]: '198.51.100.30' };
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 9; i += 1) {
          expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: { ...owner, password: `typo ${i}` } }))).status).toBe(401);
        }
        expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: fromIp, body: owner }))).status).toBe(200);
      }
    } finally {
      delete process.env.RATE_LIMIT_LOGIN_ACCOUNT;
    }
  });

  it('slows an account attacked from many addresses down instead of locking it: the owner from a clean address still gets in', async () => {
    for (let i = 0; i < 10; i += 1) {
      const failed = await LOGIN(
        request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: `192.0.2.${i}` }, body: { ...owner, password: 'wrong password' } }),
      );
      expect(failed.status).toBe(401);
    }
    // Past the account's limit an address that has failed against it is refused, even with the right password...
    const again = await LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: '192.0.2.3' }, body: owner }));
    expect(again.status).toBe(429);
    // ...while an address that has not failed still gets its one try.
    const owners = await LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: '192.0.2.200' }, body: owner }));
    expect(owners.status).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('clears the cookie', async () => {
    const response = await LOGOUT(request('/api/admin/logout', { method: 'POST' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/admin_token=;.*Max-Age=0/);
  });

  it('with everywhere=1 revokes every token of that admin at once', async () => {
    const { token } = await signedInAdmin();
    expect((await LIST_ORDERS(request('/api/orders', { token }))).status).toBe(200);
    await LOGOUT(request('/api/admin/logout?everywhere=1', { method: 'POST', token }));
    expect((await LIST_ORDERS(request('/api/orders', { token }))).status).toBe(401);
  });
});
