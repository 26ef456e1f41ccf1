/** The shipped limits of the customer tools' public posts (no RATE_LIMIT_* override in this file). */
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as BOOK } from '@/app/api/service-requests/route';
import { POST as TRACK_TICKET } from '@/app/api/service-requests/track/route';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { ServiceRequestModel } from '@/models/ServiceRequest';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

function workingDay(): string {
  let date = addDays(indiaToday(), 2);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

describe('customer tools: limits per IP', () => {
  it('allows 5 repair bookings per IP per 10 minutes; the 6th gets 429 with Retry-After and writes nothing', async () => {
    const body = {
      name: 'A',
      mobile: '9812345678',
      deviceType: 'Cash drawer',
      brandModel: 'TVS CD 01',
      problem: 'Lock jammed',
      visit: 'drop-off',
      preferredDate: workingDay(),
    };
    const fromIp = { [CLIENT_IP_HEADER]: '203.0.113.90' };
    for (let i = 0; i < 5; i += 1) expect((await BOOK(request('/api/service-requests', { method: 'POST', body, headers: fromIp }))).status).toBe(201);
    const limited = await BOOK(request('/api/service-requests', { method: 'POST', body, headers: fromIp }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ServiceRequestModel.countDocuments()).toBe(5);
    // Another client is not held back.
    expect((await BOOK(request('/api/service-requests', { method: 'POST', body, headers: { [CLIENT_IP_HEADER]: '203.0.113.91' } }))).status).toBe(201);
  });

  it('allows 20 ticket lookups per IP per 10 minutes, then 429', async () => {
    const fromIp = { [CLIENT_IP_HEADER]: '203.0.113.92' };
    const lookup = () =>
      TRACK_TICKET(request('/api/service-requests/track', { method: 'POST', body: { ticketNumber: 'SR-0000000', mobile: '9000000000' }, headers: fromIp }));
    const statuses = await Promise.all(Array.from({ length: 20 }, lookup).map(async (response) => (await response).status));
    expect(statuses.every((status) => status === 404)).toBe(true);
    expect((await lookup()).status).toBe(429);
  });
});
