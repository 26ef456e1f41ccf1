'use server';
/**
 * The checkout's Server Action: placing an order as a plain form post, so it works without JavaScript
 * (the JavaScript checkout posts the same fields as JSON to POST /api/orders). It runs the same rules
 * as that route: orderSchema, the Idempotency key (a hidden field of the form, so a form sent twice
 * places one order), the `order` rate limit per client IP and placeOrder; it answers with the order's
 * confirmation, the UPI QR code drawn here for an online payment, or the form's errors with what was
 * typed. A failure is read through the same mapping as the JSON API's (failureOf).
 */
import { headers } from 'next/headers';
import QRCode from 'qrcode';
import { orderUpiLink, type OrderConfirmation } from '@/lib/cart/order-confirmation';
import { formFields } from '@/lib/server/platform/action-form';
import { clientIpFromHeaders } from '@/lib/server/platform/client-ip';
import { failureOf, fieldMessages, HttpError } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { orderConfirmation } from '@/lib/server/orders/confirmation';
import { awaitPlacedOrder, placeOrder } from '@/lib/server/orders/lifecycle';
import { consume } from '@/lib/server/platform/rate-limit';
import { cartLinesFromForm, ORDER_FORM_FIELDS, orderBodyFromForm, orderFormErrors, orderSchema, type OrderFormField } from '@/lib/validation/order';

export interface CheckoutFormState {
  values: Partial<Record<OrderFormField, string>>;
  errors?: Partial<Record<OrderFormField | 'cart', string>>;
  message?: string;
  placed?: OrderConfirmation;
  upiQrDataUrl?: string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const FIELDS = [...ORDER_FORM_FIELDS, 'cart', 'idempotencyKey'] as const;

export async function placeOrderFromForm(_previous: CheckoutFormState, form: FormData): Promise<CheckoutFormState> {
  const posted = formFields(form, FIELDS, 2100);
  if (!posted) return { values: {}, message: messages.http.invalidInput };
  const { cart, idempotencyKey, ...values } = posted;
  const parsed = orderSchema.safeParse(orderBodyFromForm(values, cartLinesFromForm(cart)));
  if (!parsed.success) {
    const errors = orderFormErrors(parsed.error.issues);
    return { values, errors, message: errors.cart ?? 'Please check the highlighted fields.' };
  }
  const key = IDEMPOTENCY_KEY.test(idempotencyKey) ? idempotencyKey : undefined;
  try {
    let placed = key ? await awaitPlacedOrder(key) : null;
    if (!placed) {
      await consume('order', clientIpFromHeaders(await headers()));
      placed = (await placeOrder(parsed.data, key)).order;
    }
    const confirmation = await orderConfirmation(placed.orderNumber);
    if (!confirmation) throw new HttpError(500, messages.http.internal);
    const upiQrDataUrl =
      confirmation.paymentMethod === 'Online'
        ? await QRCode.toDataURL(orderUpiLink(confirmation), { errorCorrectionLevel: 'M', margin: 1, width: 220 })
        : undefined;
    return { values: {}, placed: confirmation, ...(upiQrDataUrl ? { upiQrDataUrl } : {}) };
  } catch (error) {
    const failure = failureOf(error, { action: 'place-order' });
    // A field the server refused (the shop's own GSTIN) is shown next to it.
    const errors = fieldMessages(failure, ORDER_FORM_FIELDS);
    return { values, ...(Object.keys(errors).length > 0 ? { errors } : {}), message: `${messages.orders.failedPrefix}${failure.message}` };
  }
}
