/**
 * Every tracking lookup, found or not, answers TRACK_ANSWER_MS after it started, whatever the lookup's
 * own speed, so the timing of a miss does not tell a guessed number from a guessed mobile. The lookups
 * are stand-ins that take a chosen time on a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const lookups = vi.hoisted(() => ({ order: vi.fn(), ticket: vi.fn() }));
vi.mock('@/lib/server/orders/orders', () => ({ findOrderForCustomer: lookups.order }));
vi.mock('@/lib/server/repairs/service-requests', () => ({ findServiceRequestForCustomer: lookups.ticket }));

const { TRACK_ANSWER_MS, trackOrder, trackServiceRequest } = await import('@/lib/server/orders/tracking');

/** A lookup that answers `value` after `ms` on the (fake) clock. */
const taking = (ms: number, value: unknown) => () => new Promise((resolve) => setTimeout(() => resolve(value), ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  lookups.order.mockReset();
  lookups.ticket.mockReset();
});

/** Resolves to the fake-clock time at which `promise` settled, counted from now. */
async function settledAfter(promise: Promise<unknown>): Promise<number> {
  const started = performance.now();
  let settledAt: number | null = null;
  void promise.then(() => (settledAt = performance.now()));
  // Step the clock 1 ms at a time until the answer comes (never further than a second).
  for (let step = 0; settledAt === null && step < 1_000; step += 1) await vi.advanceTimersByTimeAsync(1);
  expect(settledAt, 'the answer came within a second of fake time').not.toBeNull();
  return settledAt! - started;
}

describe('the tracking answer floor', () => {
  it('a fast miss, a slower miss and a find all answer at TRACK_ANSWER_MS', async () => {
    lookups.order.mockImplementationOnce(taking(3, null)); // wrong number: the index answers at once
    const wrongNumber = await settledAfter(trackOrder({ orderNumber: 'SV-0000000', mobile: '9876543210' }));
    lookups.order.mockImplementationOnce(taking(120, null)); // wrong mobile: found, then compared
    const wrongMobile = await settledAfter(trackOrder({ orderNumber: 'SV-7K2M9QX', mobile: '9000000000' }));
    lookups.order.mockImplementationOnce(taking(60, { orderNumber: 'SV-7K2M9QX' }));
    const found = await settledAfter(trackOrder({ orderNumber: 'SV-7K2M9QX', mobile: '9876543210' }));
    expect([wrongNumber, wrongMobile, found]).toEqual([TRACK_ANSWER_MS, TRACK_ANSWER_MS, TRACK_ANSWER_MS]);
  });

  it('a lookup slower than the floor answers when it is done, with nothing added', async () => {
    lookups.ticket.mockImplementationOnce(taking(TRACK_ANSWER_MS + 50, null));
    expect(await settledAfter(trackServiceRequest({ ticketNumber: 'SR-4H8T2PB', mobile: '9876543210' }))).toBe(TRACK_ANSWER_MS + 50);
  });

  it('answers with what the lookup found', async () => {
    lookups.order.mockImplementationOnce(taking(10, { orderNumber: 'SV-7K2M9QX' }));
    const answer = trackOrder({ orderNumber: 'SV-7K2M9QX', mobile: '9876543210' });
    await vi.advanceTimersByTimeAsync(TRACK_ANSWER_MS);
    await expect(answer).resolves.toEqual({ orderNumber: 'SV-7K2M9QX' });
  });
});
