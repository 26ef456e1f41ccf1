import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

const adminSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    lastLoginAt: { type: Date, default: null },
    // A removal under way (lib/server/auth/admins.ts removeAdmin): its claim and when the claim lapses.
    removalClaim: { type: String, default: null },
    removalUntil: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: 'throw' },
);

export type AdminDocument = InferSchemaType<typeof adminSchema>;
export const AdminModel: Model<AdminDocument> = (models.Admin as Model<AdminDocument>) ?? model('Admin', adminSchema);
