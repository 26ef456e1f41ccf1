import { Schema, model, models, type Model } from 'mongoose';

/**
 * Sequences handed out by the database: one document per sequence (`invoice-2026` numbers the
 * invoices of the financial year 2026-27, `credit-note-2026` its credit notes), taken with an atomic `$inc`
 * (lib/server/orders/invoices.ts, lib/server/orders/credit-notes.ts).
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0, min: 0 },
    // Numbers being issued: pushed by the same $inc that takes one, pulled once it is written on its
    // document (or voided), so recovery knows a taken number's claimant after a crash.
    pending: {
      type: [
        new Schema(
          { token: { type: String, required: true }, order: { type: Schema.Types.ObjectId, required: true }, at: { type: Date, required: true } },
          { _id: false },
        ),
      ],
      default: undefined,
    },
  },
  { strict: 'throw', versionKey: false },
);

export interface CounterDocument {
  _id: string;
  seq: number;
  pending?: Array<{ token: string; order: unknown; at: Date }>;
}
export const CounterModel: Model<CounterDocument> = (models.Counter as Model<CounterDocument>) ?? model<CounterDocument>('Counter', counterSchema);
