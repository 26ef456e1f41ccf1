/**
 * Server Actions given something other than their form: Next calls an action with whatever arguments
 * a request encodes (a JSON string, an object, nothing), so each action checks for FormData and answers
 * with its form's error state, never a 500, storing nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '@/app/(site)/contact/actions';
import { logInAdmin } from '@/app/(site)/login/actions';
import { bookRepairAction } from '@/app/(site)/service-request/actions';
import { trackAction } from '@/app/(site)/track-order/actions';
import { CONTACT_IDLE } from '@/components/contact/contact-form-state';
import { LOGIN_IDLE } from '@/components/admin/login/login-form-state';
import { messages } from '@/lib/messages';
import { ContactMessageModel } from '@/models/ContactMessage';
import { ServiceRequestModel } from '@/models/ServiceRequest';
import { clearCollections, useTestDatabase } from '../helpers/database';

const next = vi.hoisted(() => ({ cookies: new Map<string, unknown>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.91' }),
  cookies: async () => ({ set: (cookie: { name: string }) => next.cookies.set(cookie.name, cookie) }),
}));
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Error(`redirected to ${path}`);
  },
}));

useTestDatabase();
beforeEach(() => clearCollections());

const notForms: Array<[string, unknown]> = [
  ['a string', 'name=Aman&message=hi'],
  ['a plain object', { name: 'Aman', phone: '9876543210', email: 'aman@example.in', message: 'hi', get: 'x' }],
  ['null', null],
  ['undefined', undefined],
  ['an array', [['name', 'Aman']]],
  ['a number', 42],
  ['a URLSearchParams', new URLSearchParams({ name: 'Aman' })],
];

describe.each(notForms)('given %s instead of FormData', (_kind, argument) => {
  it('the contact action answers "failed" with the form texts and stores nothing', async () => {
    const answer = await sendContactMessage(CONTACT_IDLE, argument as FormData);
    expect(answer).toMatchObject({ status: 'failed', message: messages.contact.sendFailed });
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('the login action answers with an error, sets no cookie and does not redirect', async () => {
    expect(await logInAdmin(LOGIN_IDLE, argument as FormData)).toEqual({ error: messages.admin.genericError, email: '' });
    expect(next.cookies.size).toBe(0);
  });

  it('the repair booking action answers with a message and stores nothing', async () => {
    expect(await bookRepairAction({ values: {} }, argument as FormData)).toEqual({ values: {}, message: messages.http.invalidInput });
    expect(await ServiceRequestModel.countDocuments()).toBe(0);
  });

  it('the tracking action answers with a message', async () => {
    expect(await trackAction({ values: { number: '', mobile: '' } }, argument as FormData)).toEqual({
      values: { number: '', mobile: '' },
      message: messages.http.invalidInput,
    });
  });
});

describe('a form whose fields are files or missing', () => {
  it('counts a file as an empty field: the field is named, nothing stored', async () => {
    const form = new FormData();
    form.set('name', new File(['Aman'], 'name.txt'));
    form.set('phone', '9876543210');
    form.set('email', 'aman@example.in');
    form.set('message', 'Hello');
    expect(await sendContactMessage(CONTACT_IDLE, form)).toMatchObject({ status: 'failed', field: 'name', message: 'Name is required.' });
    const booking = await bookRepairAction({ values: {} }, new FormData());
    expect(booking.errors).toMatchObject({ name: 'Name is required.', problem: 'Problem description is required.' });
    expect(await ContactMessageModel.countDocuments()).toBe(0);
    expect(await ServiceRequestModel.countDocuments()).toBe(0);
  });
});
