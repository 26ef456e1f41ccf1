import { model, models, type Model } from 'mongoose';
import { voidDocumentNumberSchema, type VoidDocumentNumber } from './void-document-number';

/**
 * An invoice number taken but never printed on an invoice (lib/server/orders/invoices.ts), with the
 * reason: the explanation GSTR-1's documents-issued table needs for the gap
 * (models/void-document-number.ts).
 */
export type VoidInvoiceNumberDocument = VoidDocumentNumber;
export const VoidInvoiceNumberModel: Model<VoidInvoiceNumberDocument> =
  (models.VoidInvoiceNumber as Model<VoidInvoiceNumberDocument>) ?? model<VoidInvoiceNumberDocument>('VoidInvoiceNumber', voidDocumentNumberSchema());
