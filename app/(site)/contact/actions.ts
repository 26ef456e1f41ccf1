'use server';
/**
 * The contact form's Server Action: the form posts here before hydration, with JavaScript off, and
 * from the hydrated page alike. It runs the same rules as POST /api/contact (contactSchema, the
 * `contact` rate limit per client IP, saveContactMessage) and answers with the form's texts; a
 * failure is read through the same mapping as the JSON API's (failureOf).
 */
import { headers } from 'next/headers';
import { formFields } from '@/lib/server/platform/action-form';
import { clientIpFromHeaders } from '@/lib/server/platform/client-ip';
import { saveContactMessage } from '@/lib/server/messages/contact-messages';
import { failureOf, fieldMessages, parseWith, type Failure } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/platform/rate-limit';
import { contactSchema } from '@/lib/validation/contact';
import { EMPTY_CONTACT, type ContactField, type ContactFormState } from '@/components/contact/contact-form-state';

const FIELDS: readonly ContactField[] = ['name', 'phone', 'email', 'message'];

export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = formFields(form, FIELDS);
  if (!values) return { status: 'failed', values: EMPTY_CONTACT, message: messages.contact.sendFailed };
  try {
    const input = parseWith(contactSchema, values);
    await consume('contact', clientIpFromHeaders(await headers()));
    await saveContactMessage(input);
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', values, ...reasonOf(failureOf(error, { action: 'contact' }), values.email) };
  }
}

/** Why a message was refused, in the visitor's words; the generic failure only when there is no reason to give. */
function reasonOf(failure: Failure, email: string): { message: string; field?: ContactField } {
  if (failure.status === 400) {
    const errors = fieldMessages(failure, FIELDS);
    const field = FIELDS.find((name) => errors[name]);
    if (field === 'email') return { field, message: messages.contact.emailRefused(email.trim()) };
    return { field, message: (field && errors[field]) ?? failure.message };
  }
  if (failure.status === 429) {
    const seconds = Number(failure.headers['Retry-After'] ?? 60);
    return { message: messages.contact.tooMany(Math.max(1, Math.ceil(seconds / 60))) };
  }
  return { message: messages.contact.sendFailed };
}
