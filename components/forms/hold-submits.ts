/**
 * Forms whose answer comes back as React state (useActionState over a Server Action: tracking, the
 * contact message, a repair booking, the admin login, the checkout) are sent by React, not by the
 * browser, whenever JavaScript runs. A submission made before the page has hydrated is held by a
 * small inline script (HOLD_SUBMITS_SCRIPT, at the top of every public page) and sent through React
 * as soon as the form's component is mounted (useSendHeldSubmit, ./use-send-held-submit.ts).
 * Without JavaScript nothing is held: the browser posts the form and the server renders the answer
 * into the next page.
 *
 * Why not let the browser post it before hydration, as without JavaScript: the answer page must then
 * hydrate with the form state Next.js writes into it just after its first script tag. When that page
 * arrives in two parts split there and the scripts, already cached, run in between, hydration starts
 * without the form state; React finds the answer in the HTML but not in its state, rebuilds the page
 * and the answer (a tracking result, the "Thank You!", a ticket number) is gone. On a throttled phone
 * about one early submission in twelve was lost that way.
 *
 * The held form is left as the server rendered it: an attribute added before hydration (aria-busy,
 * say) is one React did not render, and it would report the form as not matching.
 *
 * If one of the page's own scripts (/_next/) fails to load, the page will never hydrate: the held
 * submission is then posted by the browser after all, and so is every later one.
 */

/** The attribute that marks a form as held until hydrated. */
export const HOLD_UNTIL_HYDRATED = 'data-hold-until-hydrated';
/** The form's props that mark it so: `<form {...holdUntilHydrated} ref={useSendHeldSubmit()}>`. */
export const holdUntilHydrated = { [HOLD_UNTIL_HYDRATED]: '' } as const;
/** Set on such a form by its component once mounted: from then on the submission is React's. */
export const HYDRATED_FORM = 'data-form-hydrated';

declare global {
  interface Window {
    /** Forms submitted before hydration, with the button that sent each (HOLD_SUBMITS_SCRIPT). */
    __heldFormSubmits?: Map<HTMLFormElement, HTMLElement | null>;
  }
}

/**
 * Runs inline before any form is parsed. Holds a submit of a marked form that is not yet hydrated
 * (one per form: a second tap replaces the first), and posts the held forms natively if one of the
 * page's own scripts fails to load (another site's, such as YouTube's player API, does not count).
 */
export const HOLD_SUBMITS_SCRIPT = `(function () {
  var held = (window.__heldFormSubmits = new Map());
  var failed = false;
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (failed || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute('${HOLD_UNTIL_HYDRATED}') || form.hasAttribute('${HYDRATED_FORM}')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(form, event.submitter || null);
  }, true);
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (!target || target.tagName !== 'SCRIPT' || String(target.src).indexOf('/_next/') === -1) return;
    failed = true;
    held.forEach(function (_submitter, form) {
      HTMLFormElement.prototype.submit.call(form);
    });
    held.clear();
  }, true);
})();`;
