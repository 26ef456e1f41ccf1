/**
 * Login limits under simultaneous and hostile requests: every attempt is taken from the limits in
 * the database before its password is checked, so a burst cannot get more checks than the limit,
 * whatever the number of app instances. Each burst is sent at once (Promise.all) and the counters,
 * sessions and password checks are looked at afterwards.
 */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as CHANGE_PASSWORD } from '@/app/api/admin/password/route';
import { passwordPool } from '@/lib/server/auth/password';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { AdminSessionModel } from '@/models/AdminSession';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request, signedInAdmin } from './http';

// Room in the password pool for every check of these bursts (tests/api/password-pool.test.ts covers a full one).
process.env.PASSWORD_QUEUE = '200';

useTestDatabase();
beforeEach(() => clearCollections());
afterEach(() => vi.restoreAllMocks());

type Login = typeof LOGIN;

const loginFrom = (handler: Login, address: string, body: unknown) =>
  handler(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: address }, body }));

/** A second copy of the app's modules (its own limiter objects and password pool), as a second instance would have. */
async function secondInstance(): Promise<Login> {
  vi.resetModules();
  return (await import('@/app/api/admin/login/route')).POST;
}

/** The stored count of a limit's key (rate-limiter-flexible's document in `ratelimits`). */
async function counted(key: string): Promise<number | undefined> {
  const doc = await mongoose.connection.db?.collection('ratelimits').findOne({ key });
  return doc?.points as number | undefined;
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe('a burst of guesses from one address', () => {
  it('30 simultaneous guesses on two instances: at most 10 passwords checked, the right password as the 26th refused', async () => {
    const owner = await signedInAdmin();
    const other = await secondInstance();
    const checks = vi.spyOn(passwordPool(), 'run');
    const address = '198.51.100.7';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        loginFrom(i % 2 === 0 ? LOGIN : other, address, { email: owner.email, password: i === 25 ? owner.password : `guess ${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses[25]).toBe(429);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(20);
    expect(responses.find((response) => response.status === 429)?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // The database afterwards: every attempt counted against the account from this address, and no session started.
    expect(await counted(`loginAccountIp:${owner.email}|${address}`)).toBe(30);
    expect(await AdminSessionModel.countDocuments({ adminId: owner.id })).toBe(1);
    // This instance's pool checked at most its half of the ten.
    expect(checks.mock.calls.filter(([task]) => (task as { op: string }).op === 'compare').length).toBeLessThanOrEqual(10);
  });

  it('the right password from an address that has not failed still gets in', async () => {
    const owner = await signedInAdmin();
    await Promise.all(Array.from({ length: 20 }, (_, i) => loginFrom(LOGIN, '198.51.100.8', { email: owner.email, password: `guess ${i}` })));
    expect((await loginFrom(LOGIN, '198.51.100.9', { email: owner.email, password: owner.password })).status).toBe(200);
  });
});

describe('an account attacked from many addresses is slowed down, not locked', () => {
  it("a stranger's 30 simultaneous failures from 30 addresses never refuse the owner's right password from a clean address", async () => {
    const owner = await signedInAdmin();
    const attack = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(LOGIN, `203.0.113.${i + 1}`, { email: owner.email, password: `stranger's guess ${i}` })),
    );
    expect(attack.map((response) => response.status)).toEqual(Array<number>(30).fill(401));
    expect(await counted(`loginAccount:${owner.email}`)).toBe(30);

    // The slow-down: an attacking address that has already failed is refused, even with the right password...
    expect((await loginFrom(LOGIN, '203.0.113.5', { email: owner.email, password: owner.password })).status).toBe(429);
    // ...a fresh address gets one check however many it sends at once...
    const fresh = await Promise.all(Array.from({ length: 8 }, (_, i) => loginFrom(LOGIN, '203.0.113.100', { email: owner.email, password: `more ${i}` })));
    const statuses = fresh.map((response) => response.status);
    expect(count(statuses, 401)).toBe(1);
    expect(count(statuses, 429)).toBe(7);
    // ...and the owner, from an address of theirs that has not failed, gets in.
    const sessionsBefore = await AdminSessionModel.countDocuments({ adminId: owner.id });
    expect((await loginFrom(LOGIN, '198.51.100.50', { email: owner.email, password: owner.password })).status).toBe(200);
    expect(await AdminSessionModel.countDocuments({ adminId: owner.id })).toBe(sessionsBefore + 1);
  });
});

describe('IPv6 clients are limited by their /64', () => {
  beforeEach(() => {
    process.env.RATE_LIMIT_LOGIN_IP = '5/600';
  });
  afterEach(() => {
    delete process.env.RATE_LIMIT_LOGIN_IP;
  });

  it('8 simultaneous logins from 8 addresses of one /64 share one bucket of 5; another /64 has its own', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => loginFrom(LOGIN, `2001:db8:1:2:${i + 1}:0:0:${i + 7}`, { email: `nobody${i}@sanvio.test`, password: 'guess' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(3);
    expect(await counted('loginIp:2001:db8:1:2::/64')).toBe(8);
    expect((await loginFrom(LOGIN, '2001:db8:1:3::1', { email: 'nobody@sanvio.test', password: 'guess' })).status).toBe(401);
  });

  it('an IPv4 client is counted by its own address, and IPv4-mapped IPv6 is the same IPv4 client', async () => {
    const ipv4 = await Promise.all(
      ['198.51.100.70', '::ffff:198.51.100.70', '198.51.100.70', '::ffff:c633:6446', '198.51.100.70', '198.51.100.70'].map((address, i) =>
        loginFrom(LOGIN, address, { email: `someone${i}@sanvio.test`, password: 'guess' }),
      ),
    );
    expect(
      count(
        ipv4.map((response) => response.status),
        429,
      ),
    ).toBe(1);
    expect(await counted('loginIp:198.51.100.70')).toBe(6);
    // The neighbour on the next address is another client.
    expect((await loginFrom(LOGIN, '198.51.100.71', { email: 'someone@sanvio.test', password: 'guess' })).status).toBe(401);
  });
});

describe('a known and an unknown email cost the same', () => {
  it('each runs exactly one password comparison in the pool', async () => {
    const owner = await signedInAdmin();
    // Warm up: the stand-in hash for unknown emails is made once per process.
    await loginFrom(LOGIN, '198.51.100.80', { email: 'warm-up@sanvio.test', password: 'guess' });
    const checks = vi.spyOn(passwordPool(), 'run');
    expect((await loginFrom(LOGIN, '198.51.100.81', { email: 'nobody@sanvio.test', password: 'guess' })).status).toBe(401);
    const unknown = checks.mock.calls.map(([task]) => (task as { op: string }).op);
    checks.mockClear();
    expect((await loginFrom(LOGIN, '198.51.100.82', { email: owner.email, password: 'guess' })).status).toBe(401);
    const known = checks.mock.calls.map(([task]) => (task as { op: string }).op);
    expect(unknown).toEqual(['compare']);
    expect(known).toEqual(['compare']);
  });
});

describe('a wrong current password counts against the account', () => {
  it('15 simultaneous wrong current passwords from one session: at most 10 checked, the rest 429, the password unchanged', async () => {
    const me = await signedInAdmin();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        CHANGE_PASSWORD(
          request('/api/admin/password', {
            method: 'POST',
            token: me.token,
            headers: { [CLIENT_IP_HEADER]: '198.51.100.90' },
            body: { currentPassword: `guess ${i}`, newPassword: 'a brand new password' },
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 400)).toBe(10);
    expect(count(statuses, 429)).toBe(5);
    expect(await counted(`loginAccountIp:${me.email}|198.51.100.90`)).toBe(15);
    // The same limit refuses a login for that account from that address now.
    expect((await loginFrom(LOGIN, '198.51.100.90', { email: me.email, password: me.password })).status).toBe(429);
  });
});
