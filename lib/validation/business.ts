/** The shop's Business details as the admin form and PUT /api/admin/business send them. */
import { z } from 'zod';
import { gstinProblem, normaliseGstin } from '@/lib/gst/gstin';
import { businessMessages } from '@/lib/gst/messages';
import { findState, stateByCode } from '@/lib/gst/states';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { requiredText } from './fields';
import { fieldLabels, validationMessages } from '@/lib/messages';

export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export const businessSchema = z
  .object({
    legalName: requiredText(fieldLabels.legalName, TEXT_LIMITS.productName),
    tradeName: requiredText(fieldLabels.tradeName, TEXT_LIMITS.productName),
    // Empty while the shop has no GSTIN yet: a production server then issues no tax documents.
    gstin: z
      .string({ error: businessMessages.gstinText })
      .transform(normaliseGstin)
      .transform((gstin) => gstin || null),
    address: requiredText(fieldLabels.address, TEXT_LIMITS.address, { multiline: true }),
    state: z.string({ error: businessMessages.stateUnknown }).transform((name, context) => {
      const state = findState(name);
      if (!state) {
        context.addIssue({ code: 'custom', message: businessMessages.stateUnknown });
        return z.NEVER;
      }
      return state;
    }),
    pinCode: z.string({ error: businessMessages.pinCode }).trim().regex(PIN_CODE_PATTERN, { error: businessMessages.pinCode }),
  })
  .strict()
  .superRefine((input, context) => {
    if (!input.gstin) return;
    const problem = gstinProblem(input.gstin, input.state.code);
    if (problem === 'format') context.addIssue({ code: 'custom', path: ['gstin'], message: businessMessages.gstinFormat });
    if (problem === 'checksum') context.addIssue({ code: 'custom', path: ['gstin'], message: businessMessages.gstinChecksum });
    if (problem === 'state') {
      const code = input.gstin.slice(0, 2);
      context.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: businessMessages.gstinState(stateByCode(code)?.name ?? validationMessages.order.unknownGstinState, code, input.state.name),
      });
    }
  });

export type BusinessInput = z.output<typeof businessSchema>;
