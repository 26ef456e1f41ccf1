import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/service-requests/[id]/route';
import { GET, POST } from '@/app/api/service-requests/route';
import { POST as TRACK } from '@/app/api/service-requests/track/route';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { ServiceRequestModel } from '@/models/ServiceRequest';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { startSecondInstance, type SecondInstance } from '../helpers/second-instance';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_SERVICE_REQUEST = '1000/600';
process.env.RATE_LIMIT_TRACK = '1000/600';
useTestDatabase();
beforeEach(() => clearCollections());

/** The first working day (Monday to Saturday) at least `from` days after today in India. */
function workingDay(from = 1): string {
  let date = addDays(indiaToday(), from);
  while (weekdayOf(date) === 0) date = addDays(date, 1);
  return date;
}

function nextSunday(): string {
  let date = addDays(indiaToday(), 1);
  while (weekdayOf(date) !== 0) date = addDays(date, 1);
  return date;
}

const booking = (change: Record<string, unknown> = {}) => ({
  name: 'Gurpreet Kaur',
  mobile: '9812345678',
  email: '',
  deviceType: 'Receipt printer',
  brandModel: 'TVS RP 3200 Star',
  serialNumber: '',
  problem: 'Prints faded receipts since Monday.',
  visit: 'drop-off',
  address: '',
  preferredDate: workingDay(),
  ...change,
});

const book = (body: unknown, headers: Record<string, string> = {}) => POST(request('/api/service-requests', { method: 'POST', body, headers }));

