/** What the contact form's Server Action answers, and how the form shows it. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export type ContactFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  /** `message` says why; the typed values come back so nothing is lost, even with JavaScript off. */
  | { status: 'failed'; message: string; field?: ContactField; values: ContactValues };

export const CONTACT_IDLE: ContactFormState = { status: 'idle' };

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', message: '' };

export function contactValuesOf(form: FormData): ContactValues {
  const text = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), phone: text('phone'), email: text('email'), message: text('message') };
}
