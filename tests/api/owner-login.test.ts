/**
 * The owner always gets in: the red team's sequence, repeated 20 times with the production defaults of
 * the limits and the password pool (one thread, room for 16 waiting checks). 30 simultaneous wrong
 * guesses from one address, then 12 from 12 other addresses, then the owner's right password from a
 * fresh address. The owner was refused in 1 run of 5 when the attackers' checks still filled the pool
 * as the owner's arrived (503). Here the pool's thread is held while the sequence is sent, so every
 * round is that worst case; the thread is let go once the owner's check has reached the pool.
 */
import path from 'node:path';
import type { Piscina } from 'piscina';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { passwordPool } from '@/lib/server/auth/password';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { AdminSessionModel } from '@/models/AdminSession';
import { useTestDatabase } from '../helpers/database';
import { request, signedInAdmin } from './http';

// Production's pool (read when it starts, at its first use in this file).
process.env.PASSWORD_THREADS = '1';
process.env.PASSWORD_QUEUE = '16';

useTestDatabase();
afterEach(() => vi.restoreAllMocks());

const HOLD = path.join(process.cwd(), 'tests/helpers/hold-worker.mjs');

const loginFrom = (address: string, body: unknown) => LOGIN(request('/api/admin/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: address }, body }));

describe('the owner after an attack', () => {
  it('gets in 20 times out of 20, though the attackers fill the password pool before the owner arrives', async () => {
    const pool = passwordPool() as unknown as Piscina<unknown, unknown>;
    const tries = vi.spyOn(pool, 'run');
    const refused: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const owner = await signedInAdmin();
      const slots = new Int32Array(new SharedArrayBuffer(8));
      const held = pool.run({ flag: slots.buffer }, { filename: HOLD });
      await expect.poll(() => Atomics.load(slots, 1), { timeout: 30_000 }).toBe(1);
      tries.mockClear();

      const statuses: number[] = [];
      const send = (address: string, password: string) =>
        loginFrom(address, { email: owner.email, password }).then((response) => {
          statuses.push(response.status);
          return response.status;
        });
      const guesses = Array.from({ length: 30 }, (_, i) => send(`10.${round}.0.1`, `guess ${i}`));
      // The 20 guesses over the address's limit are refused; the 10 others wait for a check.
      await expect.poll(() => statuses.length, { timeout: 30_000 }).toBe(20);
      const others = Array.from({ length: 12 }, (_, i) => send(`10.${round}.1.${i + 1}`, `other ${i}`));
      // Each of the 22 checks has reached the pool (and found it full once its 16 places were taken).
      await expect.poll(() => tries.mock.calls.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(23);
      expect(pool.queueSize).toBe(16);
      const callsBefore = tries.mock.calls.length;
      const ownerStatus = send(`10.${round}.2.1`, owner.password);
      await expect.poll(() => tries.mock.calls.length, { timeout: 30_000 }).toBeGreaterThan(callsBefore);

      Atomics.store(slots, 0, 1);
      Atomics.notify(slots, 0);
      await held;
      const attackers = await Promise.all([...guesses, ...others]);
      expect(attackers.filter((status) => status === 200)).toEqual([]);
      expect(attackers.filter((status) => status === 429)).toHaveLength(20);
      const status = await ownerStatus;
      if (status !== 200) refused.push(round);
      expect(await AdminSessionModel.countDocuments({ adminId: owner.id })).toBe(status === 200 ? 2 : 1);
    }
    expect(refused).toEqual([]);
  }, 300_000);
});
