import { Schema, model, models, type Model } from 'mongoose';

/**
 * What keeps one visitor from bending the Real visitors figures (lib/server/insights/vitals-store.ts),
 * both short-lived and removed by their TTL index:
 *
 * VitalsLoad, collection `vitalsloads`: one document per (page load id, metric) counted, its `_id`
 * "<load>:<metric>". The unique `_id` is the rule: a second report of the same metric for the same
 * load fails to insert and is not counted, on any number of instances.
 *
 * VitalsQuota, collection `vitalsquotas`: per India day, page template and client address (a SHA-256
 * of the day and the address, never the address itself), how many values of each metric the address
 * has sent; one atomic `$inc` per report takes them before they are counted.
 */
const vitalsLoadSchema = new Schema(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false },
);
vitalsLoadSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const vitalsQuotaSchema = new Schema(
  {
    _id: { type: String, required: true },
    m: { type: Schema.Types.Mixed, default: undefined },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false, minimize: false },
);
vitalsQuotaSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface VitalsLoadDocument {
  _id: string;
  expiresAt: Date;
}
export interface VitalsQuotaDocument {
  _id: string;
  m?: Record<string, number>;
  expiresAt: Date;
}

export const VitalsLoadModel: Model<VitalsLoadDocument> =
  (models.VitalsLoad as Model<VitalsLoadDocument>) ?? model<VitalsLoadDocument>('VitalsLoad', vitalsLoadSchema, 'vitalsloads');
export const VitalsQuotaModel: Model<VitalsQuotaDocument> =
  (models.VitalsQuota as Model<VitalsQuotaDocument>) ?? model<VitalsQuotaDocument>('VitalsQuota', vitalsQuotaSchema, 'vitalsquotas');
