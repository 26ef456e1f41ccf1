/**
 * The notification outbox's entry, embedded in the `notifications` array of the Order, ContactMessage
 * and ServiceRequest documents: the schema and the index the worker reads. What is queued and how it
 * is sent lives in lib/server/notify/outbox.ts and lib/server/notify/worker.ts.
 */
import { Schema } from 'mongoose';

export const NOTIFICATION_KINDS = ['order-shop', 'order-customer', 'contact-shop', 'service-shop', 'service-customer', 'invoice-customer'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface OutboxEntry {
  kind: NotificationKind;
  /** When to try next; null once sent or given up. */
  dueAt: Date | null;
  attempts: number;
  claimId: string | null;
  sentAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
}

export const outboxEntrySchema = new Schema(
  {
    kind: { type: String, required: true, enum: NOTIFICATION_KINDS },
    dueAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    claimId: { type: String, default: null },
    sentAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
    lastError: { type: String, default: null },
  },
  { _id: true },
);

/** The index the worker's search reads: only documents with an entry still due are in it. */
export const OUTBOX_INDEX = [{ 'notifications.dueAt': 1 }, { partialFilterExpression: { 'notifications.dueAt': { $type: 'date' } } }] as const;
