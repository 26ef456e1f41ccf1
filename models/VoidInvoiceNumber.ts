import { Schema, model, models, type Model } from 'mongoose';

/**
 * An invoice number that was taken from its counter but never printed on an invoice (the issue was
 * interrupted), with the reason: the explanation GSTR-1's documents-issued table needs for the gap
 * (lib/server/orders/invoices.ts). One record per number, so recording it twice changes nothing.
 */
const voidInvoiceNumberSchema = new Schema(
  {
    // The invoice number itself, e.g. SV/26-27/00065.
    _id: { type: String, required: true },
    financialYear: { type: String, required: true },
    seq: { type: Number, required: true, min: 1 },
    reason: { type: String, required: true },
    // The order whose issue took it, when known.
    orderNumber: { type: String },
    at: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false },
);
voidInvoiceNumberSchema.index({ financialYear: 1, seq: 1 });

export interface VoidInvoiceNumberDocument {
  _id: string;
  financialYear: string;
  seq: number;
  reason: string;
  orderNumber?: string;
  at: Date;
}
export const VoidInvoiceNumberModel: Model<VoidInvoiceNumberDocument> =
  (models.VoidInvoiceNumber as Model<VoidInvoiceNumberDocument>) ?? model<VoidInvoiceNumberDocument>('VoidInvoiceNumber', voidInvoiceNumberSchema);
