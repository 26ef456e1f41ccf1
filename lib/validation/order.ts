import { z } from 'zod';
import { fieldLabels, messages, validationMessages } from '@/lib/messages';
import { COURIER_IDS, COURIERS, CONSIGNMENT_NUMBER } from '@/lib/couriers';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, ORDER_STATUSES, PAYMENT_METHODS, TEXT_LIMITS } from '@/lib/shop-rules';
import { email, objectId, optionalFieldText, phone, requiredText } from './fields';
import { businessName, checkGstFields, gstin, billingState } from './buyer-tax';
import { gstMessages } from '@/lib/gst/messages';
import { normalisePinCode, PIN_CODE_PATTERN, pinCodeInAddress, stateForPinCode } from '@/lib/gst/pin-codes';

const cartLine = z.object({
  _id: objectId,
  quantity: z
    .number({ error: messages.cart.quantityWhole })
    .int({ error: messages.cart.quantityWhole })
    .min(1, { error: messages.cart.quantityWhole })
    .max(MAX_LINE_QUANTITY, { error: messages.cart.quantityLimit })
    .default(1),
});

/**
 * The cart with the lines of one product merged (ids in any casing are one product), checked after
 * merging: the quantity cap applies to each product's total and the line cap to the merged lines, so
 * 100 lines of 1000 of one product are 100,000 units, over the cap. The raw list is bounded by the
 * JSON body's size.
 */
const mergedCart = z
  .array(cartLine, { error: messages.orders.emptyCart })
  .min(1, { error: messages.orders.emptyCart })
  .transform((lines) => {
    const merged = new Map<string, number>();
    for (const line of lines) {
      const id = line._id.toLowerCase();
      merged.set(id, (merged.get(id) ?? 0) + line.quantity);
    }
    return [...merged].map(([_id, quantity]) => ({ _id, quantity }));
  })
  .pipe(
    z
      .array(z.object({ _id: z.string(), quantity: z.number().max(MAX_LINE_QUANTITY, { error: messages.cart.quantityLimit }) }))
      .max(MAX_CART_LINES, { error: validationMessages.order.tooManyLines }),
  );

/** The parts of a delivery address a courier needs; the state is the one field that decides the tax. */
export const ADDRESS_LINES_MAX = 400;
export const CITY_MAX = 60;

const pinCode = z
  .string({ error: validationMessages.order.pinCodeRequired })
  .transform(normalisePinCode)
  .pipe(z.string().min(1, { error: validationMessages.order.pinCodeRequired }).regex(PIN_CODE_PATTERN, { error: validationMessages.order.pinCodeFormat }));

const shippingAddress = z.object({
  lines: requiredText(fieldLabels.address, ADDRESS_LINES_MAX, { multiline: true }),
  city: requiredText(fieldLabels.city, CITY_MAX),
  pinCode,
  // Left out: the billing state (one question on the form answers both).
  state: billingState,
});

/** The single address string of the spec, built from the parts: what the admin, the export and the mails read. */
export const addressText = (parts: { lines: string; city: string; pinCode: string; state: string }): string =>
  `${parts.lines}\n${parts.city} ${parts.pinCode}\n${parts.state}`;

/**
 * The place of supply: the billing state when given, else the shipping address's state, else the
 * state of the PIN code (of the structured address, or written in the single address string).
 */
function resolveBillingState(order: { billingState?: string; address?: string; shippingAddress?: { pinCode: string; state?: string } }): string | undefined {
  if (order.billingState) return order.billingState;
  if (order.shippingAddress?.state) return order.shippingAddress.state;
  const pin = order.shippingAddress?.pinCode ?? pinCodeInAddress(order.address ?? '');
  return pin ? stateForPinCode(pin)?.name : undefined;
}

/**
 * POST /api/orders, the checkout form and its Server Action. The address comes as the spec's single
 * string (`address`) or in parts (`shippingAddress: { lines, city, pinCode, state? }`); either way the
 * order stores `address` filled in, and the parts when they were given. Prices and totals from the
 * browser are not part of the schema: the server computes them from the database.
 */
