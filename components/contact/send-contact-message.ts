'use server';
/**
 * The contact form's Server Action: the form posts here before hydration, with JavaScript off, and
 * from the hydrated page alike. It runs the same rules as POST /api/contact (contactSchema, the
 * `contact` rate limit per client IP, saveContactMessage) and answers with the form's texts.
 */
import { headers } from 'next/headers';
import { clientIpFromHeaders } from '@/lib/server/client-ip';
import { saveContactMessage } from '@/lib/server/contact-messages';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { HttpError, ValidationError, parseWith } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/rate-limit';
import { contactSchema } from '@/lib/validation/contact';
import { contactValuesOf, type ContactField, type ContactFormState } from './contact-form-state';

const FIELDS: readonly ContactField[] = ['name', 'phone', 'email', 'message'];

export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = contactValuesOf(form);
  try {
    const input = parseWith(contactSchema, values);
    await consume('contact', clientIpFromHeaders(await headers()));
    await saveContactMessage(input);
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', values, ...reasonOf(error, values.email) };
  }
}

/** Why a message was refused, in the visitor's words; the generic failure only when there is no reason to give. */
function reasonOf(error: unknown, email: string): { message: string; field?: ContactField } {
  if (error instanceof ValidationError) {
    const errors = (error.body.errors ?? {}) as Partial<Record<ContactField, string[]>>;
    const field = FIELDS.find((name) => errors[name]?.length);
    if (field === 'email') return { field, message: messages.contact.emailRefused(email.trim()) };
    return { field, message: (field && errors[field]?.[0]) ?? error.message };
  }
  if (error instanceof HttpError && error.status === 429) {
    const seconds = Number(error.headers['Retry-After'] ?? 60);
    return { message: messages.contact.tooMany(Math.max(1, Math.ceil(seconds / 60))) };
  }
  logEvent('error', isDatabaseUnavailable(error) ? 'db_unavailable' : 'contact_send_failed', {
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return { message: messages.contact.sendFailed };
}
