import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { OUTBOX_INDEX, outboxEntrySchema } from './outbox-entry';

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    read: { type: Boolean, default: false },
    // The e-mail to the shop about this message, written with it: lib/server/notify/outbox.ts.
    notifications: { type: [outboxEntrySchema], default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: 'throw' },
);

// Newest first with a tie-break on _id: the admin list's sort, so its pages are read along the index.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index(...OUTBOX_INDEX);

export type ContactMessageDocument = InferSchemaType<typeof contactMessageSchema>;
export const ContactMessageModel: Model<ContactMessageDocument> =
  (models.ContactMessage as Model<ContactMessageDocument>) ?? model('ContactMessage', contactMessageSchema);
