import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { DEVICE_CLASSES, PAGE_TEMPLATES } from '@/lib/vitals-histogram';

/**
 * Real visitors' Web Vitals, aggregated: one document per India day, page template and device
 * class, never one per report (lib/server/insights/vitals-store.ts). At most 8 templates x 2 device classes = 16
 * documents a day whatever the traffic, each of fixed size, and the TTL index drops them when their
 * day is more than VITALS_KEEP_DAYS (lib/server/insights/vitals-store.ts) old.
 *
 *   views          page views reported (one per page load: the report carrying its TTFB)
 *   net.{type}     of those, how many gave the connection's effective type (4g, 3g, 2g, slow-2g)
 *   m.{metric}.n   reports of the metric (LCP, INP, CLS, FCP, TTFB)
 *   m.{metric}.k{i} reports in bucket i of the metric's fixed histogram (lib/vitals-histogram.ts)
 */
const vitalsDaySchema = new Schema(
  {
    day: { type: String, required: true },
    template: { type: String, required: true, enum: PAGE_TEMPLATES },
    device: { type: String, required: true, enum: DEVICE_CLASSES },
    views: { type: Number, default: 0 },
    net: { type: Schema.Types.Mixed, default: undefined },
    m: { type: Schema.Types.Mixed, default: undefined },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false, minimize: false },
);

// One document per key: concurrent first reports of a day upsert the same document, and the loser of
// that race gets a duplicate-key error and retries as an update.
vitalsDaySchema.index({ day: 1, template: 1, device: 1 }, { unique: true });
vitalsDaySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type VitalsDayDocument = InferSchemaType<typeof vitalsDaySchema>;
export const VitalsDayModel: Model<VitalsDayDocument> = (models.VitalsDay as Model<VitalsDayDocument>) ?? model('VitalsDay', vitalsDaySchema, 'vitals');
