import { Schema, model, models, type Model } from 'mongoose';

/**
 * The shop's tax identity (admin "Business details"): one document, `_id: 'shop'`. Tax invoices and
 * credit notes copy what they print from it when they are issued (lib/server/tax/business.ts).
 */
const businessDetailsSchema = new Schema(
  {
    _id: { type: String, required: true },
    legalName: { type: String, required: true },
    tradeName: { type: String, required: true },
    gstin: { type: String, default: null },
    address: { type: String, required: true },
    state: { type: String, required: true },
    stateCode: { type: String, required: true },
    pinCode: { type: String, required: true },
    // The signature image printed above "Authorised Signatory": the sha256 of a SignatureImage.
    signature: { type: String, default: null },
  },
  { strict: 'throw', versionKey: false, timestamps: { createdAt: false, updatedAt: true } },
);

export interface BusinessDetailsDocument {
  _id: string;
  legalName: string;
  tradeName: string;
  gstin: string | null;
  address: string;
  state: string;
  stateCode: string;
  pinCode: string;
  signature: string | null;
  updatedAt?: Date;
}

export const BusinessDetailsModel: Model<BusinessDetailsDocument> =
  (models.BusinessDetails as Model<BusinessDetailsDocument>) ?? model<BusinessDetailsDocument>('BusinessDetails', businessDetailsSchema);
