'use client';
/**
 * The tracking form: an order (SV-) or repair ticket (SR-) number and the mobile given with it. A
 * Server Action answers it, so it works before hydration and with JavaScript off; the answer (result,
 * "no match" or field errors) comes back as the form's state.
 */
import { useActionState } from 'react';
import { trackAction, type TrackState } from '@/app/(site)/track-order/actions';
import form from '@/components/forms/form.module.css';
import { holdUntilHydrated } from '@/components/forms/hold-submits';
import { useSendHeldSubmit } from '@/components/forms/use-send-held-submit';
import { OrderResult, RepairResult } from './tracking-result';
import { REFERENCE_AS_TYPED } from '@/lib/reference-number';
import { TEXT_LIMITS } from '@/lib/shop-rules';

export function TrackOrderForm({ initialNumber }: { initialNumber: string }) {
  const [state, action, pending] = useActionState<TrackState, FormData>(trackAction, { values: { number: initialNumber, mobile: '' } });
  const formRef = useSendHeldSubmit();
  const errorProps = (name: 'number' | 'mobile') => (state.errors?.[name] ? { 'aria-invalid': true, 'aria-describedby': `track-${name}-error` } : {});
  return (
    <>
      <form ref={formRef} className={form.form} action={action} noValidate {...holdUntilHydrated}>
        <div className={form.field}>
          <label htmlFor="track-number">Order or ticket number</label>
          <input
            id="track-number"
            name="number"
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="SV-7K2M9QX or SR-4H8T2PB"
            maxLength={REFERENCE_AS_TYPED}
            required
            defaultValue={state.values.number}
            key={`number-${state.values.number}`}
            {...errorProps('number')}
          />
          {state.errors?.number && (
            <p id="track-number-error" className={form.error}>
              {state.errors.number}
            </p>
          )}
        </div>
        <div className={form.field}>
          <label htmlFor="track-mobile">Mobile number</label>
          <input
            id="track-mobile"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            maxLength={TEXT_LIMITS.phoneAsTyped}
            required
            defaultValue={state.values.mobile}
            key={`mobile-${state.values.mobile}`}
            {...errorProps('mobile')}
          />
          {state.errors?.mobile && (
            <p id="track-mobile-error" className={form.error}>
              {state.errors.mobile}
            </p>
          )}
        </div>
        <button type="submit" className={form.submit} disabled={pending}>
          {pending ? 'Looking up...' : 'Track'}
        </button>
      </form>
      <div aria-live="polite">
        {state.message && (
          <p className={form.alert} role="alert" data-testid="track-message">
            {state.message}
          </p>
        )}
        {state.result?.kind === 'order' && <OrderResult order={state.result} mobile={state.values.mobile} />}
        {state.result?.kind === 'repair' && <RepairResult repair={state.result} />}
      </div>
    </>
  );
}
