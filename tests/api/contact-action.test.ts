import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { CONTACT_IDLE } from '@/components/contact/contact-form-state';
import { sendContactMessage } from '@/app/(site)/contact/actions';
import { ContactMessageModel } from '@/models/ContactMessage';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { request } from './http';

// The Server Action reads the client IP from the request headers, as the JSON route does.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

useTestDatabase();
beforeEach(async () => {
  await clearCollections();
  requestHeaders.current = new Headers({ 'x-forwarded-for': '203.0.113.80' });
});

const valid = { name: 'Gurpreet Kaur', phone: '+91 98765 43210', email: 'gurpreet@example.in', message: 'Need a quote for two receipt printers.' };

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the contact form posted to its Server Action (before hydration or with JavaScript off)', () => {
  it('stores the message with the phone as 10 digits and answers "sent"', async () => {
    expect(await sendContactMessage(CONTACT_IDLE, formOf(valid))).toEqual({ status: 'sent' });
    const stored = await ContactMessageModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, phone: '9876543210' });
  });

  it('a phone that is not 10 digits gets the spec message, keeps the typed values and writes nothing', async () => {
    const answer = await sendContactMessage(CONTACT_IDLE, formOf({ ...valid, phone: '98765-4321' }));
    expect(answer).toEqual({
      status: 'failed',
      field: 'phone',
      message: 'Please enter a valid 10-digit phone number.',
      values: { ...valid, phone: '98765-4321' },
    });
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('a refused email is named in the answer', async () => {
    const answer = await sendContactMessage(CONTACT_IDLE, formOf({ ...valid, email: 'gurpreet@' }));
    expect(answer).toMatchObject({
      status: 'failed',
      field: 'email',
      message: 'The email address "gurpreet@" was not accepted. Please check it and send again.',
    });
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('shares the contact rate limit with POST /api/contact and says when to try again', async () => {
    // The limit is 5 per 10 minutes per IP: four through the JSON API, the fifth through the form.
    for (let i = 0; i < 4; i += 1) {
      const response = await POST(
        request('/api/contact', { method: 'POST', body: { ...valid, phone: '9876543210' }, headers: { 'x-forwarded-for': '203.0.113.80' } }),
      );
      expect(response.status).toBe(200);
    }
    expect(await sendContactMessage(CONTACT_IDLE, formOf(valid))).toEqual({ status: 'sent' });
    const limited = await sendContactMessage(CONTACT_IDLE, formOf(valid));
    expect(limited).toMatchObject({ status: 'failed', message: 'Too many messages, try again in 10 minutes.' });
    expect(await ContactMessageModel.countDocuments()).toBe(5);
  });
});
