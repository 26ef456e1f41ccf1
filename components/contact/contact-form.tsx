'use client';
/**
 * The "Contact Us" form of the spec: phone exactly 10 digits after trimming (else an alert and nothing
 * is sent), "Sending..." while busy, the post about 700 ms after submit, the "Thank You!" panel and
 * cleared fields on success, the red failure text on failure.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '@/lib/messages';
import { PHONE_PATTERN } from '@/lib/shop-rules';
import styles from './contact-form.module.css';

/** The spec's pause between submit and the request. */
export const SEND_DELAY_MS = 700;

const EMPTY = { name: '', phone: '', email: '', message: '' };
type Fields = typeof EMPTY;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof Fields;
    setFields((current) => ({ ...current, [name]: event.target.value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const phone = fields.phone.trim();
    if (!PHONE_PATTERN.test(phone)) {
      window.alert(messages.contact.invalidPhone);
      return;
    }
    setLoading(true);
    setSent(false);
    setFailed(false);
    await wait(SEND_DELAY_MS);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...fields, phone }),
      });
      const answer = (await response.json().catch(() => ({}))) as { success?: unknown };
      if (answer.success !== true) throw new Error(`Contact form answer ${response.status}`);
      setSent(true);
      setFields(EMPTY);
    } catch (error) {
      console.error('Sending the contact form failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.wrapper}>
      {sent && (
        <div className={styles.thanks} role="status">
          <h2 className={styles.thanksTitle}>{messages.contact.thankYouTitle}</h2>
          <p className={styles.thanksText}>{messages.contact.thankYouText}</p>
        </div>
      )}
      <form className={styles.form} method="post" onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" name="name" type="text" placeholder="Your Full Name" autoComplete="name" required maxLength={100} value={fields.name} onChange={onChange} />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-phone">Phone</label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            placeholder="Enter your phone number"
            autoComplete="tel-national"
            required
            value={fields.phone}
            onChange={onChange}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" name="email" type="email" placeholder="Your Email" autoComplete="email" required maxLength={254} value={fields.email} onChange={onChange} />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">Message</label>
          <textarea id="contact-message" name="message" placeholder="Your Message..." rows={4} required maxLength={5000} value={fields.message} onChange={onChange} />
        </div>
        {failed && (
          <p className={styles.error} role="alert">
            {messages.contact.sendFailed}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={loading}>
          {loading ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </div>
  );
}
