/**
 * The checkout's GST fields: the billing state (the place of supply, which decides CGST + SGST or
 * IGST) and, for a business purchase, the business name and GSTIN for a GST invoice. Checked with the
 * order schema like the other fields; a wrong GSTIN is explained next to it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { site } from '@/content/site';
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

/** The shop's own state is chosen to begin with: most buyers are local. */
export const EMPTY_GST_FIELDS: GstFields = { billingState: site.tax.state, business: false, businessName: '', gstin: '' };

/** The GST part of POST /api/orders: no GSTIN or business name unless it is a business purchase. */
export function gstRequestFields(gst: GstFields) {
  return {
    billingState: gst.billingState,
    gstin: gst.business ? gst.gstin : null,
    businessName: gst.business ? gst.businessName : null,
  };
}

interface Props {
  gst: GstFields;
  onChange: (change: Partial<GstFields>, field: GstFieldName) => void;
  fieldProps: (name: GstFieldName) => Record<string, unknown>;
  fieldError: (name: GstFieldName) => ReactNode;
}

export function CheckoutGstFields({ gst, onChange, fieldProps, fieldError }: Props) {
  const text = (field: 'businessName' | 'gstin') => (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }, field);
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="checkout-billingState">Billing State</label>
        <select
          {...fieldProps('billingState')}
          required
          value={gst.billingState}
          onChange={(event) => onChange({ billingState: event.target.value }, 'billingState')}
        >
          <option value="">Choose your state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.name}>
              {state.name}
            </option>
          ))}
        </select>
        {fieldError('billingState')}
      </div>
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
      {gst.business && (
        <div data-testid="business-fields">
          <div className={styles.field}>
            <label htmlFor="checkout-businessName">Business Name</label>
            <input
              {...fieldProps('businessName')}
              type="text"
              autoComplete="organization"
              required
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
              required
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
