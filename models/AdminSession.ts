import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One signed-in session: its id is the token's `jti`. A token is honoured only while its record
 * exists, so logging out (deleting the record) ends that token on every instance at once; "log out
 * everywhere", a password change and removing the admin delete several. Expired records are swept by
 * the TTL index.
 */
const adminSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    adminId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: 'throw', versionKey: false },
);

adminSessionSchema.index({ adminId: 1 });
adminSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type AdminSessionDocument = InferSchemaType<typeof adminSessionSchema>;
export const AdminSessionModel: Model<AdminSessionDocument> = (models.AdminSession as Model<AdminSessionDocument>) ?? model('AdminSession', adminSessionSchema);
