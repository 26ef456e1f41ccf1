'use client';
/**
 * The repair booking form. A Server Action answers it, so it works before hydration and with
 * JavaScript off: field errors come back beside their fields with what was typed, and success shows
 * the ticket number.
 */
import Link from 'next/link';
import { useActionState, type ReactNode } from 'react';
import { bookRepairAction, type ServiceRequestState } from '@/app/(site)/service-request/actions';
import form from '@/components/forms/form.module.css';
import { holdUntilHydrated } from '@/components/forms/hold-submits';
import { useSendHeldSubmit } from '@/components/forms/use-send-held-submit';
import { postalAddress, site } from '@/content/site';
import { formatCalendarDate } from '@/lib/india-date';
import { DEVICE_TYPES, SERVICE_TEXT_LIMITS, VISIT_KINDS, VISIT_LABELS } from '@/lib/service-rules';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import type { ServiceField } from '@/lib/validation/service-request';
import { paths } from '@/lib/paths';
import { groupIndian } from '@/lib/group-digits';

/** What happens after booking, by the kind of visit: the customer brings the device in, or we come. */
export const NEXT_STEP_TEXTS = {
  'drop-off': (date: string) =>
    `Bring the device and this ticket number to our shop at ${postalAddress} on ${date} or any working day after, ${site.openingHours.text}. We will call you within one working day if we need anything before then.`,
  'on-site': (date: string) => `We will call you within one working day to confirm the visit on ${date}.`,
} as const;

export const BOOK_ANOTHER_TEXT = 'Book another repair';

export function ServiceRequestForm({ today }: { today: string }) {
  const [state, action, pending] = useActionState<ServiceRequestState, FormData>(bookRepairAction, { values: {} });
  // Each submission remounts the fields, so their defaults are what the server echoed back.
  const version = JSON.stringify(state.values);
  const formRef = useSendHeldSubmit();

  const describe = (name: ServiceField, hint?: boolean) => {
    const ids = [hint ? `service-${name}-hint` : '', state.errors?.[name] ? `service-${name}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': state.errors?.[name] ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const field = (name: ServiceField, label: string, control: ReactNode, hint?: string) => (
    <div className={form.field}>
      <label htmlFor={`service-${name}`}>{label}</label>
      {hint && (
        <p id={`service-${name}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {control}
      {state.errors?.[name] && (
        <p id={`service-${name}-error`} className={form.error}>
          {state.errors[name]}
        </p>
      )}
    </div>
  );

  // Booked: the ticket and what happens next take the form's place; "Book another" loads a fresh form.
  if (state.ticketNumber) {
    const { visit = 'drop-off', preferredDate = '' } = state.booked ?? {};
    return (
      <div className={form.success} role="status" data-testid="service-ticket">
        <h2>Repair booked</h2>
        <p>
          Your ticket number is <strong className="reference-number">{state.ticketNumber}</strong>.
        </p>
        <p>{NEXT_STEP_TEXTS[visit](formatCalendarDate(preferredDate))}</p>
        <p>
          Follow it any time on <Link href={paths.trackOrder(state.ticketNumber)}>Track your order or repair</Link> with this number and your mobile.
        </p>
        <p>
          {/* A full load of this same page, on purpose: a client-side navigation to the current URL would
              keep this booked state; a fresh load starts an empty form, with or without JavaScript. */}
          <a href={paths.serviceRequest()}>{BOOK_ANOTHER_TEXT}</a>
        </p>
      </div>
    );
  }

  return (
    <>
      {state.message && (
        <p className={form.alert} role="alert">
          {state.message}
        </p>
      )}
      <form ref={formRef} className={form.form} action={action} noValidate key={version} {...holdUntilHydrated}>
        {field(
          'name',
          'Name',
          <input
            id="service-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={TEXT_LIMITS.name}
            defaultValue={state.values.name}
            {...describe('name')}
          />,
        )}
        {field(
          'mobile',
          'Mobile',
          <input
            id="service-mobile"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={TEXT_LIMITS.phoneAsTyped}
            placeholder="10-digit mobile number"
            defaultValue={state.values.mobile}
            {...describe('mobile')}
          />,
        )}
        {field(
          'email',
          'Email (optional)',
          <input
            id="service-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            defaultValue={state.values.email}
            {...describe('email')}
          />,
        )}
        {field(
          'deviceType',
          'Device type',
          <select id="service-deviceType" name="deviceType" required defaultValue={state.values.deviceType ?? ''} {...describe('deviceType')}>
            <option value="" disabled>
              Choose the device
            </option>
            {DEVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>,
        )}
        {field(
          'brandModel',
          'Brand and model',
          <input
            id="service-brandModel"
            name="brandModel"
            type="text"
            required
            maxLength={SERVICE_TEXT_LIMITS.brandModel}
            placeholder="e.g. TVS RP 3200 Star"
            defaultValue={state.values.brandModel}
            {...describe('brandModel')}
          />,
        )}
        {field(
          'serialNumber',
          'Serial number (optional)',
          <input
            id="service-serialNumber"
            name="serialNumber"
            type="text"
            maxLength={SERVICE_TEXT_LIMITS.serialNumber}
            defaultValue={state.values.serialNumber}
            {...describe('serialNumber')}
          />,
        )}
        {field(
          'problem',
          'Problem description',
          <textarea
            id="service-problem"
            name="problem"
            rows={5}
            required
            maxLength={SERVICE_TEXT_LIMITS.problem}
            defaultValue={state.values.problem}
            {...describe('problem', true)}
          />,
          `What happens, and since when (at most ${groupIndian(SERVICE_TEXT_LIMITS.problem)} characters).`,
        )}
        <fieldset className={form.field} aria-describedby={state.errors?.visit ? 'service-visit-error' : undefined}>
          <legend>Visit</legend>
          <div className={form.choices}>
            {VISIT_KINDS.map((kind) => (
              <label key={kind} className={form.choice}>
                <input type="radio" name="visit" value={kind} required defaultChecked={(state.values.visit ?? 'drop-off') === kind} />
                {VISIT_LABELS[kind]}
              </label>
            ))}
          </div>
          {state.errors?.visit && (
            <p id="service-visit-error" className={form.error}>
              {state.errors.visit}
            </p>
          )}
        </fieldset>
        {field(
          'address',
          'Address (for an on-site visit)',
          <textarea
            id="service-address"
            name="address"
            rows={3}
            autoComplete="street-address"
            maxLength={TEXT_LIMITS.address}
            defaultValue={state.values.address}
            {...describe('address')}
          />,
        )}
        {field(
          'preferredDate',
          'Preferred date',
          <input
            id="service-preferredDate"
            name="preferredDate"
            type="date"
            required
            min={today}
            defaultValue={state.values.preferredDate}
            {...describe('preferredDate', true)}
          />,
          'Monday to Saturday, today or later.',
        )}
        <button type="submit" className={form.submit} disabled={pending}>
          {pending ? 'Booking...' : 'Book the repair'}
        </button>
      </form>
    </>
  );
}
