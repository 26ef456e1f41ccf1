/**
 * The Admins page's API: list, add (12+ character password, 409 for a used email), remove (never
 * oneself, never the last admin, ends the removed admin's sessions) and change one's own password
 * (needs the current one, ends every other session of that admin).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE as REMOVE } from '@/app/api/admin/admins/[id]/route';
import { GET as LIST, POST as ADD } from '@/app/api/admin/admins/route';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as CHANGE_PASSWORD } from '@/app/api/admin/password/route';
import { GET as SIGNUP_STATE } from '@/app/api/admin/register/route';
import { GET as LIST_ORDERS } from '@/app/api/orders/route';
import { loginAdmin } from '@/lib/server/auth/admins';
import { messages } from '@/lib/messages';
import { AdminModel } from '@/models/Admin';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { startSecondInstance, type SecondInstance } from '../helpers/second-instance';
import { bodyOf, request, signedInAdmin, withId } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

const ordersWith = async (token: string) => (await LIST_ORDERS(request('/api/orders', { token }))).status;
const longPassword = 'twelve chars or more';

/**
 * After simultaneous removals: at least one admin is left, each removal that answered 200 removed
 * exactly one admin, and the others were refused (401: the remover was removed first; 409: a removal
 * of the remover or of the target was under way, and nothing was removed).
 */
function expectOneAdminLeft(statuses: number[], left: number, before: number): void {
  for (const status of statuses) expect([200, 401, 409]).toContain(status);
  expect(left).toBe(before - statuses.filter((status) => status === 200).length);
  expect(left).toBeGreaterThanOrEqual(1);
}

describe('GET /api/admin/admins', () => {
  it('lists every admin with email, created and last login, never a password hash', async () => {
    const first = await signedInAdmin();
    await ADD(request('/api/admin/admins', { method: 'POST', token: first.token, body: { email: 'new@sanvio.in', password: longPassword } }));
    const response = await LIST(request('/api/admin/admins', { token: first.token }));
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.email)).toEqual([first.email, 'new@sanvio.in']);
    expect(rows[0]).toEqual({ _id: first.id, email: first.email, createdAt: expect.any(String), lastLoginAt: expect.any(String) });
    expect(rows[1]?.lastLoginAt).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('passwordHash');
  });
});

describe('POST /api/admin/admins', () => {
  it('adds an admin (201) who can then log in; the email is stored lower-cased', async () => {
    const { token } = await signedInAdmin();
    const response = await ADD(request('/api/admin/admins', { method: 'POST', token, body: { email: 'Second@Sanvio.in', password: longPassword } }));
    expect(response.status).toBe(201);
    expect((await bodyOf(response)).message).toBe(messages.admin.adminAdded);
    const login = await LOGIN(request('/api/admin/login', { method: 'POST', body: { email: 'second@sanvio.in', password: longPassword } }));
    expect(login.status).toBe(200);
  });

  it('answers 409 for an email already used, in any case', async () => {
    const { token, email } = await signedInAdmin();
    const response = await ADD(request('/api/admin/admins', { method: 'POST', token, body: { email: email.toUpperCase(), password: longPassword } }));
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toBe(messages.admin.emailTaken);
    expect(await AdminModel.countDocuments()).toBe(1);
  });

  it.each([
    ['an 11-character password', { email: 'x@sanvio.in', password: 'elevenchars' }],
    ['a password over 72 bytes', { email: 'x@sanvio.in', password: 'ਪੰਜਾਬ'.repeat(10) }],
    ['no email', { password: longPassword }],
    ['an operator as email', { email: { $gt: '' }, password: longPassword }],
  ])('refuses %s with 400 and adds nobody', async (_case, body) => {
    const { token } = await signedInAdmin();
    const response = await ADD(request('/api/admin/admins', { method: 'POST', token, body }));
    expect(response.status).toBe(400);
    expect(await AdminModel.countDocuments()).toBe(1);
  });
});

