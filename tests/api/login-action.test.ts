import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { logInAdmin } from '@/app/(site)/login/actions';
import { LOGIN_IDLE } from '@/components/admin/login/login-form-state';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/server/auth/token';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request, signedInAdmin } from './http';

// What the Server Action reads and writes through next/headers, and where it redirects.
const next = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, { value: string; httpOnly?: boolean }>() }));
vi.mock('next/headers', () => ({
  headers: async () => next.headers,
  cookies: async () => ({ set: (cookie: { name: string; value: string; httpOnly?: boolean }) => next.cookies.set(cookie.name, cookie) }),
}));
class Redirected extends Error {}
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Redirected(path);
  },
}));

useTestDatabase();
beforeEach(async () => {
  await clearCollections();
  next.headers = new Headers({ 'x-forwarded-for': '203.0.113.90' });
  next.cookies.clear();
});

function formOf(email: string, password: string): FormData {
  const form = new FormData();
  form.set('email', email);
  form.set('password', password);
  return form;
}

describe('the admin login form posted to its Server Action (before hydration or with JavaScript off)', () => {
  it('a good login sets the same httpOnly session cookie as the API and goes to /admin', async () => {
    const admin = await signedInAdmin();
    await expect(logInAdmin(LOGIN_IDLE, formOf(admin.email, admin.password))).rejects.toThrow(new Redirected('/admin'));
    const cookie = next.cookies.get(ADMIN_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(verifyAdminToken(cookie?.value)?.sub).toBe(admin.id);
  });

  it('a wrong password answers the API text, keeps the email and sets no cookie', async () => {
    const admin = await signedInAdmin();
    expect(await logInAdmin(LOGIN_IDLE, formOf(admin.email, 'wrong password'))).toEqual({ error: 'Invalid email or password.', email: admin.email });
    expect(next.cookies.size).toBe(0);
  });

  it('counts against the same login limits as POST /api/admin/login', async () => {
    const admin = await signedInAdmin();
    // 10 consecutive failures per account and address: nine through the API, the tenth through the form.
    for (let i = 0; i < 9; i += 1) {
      const response = await LOGIN(
        request('/api/admin/login', {
          method: 'POST',
          body: { email: admin.email, password: `wrong ${i}` },
          headers: { 'x-forwarded-for': '203.0.113.90' },
        }),
      );
      expect(response.status).toBe(401);
    }
    expect((await logInAdmin(LOGIN_IDLE, formOf(admin.email, 'wrong 9'))).error).toBe('Invalid email or password.');
    // Now even the right password is refused from this address, with the API's 429 text.
    expect((await logInAdmin(LOGIN_IDLE, formOf(admin.email, admin.password))).error).toBe('Too many requests. Please try again later.');
    expect(next.cookies.size).toBe(0);
  });
});
