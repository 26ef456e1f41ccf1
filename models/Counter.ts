import { Schema, model, models, type Model } from 'mongoose';

/**
 * Sequences handed out by the database: one document per sequence (`invoice-2026` numbers the
 * invoices of the financial year 2026-27), taken with an atomic `$inc` (lib/server/orders/invoices.ts).
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0, min: 0 },
  },
  { strict: 'throw', versionKey: false },
);

export interface CounterDocument {
  _id: string;
  seq: number;
}
export const CounterModel: Model<CounterDocument> = (models.Counter as Model<CounterDocument>) ?? model<CounterDocument>('Counter', counterSchema);