describe('POST /api/service-requests (public)', () => {
  it('answers 201 { ticketNumber } and stores the booking as received; empty optional fields are absent', async () => {
    const response = await book(booking());
    expect(response.status).toBe(201);
    const body = await bodyOf(response);
    expect(Object.keys(body)).toEqual(['ticketNumber']);
    expect(body.ticketNumber).toMatch(/^SR-[0-9A-HJKMNP-TV-Z]{7}$/);
    const stored = await ServiceRequestModel.findOne({ ticketNumber: body.ticketNumber }).lean();
    expect(stored).toMatchObject({ name: 'Gurpreet Kaur', mobile: '9812345678', deviceType: 'Receipt printer', visit: 'drop-off', status: 'received' });
    expect(stored).not.toHaveProperty('email');
    expect(stored).not.toHaveProperty('serialNumber');
    expect(stored).not.toHaveProperty('address');
    expect(stored?.statusHistory.map((change) => change.status)).toEqual(['received']);
  });

  it('keeps an on-site visit with its address, and optional fields that are filled in', async () => {
    const response = await book(booking({ visit: 'on-site', address: 'Shop 4, Ghumar Mandi', email: 'GK@Example.in', serialNumber: 'RP32-0099' }));
    expect(response.status).toBe(201);
    const stored = await ServiceRequestModel.findOne().lean();
    expect(stored).toMatchObject({ visit: 'on-site', address: 'Shop 4, Ghumar Mandi', email: 'gk@example.in', serialNumber: 'RP32-0099' });
  });

  it.each([
    ['an on-site visit without an address', { visit: 'on-site', address: '  ' }, 'address', /address/],
    ['a Sunday', { preferredDate: nextSunday() }, 'preferredDate', /Monday to Saturday/],
    ['yesterday', { preferredDate: addDays(indiaToday(), -1) }, 'preferredDate', /today or later/],
    ['a date that does not exist', { preferredDate: '2031-02-30' }, 'preferredDate', /YYYY-MM-DD/],
    ['a device type not on the list', { deviceType: 'receipt printer' }, 'deviceType', /one of/],
    ['a problem over 2,000 characters', { problem: 'x'.repeat(2001) }, 'problem', /at most 2000/],
    ['no problem description', { problem: ' ' }, 'problem', /required/],
    ['a 9-digit mobile', { mobile: '981234567' }, 'mobile', /10-digit/],
    ['a visit kind not offered', { visit: 'courier' }, 'visit', /drop-off/],
    ['an operator object for a field', { name: { $gt: '' } }, 'name', /.+/],
  ])('refuses %s with 400 and the field error, and stores nothing', async (_label, change, field, message) => {
    const response = await book(booking(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors[field]?.[0]).toMatch(message);
    expect(await ServiceRequestModel.countDocuments()).toBe(0);
  });
});

describe('GET /api/service-requests and PATCH /api/service-requests/{id} (admin)', () => {
  it('refuses visitors with 401, on the list and on a change', async () => {
    expect((await GET(request('/api/service-requests'))).status).toBe(401);
    const id = '0123456789abcdef01234567';
    expect((await PATCH(request(`/api/service-requests/${id}`, { method: 'PATCH', body: { status: 'closed' } }), withId(id))).status).toBe(401);
  });

  it('lists newest first, a page at a time with X-Total-Count', async () => {
    for (const name of ['First', 'Second', 'Third']) expect((await book(booking({ name }))).status).toBe(201);
    const { token } = await signedInAdmin();
    const all = await GET(request('/api/service-requests', { token }));
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(((await all.json()) as Array<{ name: string }>).map((r) => r.name)).toEqual(['Third', 'Second', 'First']);
    const second = await GET(request('/api/service-requests?page=2&limit=2', { token }));
    expect(((await second.json()) as Array<{ name: string }>).map((r) => r.name)).toEqual(['First']);
    expect((await GET(request('/api/service-requests?limit=0', { token }))).status).toBe(400);
  });

  it('appends a status change with its time and an internal note; a bad status is 400 and changes nothing', async () => {
    const { ticketNumber } = (await (await book(booking())).json()) as { ticketNumber: string };
    const id = String((await ServiceRequestModel.findOne({ ticketNumber }).lean())!._id);
    const { token } = await signedInAdmin();
    const patch = (body: unknown) => PATCH(request(`/api/service-requests/${id}`, { method: 'PATCH', token, body }), withId(id));

    const bad = await patch({ status: 'ready for pickup' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.status?.[0]).toMatch(/awaiting-parts/);
    expect((await patch({})).status).toBe(400);

    const changed = await patch({ status: 'awaiting-parts', note: 'Cutter motor ordered from TVS-E.' });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as { status: string; statusHistory: Array<{ status: string }>; notes: Array<{ text: string }> };
    expect(body.status).toBe('awaiting-parts');
    expect(body.statusHistory.map((change) => change.status)).toEqual(['received', 'awaiting-parts']);
    expect(body.notes.map((note) => note.text)).toEqual(['Cutter motor ordered from TVS-E.']);

    const unknown = '0123456789abcdef01234567';
    expect((await PATCH(request(`/api/service-requests/${unknown}`, { method: 'PATCH', token, body: { status: 'closed' } }), withId(unknown))).status).toBe(
      404,
    );
  });
});

describe('PATCH /api/service-requests/{id} under a burst from two instances', () => {
  let other: SecondInstance;
  beforeAll(async () => {
    other = await startSecondInstance('app/api/service-requests/[id]/route.ts');
  });
  afterAll(() => other?.stop());

  async function bookedId(): Promise<string> {
    const { ticketNumber } = (await (await book(booking())).json()) as { ticketNumber: string };
    return String((await ServiceRequestModel.findOne({ ticketNumber }).lean())!._id);
  }

  /** `count` copies of one change, half from this process and half from the other instance, all at once. */
  async function burst(id: string, token: string, body: (i: number) => unknown, count = 10): Promise<number[]> {
    const make = (i: number) => ({ request: request(`/api/service-requests/${id}`, { method: 'PATCH', token, body: body(i) }), params: { id } });
    const theirs = Array.from({ length: count / 2 }, (_, i) => make(i));
    const ours = Array.from({ length: count / 2 }, (_, i) => make(count / 2 + i));
    const [remote, local] = await Promise.all([other.call('PATCH', theirs), Promise.all(ours.map((call) => PATCH(call.request, withId(id))))]);
    return [...remote.map((answer) => answer.status), ...local.map((answer) => answer.status)];
  }

  it('10 simultaneous changes to one status write one history entry; every note is kept', async () => {
    const id = await bookedId();
    const { token } = await signedInAdmin();
    const statuses = await burst(id, token, (i) => ({ status: 'diagnosing', note: `Look ${i}` }));
    expect(statuses).toEqual(Array(10).fill(200));
    const stored = await ServiceRequestModel.findById(id).lean();
    expect(stored?.status).toBe('diagnosing');
    expect(stored?.statusHistory.map((change) => change.status)).toEqual(['received', 'diagnosing']);
    expect(stored?.notes).toHaveLength(10);
  });

  it('a note-only change, or the status it already has, adds no history entry', async () => {
    const id = await bookedId();
    const { token } = await signedInAdmin();
    expect(await burst(id, token, (i) => (i % 2 ? { note: `Only a note ${i}` } : { status: 'received', note: `Same status ${i}` }))).toEqual(
      Array(10).fill(200),
    );
    const stored = await ServiceRequestModel.findById(id).lean();
    expect(stored?.statusHistory.map((change) => change.status)).toEqual(['received']);
    expect(stored?.notes).toHaveLength(10);
  });

  it('a burst of two different statuses records each real change once, in the order they were made', async () => {
    const id = await bookedId();
    const { token } = await signedInAdmin();
    expect(await burst(id, token, (i) => ({ status: i % 2 ? 'awaiting-parts' : 'diagnosing' }))).toEqual(Array(10).fill(200));
    const stored = await ServiceRequestModel.findById(id).lean();
    const history = stored!.statusHistory.map((change) => change.status);
    // Each entry is a real change: never the same status twice in a row, and the last one is the status now.
    history.forEach((status, index) => expect(status).not.toBe(history[index - 1]));
    expect(history.at(-1)).toBe(stored?.status);
  });
});

describe('POST /api/service-requests/track', () => {
  it('shows the ticket and its timeline, never the notes, address or email; a wrong ticket or mobile gets the same 404', async () => {
    const { ticketNumber } = (await (await book(booking({ visit: 'on-site', address: 'Shop 4, Ghumar Mandi', email: 'gk@example.in' }))).json()) as {
      ticketNumber: string;
    };
    const stored = await ServiceRequestModel.findOne({ ticketNumber }).lean();
    const { token } = await signedInAdmin();
    const id = String(stored!._id);
    await PATCH(request(`/api/service-requests/${id}`, { method: 'PATCH', token, body: { status: 'diagnosing', note: 'Customer was rude' } }), withId(id));

    const track = (body: unknown) => TRACK(request('/api/service-requests/track', { method: 'POST', body }));
    const found = await track({ ticketNumber: ticketNumber.toLowerCase(), mobile: '9812345678' });
    expect(found.status).toBe(200);
    const body = await bodyOf(found);
    expect(body).toMatchObject({ ticketNumber, deviceType: 'Receipt printer', status: 'diagnosing' });
    expect((body.statusHistory as Array<{ status: string }>).map((change) => change.status)).toEqual(['received', 'diagnosing']);
    const text = JSON.stringify(body);
    for (const secret of ['Customer was rude', 'Ghumar Mandi', 'gk@example.in', '9812345678', 'Gurpreet']) expect(text).not.toContain(secret);

    const wrongMobile = await track({ ticketNumber, mobile: '9000000000' });
    const wrongTicket = await track({ ticketNumber: ticketNumber === 'SR-0000000' ? 'SR-0000001' : 'SR-0000000', mobile: '9812345678' });
    expect(wrongMobile.status).toBe(404);
    expect(await wrongMobile.json()).toEqual({ message: 'No service request matches that ticket number and mobile number.' });
    expect(wrongTicket.status).toBe(404);
    expect(await wrongTicket.json()).toEqual({ message: 'No service request matches that ticket number and mobile number.' });
    expect((await track({ ticketNumber: 'SV-0000000', mobile: '9812345678' })).status).toBe(400);
  });
});
