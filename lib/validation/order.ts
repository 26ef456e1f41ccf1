import { z } from 'zod';
import { messages } from '@/lib/messages';
import { COURIER_IDS, COURIERS, CONSIGNMENT_NUMBER } from '@/lib/couriers';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, ORDER_STATUSES, PAYMENT_METHODS, TEXT_LIMITS } from '@/lib/shop-rules';
import { email, objectId, optionalText, phone, requiredText } from './fields';
import { businessName, checkGstFields, gstin, billingState } from './buyer-tax';

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
      .max(MAX_CART_LINES, { error: `At most ${MAX_CART_LINES} different items per order.` }),
  );

/**
 * POST /api/orders and the checkout form. Prices and totals from the browser are not part of the
 * schema: the server computes them from the database.
 */
export const orderSchema = z
  .object({
    fullName: requiredText('Full name', TEXT_LIMITS.name),
    address: requiredText('Address', TEXT_LIMITS.address, { multiline: true }),
    mobile: phone('Mobile', 'Please enter a valid 10-digit mobile number.'),
    email,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Payment method must be COD or Online.' }).default('COD'),
    transactionId: optionalText('Transaction ID', TEXT_LIMITS.transactionId).nullable(),
    cart: mergedCart,
    billingState,
    gstin,
    businessName,
  })
  .superRefine((order, ctx) => {
    checkGstFields(order, ctx);
    if (order.paymentMethod === 'Online' && !order.transactionId) {
      ctx.addIssue({ code: 'custom', path: ['transactionId'], message: messages.orders.transactionIdRequired });
    }
  })
  .transform((order) => ({
    ...order,
    transactionId: order.paymentMethod === 'Online' ? (order.transactionId ?? null) : null,
  }));

export type OrderInput = z.infer<typeof orderSchema>;

export const orderUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Unknown order status.' }),
    paid: z.boolean({ error: 'Paid must be true or false.' }),
    // null clears it.
    courier: z.enum(COURIER_IDS, { error: `Courier must be one of: ${COURIERS.map((courier) => courier.id).join(', ')}.` }).nullable(),
    consignmentNumber: z
      .string({ error: 'Consignment number must be text.' })
      .trim()
      .regex(CONSIGNMENT_NUMBER, { error: 'Consignment number must be 4-40 letters, digits or hyphens.' })
      .nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update.' });
