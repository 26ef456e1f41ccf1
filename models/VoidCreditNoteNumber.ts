import { model, models, type Model } from 'mongoose';
import { voidDocumentNumberSchema, type VoidDocumentNumber } from './void-document-number';

/**
 * A credit note number taken but never printed on a note (lib/server/orders/credit-notes.ts), with the
 * reason (models/void-document-number.ts).
 */
export type VoidCreditNoteNumberDocument = VoidDocumentNumber;
export const VoidCreditNoteNumberModel: Model<VoidCreditNoteNumberDocument> =
  (models.VoidCreditNoteNumber as Model<VoidCreditNoteNumberDocument>) ??
  model<VoidCreditNoteNumberDocument>('VoidCreditNoteNumber', voidDocumentNumberSchema());