describe('DELETE /api/admin/admins/{id}', () => {
  it('removes another admin and ends their sessions at once', async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    const response = await REMOVE(request(`/api/admin/admins/${other.id}`, { method: 'DELETE', token: me.token }), withId(other.id));
    expect(response.status).toBe(200);
    expect(await AdminModel.exists({ _id: other.id })).toBeNull();
    expect(await ordersWith(other.token)).toBe(401);
    expect(await ordersWith(me.token)).toBe(200);
  });

  it('refuses to remove oneself with 409, even when another admin exists', async () => {
    const me = await signedInAdmin();
    await signedInAdmin();
    const response = await REMOVE(request(`/api/admin/admins/${me.id}`, { method: 'DELETE', token: me.token }), withId(me.id));
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toBe(messages.admin.cannotRemoveSelf);
    expect(await AdminModel.countDocuments()).toBe(2);
  });

  it('refuses to remove the last admin with 409', async () => {
    const me = await signedInAdmin();
    const response = await REMOVE(request(`/api/admin/admins/${me.id}`, { method: 'DELETE', token: me.token }), withId(me.id));
    expect(response.status).toBe(409);
    expect(await AdminModel.countDocuments()).toBe(1);
  });

  it('two admins removing each other at the same moment never leave the shop without an admin, 5 rounds', async () => {
    for (let round = 0; round < 5; round += 1) {
      await clearCollections();
      const a = await signedInAdmin();
      const b = await signedInAdmin();
      const answers = await Promise.all([
        REMOVE(request(`/api/admin/admins/${b.id}`, { method: 'DELETE', token: a.token }), withId(b.id)),
        REMOVE(request(`/api/admin/admins/${a.id}`, { method: 'DELETE', token: b.token }), withId(a.id)),
      ]);
      expectOneAdminLeft(
        answers.map((answer) => answer.status),
        await AdminModel.countDocuments(),
        2,
      );
    }
  });

  describe('from two instances (a second process on the same database)', () => {
    let other: SecondInstance;
    beforeAll(async () => {
      other = await startSecondInstance('app/api/admin/admins/[id]/route.ts');
    });
    afterAll(() => other?.stop());

    const removal = (target: { id: string }, by: { token: string }) => ({
      request: request(`/api/admin/admins/${target.id}`, { method: 'DELETE', token: by.token }),
      params: { id: target.id },
    });

    it('two admins removing each other at once, one on each instance, leave at least one admin; 5 rounds', async () => {
      for (let round = 0; round < 5; round += 1) {
        await clearCollections();
        const a = await signedInAdmin();
        const b = await signedInAdmin();
        const ours = removal(b, a);
        const [theirs, local] = await Promise.all([other.call('DELETE', [removal(a, b)]), REMOVE(ours.request, withId(b.id))]);
        expectOneAdminLeft([theirs[0]!.status, local.status], await AdminModel.countDocuments(), 2);
      }
    });

    it('three admins removing each other in a ring, from both instances at once, leave at least one', async () => {
      for (let round = 0; round < 3; round += 1) {
        await clearCollections();
        const [a, b, c] = [await signedInAdmin(), await signedInAdmin(), await signedInAdmin()];
        // a removes b and c removes a here; b removes c and a removes c on the other instance.
        const [theirs, ...local] = await Promise.all([
          other.call('DELETE', [removal(c, b), removal(c, a)]),
          REMOVE(removal(b, a).request, withId(b.id)),
          REMOVE(removal(a, c).request, withId(a.id)),
        ]);
        const statuses = [...theirs.map((answer) => answer.status), ...local.map((answer) => answer.status)];
        expect(await AdminModel.countDocuments()).toBeGreaterThanOrEqual(1);
        for (const status of statuses) expect([200, 401, 404, 409]).toContain(status);
      }
    });
  });

  it('answers 404 for an admin who does not exist and 400 for a malformed id', async () => {
    const me = await signedInAdmin();
    const missing = 'a'.repeat(24);
    expect((await REMOVE(request(`/api/admin/admins/${missing}`, { method: 'DELETE', token: me.token }), withId(missing))).status).toBe(404);
    expect((await REMOVE(request('/api/admin/admins/nope', { method: 'DELETE', token: me.token }), withId('nope'))).status).toBe(400);
  });
});