export const orderSchema = z
  .object({
    fullName: requiredText(fieldLabels.fullName, TEXT_LIMITS.name),
    address: optionalFieldText(fieldLabels.address, TEXT_LIMITS.address, { multiline: true }).nullable(),
    shippingAddress: shippingAddress.optional(),
    mobile: phone(fieldLabels.mobile, validationMessages.field.mobileInvalid),
    email,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: validationMessages.order.paymentMethod }).default('COD'),
    transactionId: optionalFieldText(fieldLabels.transactionId, TEXT_LIMITS.transactionId).nullable(),
    cart: mergedCart,
    billingState,
    gstin,
    businessName,
  })
  .transform((order, ctx) => {
    const { shippingAddress: parts, ...rest } = order;
    if (!parts && !order.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: validationMessages.order.addressRequired });
    }
    const state = resolveBillingState({ ...order, address: order.address ?? undefined });
    if (!state) ctx.addIssue({ code: 'custom', path: ['billingState'], message: gstMessages.billingStateMissing });
    if (order.paymentMethod === 'Online' && !order.transactionId) {
      ctx.addIssue({ code: 'custom', path: ['transactionId'], message: messages.orders.transactionIdRequired });
    }
    if (state) checkGstFields({ ...order, billingState: state }, ctx);
    if (!state || (!parts && !order.address)) return z.NEVER;
    const structured = parts ? { lines: parts.lines, city: parts.city, pinCode: parts.pinCode, state: parts.state ?? state } : undefined;
    return {
      ...rest,
      billingState: state,
      address: structured ? addressText(structured) : (order.address as string),
      ...(structured ? { shippingAddress: structured } : {}),
      transactionId: order.paymentMethod === 'Online' ? (order.transactionId ?? null) : null,
    };
  });

export type OrderInput = z.infer<typeof orderSchema>;

/** The checkout form's fields (flat, as a form posts them) and where each sits in the order's JSON. */
export const ORDER_FORM_FIELDS = [
  'fullName',
  'addressLines',
  'city',
  'pinCode',
  'billingState',
  'mobile',
  'email',
  'business',
  'businessName',
  'gstin',
  'paymentMethod',
  'transactionId',
] as const;
export type OrderFormField = (typeof ORDER_FORM_FIELDS)[number];

/** The form field a schema issue is about, from its path (`shippingAddress.pinCode` is the `pinCode` field). */
export function orderFormField(path: readonly PropertyKey[]): OrderFormField | 'address' | 'cart' | undefined {
  const [first, second] = path;
  if (first === 'shippingAddress') {
    if (second === 'lines') return 'addressLines';
    if (second === 'state') return 'billingState';
    return second === 'city' || second === 'pinCode' ? second : 'addressLines';
  }
  if (first === 'address') return 'addressLines';
  if (first === 'cart') return 'cart';
  return typeof first === 'string' && (ORDER_FORM_FIELDS as readonly string[]).includes(first) ? (first as OrderFormField) : undefined;
}

/** The JSON of POST /api/orders from the form's flat fields: the address in parts, a GSTIN only for a business purchase. */
export function orderBodyFromForm(fields: Partial<Record<OrderFormField, string>>, cart: ReadonlyArray<{ _id: string; quantity: number }>) {
  const business = fields.business === 'on' || fields.business === 'true';
  const paymentMethod = fields.paymentMethod || 'COD';
  return {
    fullName: fields.fullName ?? '',
    shippingAddress: { lines: fields.addressLines ?? '', city: fields.city ?? '', pinCode: fields.pinCode ?? '', state: fields.billingState ?? '' },
    billingState: fields.billingState ?? '',
    mobile: fields.mobile ?? '',
    email: fields.email ?? '',
    paymentMethod,
    transactionId: paymentMethod === 'Online' ? (fields.transactionId ?? '') : null,
    gstin: business ? (fields.gstin ?? '') : null,
    businessName: business ? (fields.businessName ?? '') : null,
    cart: cart.map((line) => ({ _id: line._id, quantity: line.quantity })),
  };
}

export const orderUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: validationMessages.order.unknownStatus }),
    paid: z.boolean({ error: validationMessages.order.paidNotBoolean }),
    // null clears it.
    courier: z.enum(COURIER_IDS, { error: validationMessages.order.unknownCourier(COURIERS.map((courier) => courier.id)) }).nullable(),
    consignmentNumber: z
      .string({ error: validationMessages.order.consignmentNotText })
      .trim()
      .regex(CONSIGNMENT_NUMBER, { error: validationMessages.order.consignmentFormat })
      .nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: validationMessages.field.nothingToUpdate });

/** The first message per form field from the order rules' issues (nested address parts named as the form names them). */
export function orderFormErrors(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Partial<Record<OrderFormField | 'cart', string>> {
  const errors: Partial<Record<OrderFormField | 'cart', string>> = {};
  for (const issue of issues) {
    const field = orderFormField(issue.path);
    const name = field === 'address' ? 'addressLines' : field;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** The cart lines a form posts (`id:quantity,id:quantity`); malformed entries are left for the schema to refuse. */
export function cartLinesFromForm(text: string): Array<{ _id: string; quantity: number }> {
  return text
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [_id = '', quantity = '1'] = entry.trim().split(':');
      return { _id, quantity: Number(quantity) };
    });
}
