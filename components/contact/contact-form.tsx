'use client';
/**
 * The "Contact Us" form. It is a real form posting to a Server Action, so a message sent
 * before hydration or with JavaScript off is delivered and answered like any other. Once hydrated it
 * adds the browser's side: a phone that is not 10 digits alerts and sends nothing, "Sending..."
 * while busy, the post about 700 ms after submit, and on success the card turns to its "Thank You!"
 * side with the fields cleared. A refusal says why (the email refused, too many messages), the red
 * failure text otherwise.
 */
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { contactFormMessages } from '@/lib/messages/contact';
import { PHONE_PATTERN, TEXT_LIMITS } from '@/lib/shop-rules';
import { normalizePhone } from '@/lib/phone';
import { CONTACT_IDLE, EMPTY_CONTACT, contactValuesOf, type ContactField, type ContactFormState } from './contact-form-state';
import { sendContactMessage } from '@/app/(site)/contact/actions';
import styles from './contact-form.module.css';
import { holdUntilHydrated } from '@/components/forms/hold-submits';
import { useSendHeldSubmit } from '@/components/forms/use-send-held-submit';
import { groupIndian } from '@/lib/group-digits';

/** The pause between submit and the request, while the card turns. */
export const SEND_DELAY_MS = 700;

export function ContactForm() {
  // The form's own action: what a submission before hydration or without JavaScript goes through,
  // and the answer the server renders back into the page.
  const [formState, formAction] = useActionState(sendContactMessage, CONTACT_IDLE);
  // Once hydrated, submissions call the action from here, after that pause, so that a network
  // failure becomes the failure text instead of an error page.
  const [answer, setAnswer] = useState<ContactFormState | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const heldRef = useSendHeldSubmit(formRef);
  const state = answer ?? formState;
  const sent = state.status === 'sent';
  const failure = state.status === 'failed' ? state : null;
  const values = failure?.values ?? EMPTY_CONTACT;

  useEffect(() => {
    if (state.status === 'sent') formRef.current?.reset();
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    if (!PHONE_PATTERN.test(normalizePhone(String(data.get('phone') ?? '')))) {
      window.alert(contactFormMessages.invalidPhone);
      return;
    }
    setSending(true);
    window.setTimeout(async () => {
      try {
        setAnswer(await sendContactMessage(state, data));
      } catch (error) {
        console.error('Sending the contact form failed', error);
        setAnswer({ status: 'failed', message: contactFormMessages.sendFailed, values: contactValuesOf(data) });
      } finally {
        setSending(false);
      }
    }, SEND_DELAY_MS);
  };

  const invalid = (field: ContactField) => (failure?.field === field ? true : undefined);

  return (
    <div className={`${styles.card} ${sent ? styles.flipped : ''}`} data-testid="contact-card">
      <div className={styles.inner}>
        <div className={styles.front} inert={sent}>
          <form ref={heldRef} className={styles.form} action={formAction} onSubmit={onSubmit} {...holdUntilHydrated}>
            <div className={styles.field}>
              <label htmlFor="contact-name">Name</label>
              <input
                id="contact-name"
                name="name"
                type="text"
                placeholder="Your Full Name"
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
                defaultValue={values.name}
                aria-invalid={invalid('name')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="contact-phone">Phone</label>
              <input
                id="contact-phone"
                name="phone"
                type="tel"
                inputMode="tel"
                placeholder="Enter your phone number"
                autoComplete="tel-national"
                required
                maxLength={TEXT_LIMITS.phoneAsTyped}
                defaultValue={values.phone}
                aria-invalid={invalid('phone')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="contact-email">Email</label>
              <input
                id="contact-email"
                name="email"
                type="email"
                placeholder="Your Email"
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
                defaultValue={values.email}
                aria-invalid={invalid('email')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="contact-message">Message</label>
              <textarea
                id="contact-message"
                name="message"
                placeholder="Your Message..."
                rows={4}
                required
                maxLength={TEXT_LIMITS.message}
                defaultValue={values.message}
                aria-invalid={invalid('message')}
                aria-describedby="contact-message-limit"
              />
              <small id="contact-message-limit" className={styles.limit}>
                {`Up to ${groupIndian(TEXT_LIMITS.message)} characters.`}
              </small>
            </div>
            {failure && (
              <p className={styles.error} role="alert">
                {failure.message}
              </p>
            )}
            <button type="submit" className={styles.submit} disabled={sending}>
              {sending ? 'Sending...' : 'Send Message'}
            </button>
          </form>
        </div>
        <div className={styles.back} role="status">
          {sent && (
            <div className={styles.thanks}>
              <h2 className={styles.thanksTitle}>{contactFormMessages.thankYouTitle}</h2>
              <p className={styles.thanksText}>{contactFormMessages.thankYouText}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
