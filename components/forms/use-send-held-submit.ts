'use client';
/** The component's half of holding a form submitted before hydration (./hold-submits.ts). */
import { useCallback, type RefCallback, type RefObject } from 'react';
import { HYDRATED_FORM } from './hold-submits';

/**
 * Makes the form React's: marks it (later submissions are not held) and sends the submission held
 * before that, if there is one, through React, its onSubmit and action running as for a tap made now.
 * The sending waits for the end of the commit that attached the form.
 */
function takeOverHeldForm(form: HTMLFormElement): void {
  form.setAttribute(HYDRATED_FORM, '');
  const held = window.__heldFormSubmits;
  if (!held?.has(form)) return;
  const submitter = held.get(form) ?? null;
  held.delete(form);
  queueMicrotask(() => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined));
}

/**
 * The ref for a form marked HOLD_UNTIL_HYDRATED: each form element it is attached to (a keyed form
 * that is rebuilt included) is taken over as it mounts. `ref`, when given, is kept pointing at the form.
 */
export function useSendHeldSubmit(ref?: RefObject<HTMLFormElement | null>): RefCallback<HTMLFormElement> {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (ref) ref.current = form;
      if (form) takeOverHeldForm(form);
    },
    [ref],
  );
}
