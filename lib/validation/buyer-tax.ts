/**
 * The order's GST fields, part of orderSchema (POST /api/orders and the checkout form): the billing
 * state (the place of supply), and for a business purchase its name and GSTIN, checked for format,
 * check character and state.
 */
import { z } from 'zod';
import { gstinProblem, normaliseGstin } from '@/lib/gst/gstin';
import { gstMessages } from '@/lib/gst/messages';
import { findState, stateByCode } from '@/lib/gst/states';
import { optionalFieldText } from './fields';
import { fieldLabels, validationMessages } from '@/lib/messages';

export const BUSINESS_NAME_MAX = 150;

/**
 * A state or union territory in any casing, stored in its canonical spelling. Never assumed: left out,
 * the order schema takes it from the shipping address (its state, else its PIN code) or refuses the
 * order naming this field; an empty value (the checkout's unchosen select) is refused.
 */
export const billingState = z
  .string({ error: gstMessages.billingStateUnknown })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: gstMessages.billingStateRequired });
      return z.NEVER;
    }
    const state = findState(value);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: gstMessages.billingStateUnknown });
      return z.NEVER;
    }
    return state.name;
  });

/** Spaces dropped and upper-cased; empty means none. */
export const gstin = z
  .string({ error: gstMessages.gstinFormat })
  .nullish()
  .transform((value) => (value ? normaliseGstin(value) : '') || null);

/** The text rule of every other name (lib/validation/fields.ts); empty means none. */
export const businessName = optionalFieldText(fieldLabels.businessName, BUSINESS_NAME_MAX)
  .nullable()
  .transform((value) => value || null);

/**
 * A GSTIN and a business name come together; the GSTIN must be valid and of the billing state. The
 * server also refuses the shop's own GSTIN, as stored in Business details (refuseShopGstin in
 * lib/server/tax/business.ts), which this schema, shared with the browser, cannot know.
 */
export function checkGstFields(order: { billingState: string; gstin: string | null; businessName: string | null }, ctx: z.RefinementCtx): void {
  if (order.businessName && !order.gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: gstMessages.gstinRequired });
  if (!order.gstin) return;
  if (!order.businessName) ctx.addIssue({ code: 'custom', path: ['businessName'], message: gstMessages.businessNameRequired });
  const state = findState(order.billingState);
  const problem = gstinProblem(order.gstin, state?.code);
  if (problem === 'format') ctx.addIssue({ code: 'custom', path: ['gstin'], message: gstMessages.gstinFormat });
  else if (problem === 'checksum') ctx.addIssue({ code: 'custom', path: ['gstin'], message: gstMessages.gstinChecksum });
  else if (problem === 'state') {
    const code = order.gstin.slice(0, 2);
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: gstMessages.gstinState(stateByCode(code)?.name ?? validationMessages.order.unknownGstinState, code, order.billingState),
    });
  }
}
