import { beforeEach, describe, expect, it } from 'vitest';
import { DELETE, PATCH } from '@/app/api/contact/[id]/route';
import { GET, POST } from '@/app/api/contact/route';
import { messages } from '@/lib/messages';
import { ContactMessageModel } from '@/models/ContactMessage';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';

useTestDatabase();
beforeEach(() => clearCollections());

const valid = { name: 'Gurpreet Kaur', phone: '9876543210', email: 'gurpreet@example.in', message: 'Need a quote for two receipt printers.' };

describe('POST /api/contact (spec 7: reads success)', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no Content-Type', undefined],
  ])('refuses a JSON body sent as %s with 415 and says to send JSON, writing nothing', async (_case, contentType) => {
    const headers: Record<string, string> = { host: 'shop.test', ...(contentType ? { 'content-type': contentType } : {}) };
    const response = await POST(
      new Request('http://shop.test/api/contact', { method: 'POST', headers, body: new TextEncoder().encode(JSON.stringify(valid)) }),
    );
    expect(response.status).toBe(415);
    expect((await bodyOf(response)).message).toBe(messages.http.jsonContentType);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('takes a JSON body whose Content-Type names a charset', async () => {
    const response = await POST(
      new Request('http://shop.test/api/contact', {
        method: 'POST',
        headers: { host: 'shop.test', 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(valid),
      }),
    );
    expect(response.status).toBe(200);
    expect(await ContactMessageModel.countDocuments()).toBe(1);
  });

  it('stores a valid enquiry and answers { success: true }', async () => {
    const response = await POST(request('/api/contact', { method: 'POST', body: valid }));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ success: true });
    const stored = await ContactMessageModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, read: false });
  });

  it('trims the phone before the exactly-10-digits rule (spec 5)', async () => {
    const response = await POST(request('/api/contact', { method: 'POST', body: { ...valid, phone: '  9876543210 ' } }));
    expect(response.status).toBe(200);
    expect((await ContactMessageModel.findOne().lean())?.phone).toBe('9876543210');
  });

  it.each([
    ['9 digits', { phone: '987654321' }],
    ['11 digits', { phone: '98765432101' }],
    ['letters', { phone: '98765abcde' }],
    ['missing name', { name: '' }],
    ['missing message', { message: '   ' }],
    ['bad email', { email: 'not-an-email' }],
    ['operator injection in email', { email: { $gt: '' } }],
    ['oversized message', { message: 'x'.repeat(5001) }],
  ])('refuses %s with 400 { success: false, message, errors } and writes nothing', async (_case, change) => {
    const response = await POST(request('/api/contact', { method: 'POST', body: { ...valid, ...change } }));
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(body.errors).toBeTypeOf('object');
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('answers the invalid phone with the spec message', async () => {
    const body = await bodyOf(await POST(request('/api/contact', { method: 'POST', body: { ...valid, phone: '12345' } })));
    expect(body.message).toBe('Please enter a valid 10-digit phone number.');
  });

  it('refuses a body that is not JSON with 400 and success false', async () => {
    const response = await POST(request('/api/contact', { method: 'POST', rawBody: '{"name":' }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).success).toBe(false);
  });

  it('refuses a JSON body over 64 kB with 413 before parsing', async () => {
    const response = await POST(request('/api/contact', { method: 'POST', rawBody: JSON.stringify({ ...valid, message: 'x'.repeat(70_000) }) }));
    expect(response.status).toBe(413);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('limits messages per IP: the 6th in 10 minutes gets 429 with Retry-After', async () => {
    const fromIp = { [CLIENT_IP_HEADER]: '203.0.113.7' };
    for (let i = 0; i < 5; i += 1) {
      expect((await POST(request('/api/contact', { method: 'POST', body: valid, headers: fromIp }))).status).toBe(200);
    }
    const limited = await POST(request('/api/contact', { method: 'POST', body: valid, headers: fromIp }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bodyOf(limited)).success).toBe(false);
    // Another visitor is not affected.
    expect((await POST(request('/api/contact', { method: 'POST', body: valid, headers: { [CLIENT_IP_HEADER]: '203.0.113.8' } }))).status).toBe(200);
  });
});

describe('GET and DELETE /api/contact (admin)', () => {
  it('lists messages newest first for an admin', async () => {
    const { token } = await signedInAdmin();
    await ContactMessageModel.create({ ...valid, name: 'First', createdAt: new Date('2026-01-01') });
    await ContactMessageModel.create({ ...valid, name: 'Second', createdAt: new Date('2026-02-01') });
    const response = await GET(request('/api/contact', { token }));
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<{ name: string; _id: string; createdAt: string }>;
    expect(list.map((m) => m.name)).toEqual(['Second', 'First']);
    expect(typeof list[0]?._id).toBe('string');
  });

  it('deletes a message: { success: true }; unknown id 404 { success: false }; malformed id 400', async () => {
    const { token } = await signedInAdmin();
    const message = await ContactMessageModel.create(valid);
    const id = String(message._id);
    const ok = await DELETE(request(`/api/contact/${id}`, { method: 'DELETE', token }), withId(id));
    expect(ok.status).toBe(200);
    expect(await bodyOf(ok)).toEqual({ success: true });
    const again = await DELETE(request(`/api/contact/${id}`, { method: 'DELETE', token }), withId(id));
    expect(again.status).toBe(404);
    expect((await bodyOf(again)).success).toBe(false);
    const malformed = await DELETE(request('/api/contact/xyz', { method: 'DELETE', token }), withId('xyz'));
    expect(malformed.status).toBe(400);
    expect((await bodyOf(malformed)).success).toBe(false);
  });

  it('marks a message read', async () => {
    const { token } = await signedInAdmin();
    const message = await ContactMessageModel.create(valid);
    const id = String(message._id);
    expect((await PATCH(request(`/api/contact/${id}`, { method: 'PATCH', token }), withId(id))).status).toBe(200);
    expect((await ContactMessageModel.findById(id).lean())?.read).toBe(true);
  });

  it('marks a message unread again with { read: false }, and read with { read: true }', async () => {
    const { token } = await signedInAdmin();
    const message = await ContactMessageModel.create({ ...valid, read: true });
    const id = String(message._id);
    const unread = await PATCH(request(`/api/contact/${id}`, { method: 'PATCH', token, body: { read: false } }), withId(id));
    expect(unread.status).toBe(200);
    expect(await bodyOf(unread)).toEqual({ success: true, read: false });
    expect((await ContactMessageModel.findById(id).lean())?.read).toBe(false);
    await PATCH(request(`/api/contact/${id}`, { method: 'PATCH', token, body: { read: true } }), withId(id));
    expect((await ContactMessageModel.findById(id).lean())?.read).toBe(true);
  });

  it('refuses a read flag that is not true or false with 400 and per-field errors, changing nothing', async () => {
    const { token } = await signedInAdmin();
    const message = await ContactMessageModel.create(valid);
    const id = String(message._id);
    const response = await PATCH(request(`/api/contact/${id}`, { method: 'PATCH', token, body: { read: 'yes' } }), withId(id));
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.success).toBe(false);
    expect((body.errors as Record<string, string[]>).read?.[0]).toBe('read must be true or false.');
    expect((await ContactMessageModel.findById(id).lean())?.read).toBe(false);
  });

  it('marking read or unread needs an admin', async () => {
    const message = await ContactMessageModel.create(valid);
    const id = String(message._id);
    const response = await PATCH(request(`/api/contact/${id}`, { method: 'PATCH', body: { read: true } }), withId(id));
    expect(response.status).toBe(401);
    expect((await ContactMessageModel.findById(id).lean())?.read).toBe(false);
  });
});
