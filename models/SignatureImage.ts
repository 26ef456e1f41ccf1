import { Schema, model, models, type Model } from 'mongoose';

/**
 * Signature images, stored by the sha256 of their bytes and never changed or deleted: an issued
 * invoice or credit note names the one it was issued with, so it prints the same for ever.
 */
const signatureImageSchema = new Schema(
  {
    _id: { type: String, required: true },
    contentType: { type: String, required: true, enum: ['image/png', 'image/jpeg'] },
    data: { type: Buffer, required: true },
  },
  { strict: 'throw', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export interface SignatureImageDocument {
  _id: string;
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

export const SignatureImageModel: Model<SignatureImageDocument> =
  (models.SignatureImage as Model<SignatureImageDocument>) ?? model<SignatureImageDocument>('SignatureImage', signatureImageSchema);
