import { Schema, model, models, type Model } from 'mongoose';

/**
 * A credit note number that was taken from its counter but never printed on a note (the issue was
 * interrupted), with the reason: GSTR-1's documents-issued table counts it as cancelled in the
 * credit-note series (lib/server/orders/credit-notes.ts). One record per number, so recording it
 * twice changes nothing.
 */
const voidCreditNoteNumberSchema = new Schema(
  {
    // The credit note number itself, e.g. CN/26-27/00004.
    _id: { type: String, required: true },
    financialYear: { type: String, required: true },
    seq: { type: Number, required: true, min: 1 },
    reason: { type: String, required: true },
    // The order whose note took it, when known.
    orderNumber: { type: String },
    at: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false },
);
voidCreditNoteNumberSchema.index({ financialYear: 1, seq: 1 });

export interface VoidCreditNoteNumberDocument {
  _id: string;
  financialYear: string;
  seq: number;
  reason: string;
  orderNumber?: string;
  at: Date;
}
export const VoidCreditNoteNumberModel: Model<VoidCreditNoteNumberDocument> =
  (models.VoidCreditNoteNumber as Model<VoidCreditNoteNumberDocument>) ??
  model<VoidCreditNoteNumberDocument>('VoidCreditNoteNumber', voidCreditNoteNumberSchema);
