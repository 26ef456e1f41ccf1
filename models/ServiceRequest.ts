import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { OUTBOX_INDEX, outboxEntrySchema } from './outbox-entry';
import { DEVICE_TYPES, SERVICE_STATUSES, VISIT_KINDS } from '@/lib/service-rules';

/** One status the ticket entered, and when: the customer's tracking timeline. */
const statusChangeSchema = new Schema({ status: { type: String, required: true, enum: SERVICE_STATUSES }, at: { type: Date, required: true } }, { _id: false });

/** An admin's internal note: never shown to the customer. */
const noteSchema = new Schema({ text: { type: String, required: true }, at: { type: Date, required: true } }, { _id: false });

/** A repair booked by a customer (the /service-request form or POST /api/service-requests). */
const serviceRequestSchema = new Schema(
  {
    ticketNumber: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    mobile: { type: String, required: true },
    email: { type: String },
    deviceType: { type: String, required: true, enum: DEVICE_TYPES },
    brandModel: { type: String, required: true },
    serialNumber: { type: String },
    problem: { type: String, required: true },
    visit: { type: String, required: true, enum: VISIT_KINDS },
    address: { type: String },
    /** YYYY-MM-DD, a working day in India's calendar. */
    preferredDate: { type: String, required: true },
    status: { type: String, required: true, enum: SERVICE_STATUSES, default: 'received' },
    statusHistory: { type: [statusChangeSchema], default: [] },
    notes: { type: [noteSchema], default: [] },
    // The e-mails this booking sends (to the shop, to the customer), written with it: lib/server/notify/outbox.ts.
    notifications: { type: [outboxEntrySchema], default: undefined },
  },
  { timestamps: true, strict: 'throw' },
);

// Newest first with a tie-break on _id: the admin list's sort, so its pages are read along the index.
serviceRequestSchema.index({ createdAt: -1, _id: -1 });
// The dashboard counts the tickets that are not closed.
serviceRequestSchema.index({ status: 1 });
serviceRequestSchema.index(...OUTBOX_INDEX);

export type ServiceRequestDocument = InferSchemaType<typeof serviceRequestSchema>;
export const ServiceRequestModel: Model<ServiceRequestDocument> =
  (models.ServiceRequest as Model<ServiceRequestDocument>) ?? model('ServiceRequest', serviceRequestSchema);
