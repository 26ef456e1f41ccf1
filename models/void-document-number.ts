import { Schema } from 'mongoose';

/**
 * A document number (an invoice's or a credit note's) taken from its counter but never printed on a
 * document because the issue was interrupted, with the reason: GSTR-1's documents-issued table counts
 * it as cancelled in its series. The number is the record's id, so recording it twice changes nothing.
 * models/VoidInvoiceNumber.ts and models/VoidCreditNoteNumber.ts keep one series each.
 */
export interface VoidDocumentNumber {
  /** The number itself, e.g. SV/26-27/00065 or CN/26-27/00004. */
  _id: string;
  financialYear: string;
  seq: number;
  reason: string;
  /** The order whose issue took it, when known. */
  orderNumber?: string;
  at: Date;
}

export function voidDocumentNumberSchema(): Schema<VoidDocumentNumber> {
  const schema = new Schema<VoidDocumentNumber>(
    {
      _id: { type: String, required: true },
      financialYear: { type: String, required: true },
      seq: { type: Number, required: true, min: 1 },
      reason: { type: String, required: true },
      orderNumber: { type: String },
      at: { type: Date, required: true },
    },
    { strict: 'throw', versionKey: false },
  );
  schema.index({ financialYear: 1, seq: 1 });
  return schema;
}