describe('POST /api/admin/password', () => {
  it('of 6 simultaneous changes with the same current password, from two instances, exactly one wins; the others are refused', async () => {
    const me = await signedInAdmin();
    const other = await startSecondInstance('app/api/admin/password/route.ts');
    try {
      const change = (i: number) => ({
        request: request('/api/admin/password', {
          method: 'POST',
          token: me.token,
          body: { currentPassword: me.password, newPassword: `${longPassword} ${i}` },
        }),
      });
      const [theirs, ...local] = await Promise.all([
        other.call('POST', [change(0), change(1), change(2)]),
        ...[3, 4, 5].map((i) => CHANGE_PASSWORD(change(i).request)),
      ]);
      const statuses = [...theirs.map((answer) => answer.status), ...local.map((answer) => answer.status)];
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // 409: checked the old password before the winner wrote; 400: checked it after, when it was no longer current.
      for (const status of statuses.filter((status) => status !== 200)) expect([400, 409]).toContain(status);
      // The stored password is the winner's, the one that answered 200.
      const winner = statuses.indexOf(200);
      expect(await loginAdmin({ email: me.email, password: `${longPassword} ${winner}` })).not.toBeNull();
      expect(await loginAdmin({ email: me.email, password: me.password })).toBeNull();
    } finally {
      await other.stop();
    }
  });

  it('with the current password: changes it, keeps this session and ends every other one of this admin', async () => {
    const me = await signedInAdmin();
    const laptop = await loginAdmin({ email: me.email, password: me.password });
    const colleague = await signedInAdmin();
    const response = await CHANGE_PASSWORD(
      request('/api/admin/password', { method: 'POST', token: me.token, body: { currentPassword: me.password, newPassword: longPassword } }),
    );
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).message).toBe(messages.admin.passwordChanged);
    expect(await ordersWith(me.token)).toBe(200);
    expect(await ordersWith(laptop!.token)).toBe(401);
    expect(await ordersWith(colleague.token)).toBe(200);
    expect(await loginAdmin({ email: me.email, password: me.password })).toBeNull();
    expect(await loginAdmin({ email: me.email, password: longPassword })).not.toBeNull();
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const me = await signedInAdmin();
    const laptop = await loginAdmin({ email: me.email, password: me.password });
    const response = await CHANGE_PASSWORD(
      request('/api/admin/password', { method: 'POST', token: me.token, body: { currentPassword: 'not my password', newPassword: longPassword } }),
    );
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(messages.admin.wrongCurrentPassword);
    expect(await ordersWith(laptop!.token)).toBe(200);
    expect(await loginAdmin({ email: me.email, password: me.password })).not.toBeNull();
  });

  it('refuses a new password under 12 characters with 400', async () => {
    const me = await signedInAdmin();
    const response = await CHANGE_PASSWORD(
      request('/api/admin/password', { method: 'POST', token: me.token, body: { currentPassword: me.password, newPassword: 'short' } }),
    );
    expect(response.status).toBe(400);
    expect(await loginAdmin({ email: me.email, password: me.password })).not.toBeNull();
  });

  it('refuses a new password equal to the current one with 400 naming the field, and ends no session', async () => {
    const me = await signedInAdmin();
    const laptop = await loginAdmin({ email: me.email, password: me.password });
    const response = await CHANGE_PASSWORD(
      request('/api/admin/password', { method: 'POST', token: me.token, body: { currentPassword: me.password, newPassword: me.password } }),
    );
    expect(response.status).toBe(400);
    const body = (await bodyOf(response)) as { errors?: Record<string, string[]> };
    expect(body.errors?.newPassword).toEqual([messages.admin.samePassword]);
    expect(await ordersWith(laptop!.token)).toBe(200);
    expect(await loginAdmin({ email: me.email, password: me.password })).not.toBeNull();
  });

  it('counts wrong current passwords against the account: the 11th try is 429', async () => {
    const me = await signedInAdmin();
    for (let i = 0; i < 10; i += 1) {
      await CHANGE_PASSWORD(
        request('/api/admin/password', { method: 'POST', token: me.token, body: { currentPassword: `guess ${i}`, newPassword: longPassword } }),
      );
    }
    const blocked = await CHANGE_PASSWORD(
      request('/api/admin/password', { method: 'POST', token: me.token, body: { currentPassword: me.password, newPassword: longPassword } }),
    );
    expect(blocked.status).toBe(429);
  });
});

describe('GET /api/admin/register (is sign-up open?)', () => {
  it('answers open while there is no admin and closed after', async () => {
    expect(await bodyOf(await SIGNUP_STATE(request('/api/admin/register')))).toEqual({ open: true });
    await signedInAdmin();
    expect(await bodyOf(await SIGNUP_STATE(request('/api/admin/register')))).toEqual({ open: false });
  });
});
