/**
 * The checkout's GST fields. The state (the place of supply, which decides CGST + SGST or IGST) is
 * never preselected: the PIN code suggests it (lib/gst/pin-codes.ts) and the buyer sees the
 * suggestion and confirms or changes it. For a business purchase, the business name and GSTIN for a
 * GST invoice. Checked with the order schema like the other fields; a wrong GSTIN is explained next to it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { site } from '@/content/site';
import { stateForPinCode } from '@/lib/gst/pin-codes';
import { INDIAN_STATES } from '@/lib/gst/states';
import { BUSINESS_NAME_MAX } from '@/lib/validation/buyer-tax';
import styles from './checkout.module.css';

export interface GstFields {
  billingState: string;
  business: boolean;
  businessName: string;
  gstin: string;
}

export type GstFieldName = 'billingState' | 'businessName' | 'gstin';

/** No state chosen to begin with: the buyer's state decides the tax, so it is asked, never assumed. */
export const EMPTY_GST_FIELDS: GstFields = { billingState: '', business: false, businessName: '', gstin: '' };

export const STATE_DECIDES_TAX = `Your state decides the tax: CGST + SGST within ${site.tax.state}, IGST for any other state.`;

/** The state to fill in when the PIN code changes: its state, unless the buyer chose one of their own. */
export function stateAfterPinChange(pinCode: string, current: string, suggestedBefore: string | undefined): string {
  const suggestion = stateForPinCode(pinCode)?.name;
  if (!suggestion) return current;
  return current === '' || current === suggestedBefore ? suggestion : current;
}

interface StateProps {
  value: string;
  pinCode: string;
  onChange: (state: string) => void;
  fieldProps: (name: GstFieldName) => Record<string, unknown>;
  fieldError: (name: GstFieldName) => ReactNode;
}

export function StateField({ value, pinCode, onChange, fieldProps, fieldError }: StateProps) {
  const suggestion = stateForPinCode(pinCode)?.name;
  return (
    <div className={styles.field}>
      <label htmlFor="checkout-billingState">State</label>
      <p id="checkout-billingState-hint" className={styles.hint}>
        {STATE_DECIDES_TAX}
      </p>
      <select
        {...fieldProps('billingState')}
        aria-describedby={[
          'checkout-billingState-hint',
          suggestion ? 'checkout-billingState-suggestion' : '',
          fieldProps('billingState')['aria-describedby'] ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose your state</option>
        {INDIAN_STATES.map((state) => (
          <option key={state.code} value={state.name}>
            {state.name}
          </option>
        ))}
      </select>
      {suggestion && (
        <p
          id="checkout-billingState-suggestion"
          className={value && value !== suggestion ? styles.warning : styles.hint}
          role="status"
          data-testid="state-suggestion"
        >
          {value === suggestion
            ? `Filled in from PIN code ${pinCode.trim()}: please check it is your state.`
            : value
              ? `PIN code ${pinCode.trim()} is in ${suggestion}, but ${value} is chosen. Please check which is right.`
              : `PIN code ${pinCode.trim()} is in ${suggestion}.`}
        </p>
      )}
      {fieldError('billingState')}
    </div>
  );
}

interface BusinessProps {
  gst: GstFields;
  onChange: (change: Partial<GstFields>, field: GstFieldName) => void;
  fieldProps: (name: GstFieldName) => Record<string, unknown>;
  fieldError: (name: GstFieldName) => ReactNode;
  /** Without JavaScript the fields cannot appear on ticking the box: they are always shown. */
  alwaysShown?: boolean;
}

export function BusinessFields({ gst, onChange, fieldProps, fieldError, alwaysShown = false }: BusinessProps) {
  const text = (field: 'businessName' | 'gstin') => (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }, field);
  return (
    <>
      <div className={styles.business}>
        <label className={styles.radio}>
          <input
            type="checkbox"
            name="business"
            checked={gst.business}
            onChange={(event) => onChange({ business: event.target.checked }, event.target.checked ? 'businessName' : 'gstin')}
          />
          Business purchase: GST invoice
        </label>
      </div>
      {(gst.business || alwaysShown) && (
        <div data-testid="business-fields">
          <div className={styles.field}>
            <label htmlFor="checkout-businessName">Business Name</label>
            <input
              {...fieldProps('businessName')}
              type="text"
              autoComplete="organization"
              required={!alwaysShown}
              maxLength={BUSINESS_NAME_MAX}
              value={gst.businessName}
              onChange={text('businessName')}
            />
            {fieldError('businessName')}
          </div>
          <div className={styles.field}>
            <label htmlFor="checkout-gstin">GSTIN</label>
            <input
              {...fieldProps('gstin')}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required={!alwaysShown}
              maxLength={20}
              value={gst.gstin}
              onChange={text('gstin')}
            />
            {fieldError('gstin')}
          </div>
        </div>
      )}
    </>
  );
}
