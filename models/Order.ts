import { Schema, model, models, type InferSchemaType, type Model, type Types } from 'mongoose';
import type { Lean, MoneyAt } from '@/lib/types/derive';
import type { TaxAmountKey } from '@/lib/gst/tax';
import { OUTBOX_INDEX, outboxEntrySchema } from './outbox-entry';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@/lib/shop-rules';
import { INVOICE_DATE_INDEX, INVOICE_NUMBER_INDEX, orderGstFields } from './order-tax-fields';

/** What the buyer ordered, frozen at order time: later price or name changes do not rewrite it. */
const orderItemSchema = new Schema(
  {
    productId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    price: { type: Number, required: true, min: 0 },
    quantity: { type: Number, required: true, min: 1 },
    image: { type: String, default: null },
  },
  { _id: false },
);

/** The delivery address in the parts a courier needs, when the buyer gave them (`address` holds them as one text too). */
const shippingAddressSchema = new Schema(
  {
    lines: { type: String, required: true },
    city: { type: String, required: true },
    pinCode: { type: String, required: true },
    state: { type: String, required: true },
  },
  { _id: false },
);

/** One status the order entered, and when: the customer's tracking timeline. */
const statusChangeSchema = new Schema(
  {
    status: { type: String, required: true, enum: ORDER_STATUSES },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/** Units of a tracked product this order took from stock (lib/server/catalogue/stock-movements.ts), given back if it is cancelled. */
const heldStockSchema = new Schema(
  {
    productId: { type: Schema.Types.ObjectId, required: true },
    quantity: { type: Number, required: true, min: 1 },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    orderNumber: { type: String, required: true, unique: true },
    fullName: { type: String, required: true },
    address: { type: String, required: true },
    shippingAddress: { type: shippingAddressSchema, default: undefined },
    mobile: { type: String, required: true },
    email: { type: String, required: true },
    paymentMethod: { type: String, required: true, enum: PAYMENT_METHODS },
    transactionId: { type: String, default: null },
    items: { type: [orderItemSchema], required: true },
    totalAmount: { type: Number, required: true, min: 0 },
    status: { type: String, enum: ORDER_STATUSES, default: 'new' },
    paid: { type: Boolean, default: false },
    // Every status the order entered, oldest first; orders stored before it was kept have none and
    // read as one `new` entry at their creation date (lib/server/orders/orders.ts).
    statusHistory: { type: [statusChangeSchema], default: undefined },
    // The units this order holds; empty while it is cancelled. Orders stored before stock was kept have none.
    heldStock: { type: [heldStockSchema], default: undefined },
    // A movement of this order's units under way (lib/server/catalogue/stock-movements.ts): written before its
    // first line is applied and removed by the write that ends it, so recovery can finish or undo it.
    stockMove: {
      type: new Schema(
        {
          id: { type: String, required: true },
          kind: { type: String, required: true, enum: ['place', 'reopen', 'cancel', 'delete', 'return'] },
          order: { type: Schema.Types.ObjectId, required: true },
          lines: { type: [heldStockSchema], default: [] },
          at: { type: Date, required: true },
          to: { type: String, enum: ORDER_STATUSES },
        },
        { _id: false },
      ),
      default: undefined,
    },
    // Who carries the shipment and its consignment number (lib/couriers.ts), entered by the admin.
    courier: { type: String },
    consignmentNumber: { type: String },
    // A retried Place Order carries the same key and gets the first order back.
    idempotencyKey: { type: String },
    // The e-mails this order sends (to the shop, to the customer), written with it: lib/server/notify/outbox.ts.
    notifications: { type: [outboxEntrySchema], default: undefined },
    // Billing state, GSTIN, tax lines and the issued invoice: models/order-tax-fields.ts.
    ...orderGstFields,
  },
  { timestamps: true, strict: 'throw' },
);

// Newest first with a tie-break on _id: the admin list's sort, so its pages are read along the index.
orderSchema.index({ createdAt: -1, _id: -1 });
orderSchema.index(...OUTBOX_INDEX);
orderSchema.index(...INVOICE_NUMBER_INDEX);
orderSchema.index(...INVOICE_DATE_INDEX);
// The dashboard's and the admin list's filters.
orderSchema.index({ status: 1, createdAt: -1 });
// Recovery's search for movements a crash interrupted: only orders with one under way are in it.
orderSchema.index({ 'stockMove.at': 1 }, { partialFilterExpression: { 'stockMove.at': { $type: 'date' } } });
orderSchema.index({ idempotencyKey: 1 }, { unique: true, partialFilterExpression: { idempotencyKey: { $type: 'string' } } });

export type OrderDocument = InferSchemaType<typeof orderSchema>;
/**
 * An order as stored and read with `.lean()`: the one source of every other order type (the JSON view
 * in lib/types/order.ts, the mails', the tax records') is this, derived from the schema above. The tax
 * figures are stored in whole paise and typed as Money; `totalAmount` and the items' `price` are
 * stored in rupees (plain numbers: fromRupees of lib/money.ts reads them).
 */
export type OrderRecord = MoneyAt<Lean<OrderDocument>, TaxAmountKey | 'unitPaise'> & { _id: Types.ObjectId };
export const OrderModel: Model<OrderDocument> = (models.Order as Model<OrderDocument>) ?? model('Order', orderSchema);
