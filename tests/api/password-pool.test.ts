/**
 * Password checks never stall the shop: bcrypt runs on the pool's worker threads, and when every
 * thread is busy and the queue is full a login is answered 503 with Retry-After at once, without
 * waiting for a thread and without using up the client's login attempts; except an address's first
 * attempt, which waits for room, so strangers filling the pool never turn the owner away. The pool is filled with
 * tasks that hold their thread until the test releases them, so "at once" is shown by order, not
 * by a clock: the 503s arrive while the pool is still held.
 */
import mongoose from 'mongoose';
import path from 'node:path';
import type { Piscina } from 'piscina';
import { describe, expect, it, vi } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { passwordPool } from '@/lib/server/auth/password';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { messages } from '@/lib/messages';
import { useTestDatabase } from '../helpers/database';
import { request, signedInAdmin } from './http';

// One thread and room for one waiting check (read when the pool starts, at its first use below).
process.env.PASSWORD_THREADS = '1';
process.env.PASSWORD_QUEUE = '1';

useTestDatabase();

const HOLD = path.join(process.cwd(), 'tests/helpers/hold-worker.mjs');

describe('a full password pool', () => {
  it('answers simultaneous logins 503 + Retry-After at once, gives their attempts back, and serves again once free', async () => {
    const owner = await signedInAdmin();
    // Each address has tried once before (another account, which does not exist), so these are not first attempts.
    for (let i = 0; i < 6; i += 1) {
      const before = await LOGIN(
        request('/api/admin/login', {
          method: 'POST',
          headers: { [CLIENT_IP_HEADER]: `198.51.100.${i + 1}` },
          body: { email: 'someone-else@sanvio.test', password: 'wrong' },
        }),
      );
      expect(before.status).toBe(401);
    }
    const countersOf = () =>
      mongoose.connection
        .db!.collection('ratelimits')
        .find({ points: { $gt: 0 } }, { projection: { _id: 0, key: 1, points: 1 } })
        .sort({ key: 1 })
        .toArray();
    const countersBefore = await countersOf();
    const slots = new Int32Array(new SharedArrayBuffer(8));
    // The app's pool, given another task file (piscina's per-task filename) to hold its thread.
    const pool = passwordPool() as unknown as Piscina<{ flag: SharedArrayBuffer }, string>;
    let heldDone = 0;
    const held = [pool.run({ flag: slots.buffer }, { filename: HOLD }), pool.run({ flag: slots.buffer }, { filename: HOLD })].map((task) =>
      task.then((result) => {
        heldDone += 1;
        return result;
      }),
    );
    // One task holds the thread, the other waits in the queue: the pool is full.
    await expect.poll(() => Atomics.load(slots, 1)).toBe(1);
    expect(pool.queueSize).toBe(1);

    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: `198.51.100.${i + 1}` }, body: owner })),
      ),
    );
    // Every answer came while the pool was still held: nobody waited for a thread.
    expect(heldDone).toBe(0);
    expect(Atomics.load(slots, 1)).toBe(1);
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(((await response.json()) as { message: string }).message).toBe(messages.admin.passwordChecksBusy);
    }
    // Nothing was checked, so nothing more was counted against the clients or the account.
    expect(await countersOf()).toEqual(countersBefore);

    Atomics.store(slots, 0, 1);
    Atomics.notify(slots, 0);
    expect(await Promise.all(held)).toEqual(['released', 'released']);
    expect((await LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: '198.51.100.1' }, body: owner }))).status).toBe(200);
  });

  it("waits, instead of refusing, when the login is its address's first attempt: the owner gets in once the pool has room", async () => {
    const owner = await signedInAdmin();
    const slots = new Int32Array(new SharedArrayBuffer(8));
    const pool = passwordPool() as unknown as Piscina<{ flag: SharedArrayBuffer }, string>;
    const held = [pool.run({ flag: slots.buffer }, { filename: HOLD }), pool.run({ flag: slots.buffer }, { filename: HOLD })];
    await expect.poll(() => Atomics.load(slots, 1)).toBe(1);
    const tries = vi.spyOn(pool, 'run');
    let answered = 0;
    const logins = Array.from({ length: 3 }, (_, i) =>
      LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: `203.0.113.${i + 1}` }, body: owner })).then((response) => {
        answered += 1;
        return response;
      }),
    );
    // Each has found the pool full and is waiting: none is answered while the pool is held.
    await expect.poll(() => tries.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(answered).toBe(0);
    Atomics.store(slots, 0, 1);
    Atomics.notify(slots, 0);
    expect(await Promise.all(held)).toEqual(['released', 'released']);
    expect((await Promise.all(logins)).map((response) => response.status)).toEqual([200, 200, 200]);
    tries.mockRestore();
  });
});
