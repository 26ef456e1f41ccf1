/**
 * Logout means logged out: the session behind a token lives in MongoDB, so POST /api/admin/logout ends
 * that token for every route handler and the admin page guard (they share lib/server/auth/session.ts), long
 * before the token's own expiry; `?everywhere=1` ends every session of the admin.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as LOGOUT } from '@/app/api/admin/logout/route';
import { GET as LIST_ORDERS } from '@/app/api/orders/route';
import { loginAdmin } from '@/lib/server/auth/admins';
import { findAdminSession } from '@/lib/server/auth/session';
import { verifyAdminToken } from '@/lib/server/auth/token';
import { AdminModel } from '@/models/Admin';
import { AdminSessionModel } from '@/models/AdminSession';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { ORIGIN, bodyOf, request, signedInAdmin } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

const ordersWith = async (token: string) => (await LIST_ORDERS(request('/api/orders', { token }))).status;
const ordersWithCookie = async (token: string) => (await LIST_ORDERS(request('/api/orders', { cookie: `admin_token=${token}` }))).status;

describe('POST /api/admin/logout', () => {
  it('ends the token it came with: the API refuses it (Bearer and cookie) and the page guard finds no session, though it still verifies', async () => {
    const admin = await signedInAdmin();
    expect(await ordersWith(admin.token)).toBe(200);
    const response = await LOGOUT(request('/api/admin/logout', { method: 'POST', cookie: `admin_token=${admin.token}`, headers: { origin: ORIGIN } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/admin_token=;.*Max-Age=0/);
    // Middleware's optimistic check still passes it; every server-side check refuses it.
    expect(verifyAdminToken(admin.token)).not.toBeNull();
    expect(await ordersWith(admin.token)).toBe(401);
    expect(await ordersWithCookie(admin.token)).toBe(401);
    expect(await findAdminSession(admin.token)).toBeNull();
  });

  it('ends only that session: the same admin signed in elsewhere stays signed in', async () => {
    const admin = await signedInAdmin();
    const other = await loginAdmin({ email: admin.email, password: admin.password });
    await LOGOUT(request('/api/admin/logout', { method: 'POST', token: admin.token }));
    expect(await ordersWith(admin.token)).toBe(401);
    expect(await ordersWith(other!.token)).toBe(200);
  });

  it("with everywhere=1 ends every session of that admin, and no other admin's", async () => {
    const admin = await signedInAdmin();
    const phone = await loginAdmin({ email: admin.email, password: admin.password });
    const someoneElse = await signedInAdmin();
    const response = await LOGOUT(request('/api/admin/logout?everywhere=1', { method: 'POST', token: admin.token }));
    expect((await bodyOf(response)).message).toBe('Logged out on every device');
    expect(await ordersWith(admin.token)).toBe(401);
    expect(await ordersWith(phone!.token)).toBe(401);
    expect(await ordersWith(someoneElse.token)).toBe(200);
  });

  it('without a session only clears the cookie (200)', async () => {
    const response = await LOGOUT(request('/api/admin/logout', { method: 'POST' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/admin_token=;.*Max-Age=0/);
  });

  it('refuses a cookie logout from a foreign Origin (403) and leaves the session alone', async () => {
    const admin = await signedInAdmin();
    const response = await LOGOUT(
      request('/api/admin/logout', { method: 'POST', cookie: `admin_token=${admin.token}`, headers: { origin: 'https://evil.example' } }),
    );
    expect(response.status).toBe(403);
    expect(await ordersWith(admin.token)).toBe(200);
  });
});

describe('sessions in MongoDB', () => {
  it("a login records a session (its id is the token's jti) and the last login time", async () => {
    const admin = await signedInAdmin();
    const claims = verifyAdminToken(admin.token);
    const record = await AdminSessionModel.findById(claims?.sid).lean();
    expect(String(record?.adminId)).toBe(admin.id);
    expect(record!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect((await AdminModel.findById(admin.id).lean())?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('a session record past its expiry is no session, even before the TTL sweep removes it', async () => {
    const admin = await signedInAdmin();
    await AdminSessionModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await ordersWith(admin.token)).toBe(401);
  });

  it('a token signed for a session that never existed is refused', async () => {
    const admin = await signedInAdmin();
    await AdminSessionModel.deleteMany({});
    expect(await ordersWith(admin.token)).toBe(401);
  });

  it('logging in answers a token whose session the API accepts', async () => {
    const admin = await signedInAdmin();
    const response = await LOGIN(request('/api/admin/login', { method: 'POST', body: { email: admin.email, password: admin.password } }));
    const { token } = (await bodyOf(response)) as { token: string };
    expect(await ordersWith(token)).toBe(200);
    expect(await AdminSessionModel.countDocuments({ adminId: admin.id })).toBe(2);
  });
});
