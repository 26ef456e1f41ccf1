import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { CATEGORIES } from '@/lib/categories';
import { DEFAULT_GST_RATE, RECORDED_GST_RATES } from '@/lib/gst/slabs';
import { HSN_PATTERN } from '@/lib/gst/hsn';
import { messages } from '@/lib/messages';
import { productSearchFields } from '@/lib/search-words';
import { MAX_PRODUCT_IMAGES, RATING_MAX, RATING_MIN } from '@/lib/shop-rules';

const productSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String },
    price: { type: Number, min: 0 },
    offer: { type: String },
    rating: { type: Number, min: RATING_MIN, max: RATING_MAX },
    category: { type: String, required: true, enum: CATEGORIES },
    images: {
      type: [String],
      default: [],
      validate: { validator: (images: string[]) => images.length <= MAX_PRODUCT_IMAGES, message: messages.uploads.tooMany },
    },
    // Units in stock (lib/server/catalogue/stock-movements.ts takes and returns them atomically); absent: not tracked.
    stock: { type: Number, min: 0, validate: { validator: Number.isInteger, message: 'Stock must be a whole number.' } },
    // The starting stock plus every admin movement: stock + units held by live orders always equals it
    // (lib/server/catalogue/stock-movements.ts, checked by `npm run stock:check`).
    stockReceived: { type: Number },
    // Order movements applied to this stock and not yet finished, each marked by the same write as its $inc.
    stockMoves: {
      type: [new Schema({ id: { type: String, required: true }, order: { type: Schema.Types.ObjectId, required: true }, quantity: Number }, { _id: false })],
      default: undefined,
    },
    // The admin's movements ("+10 received", "-1 damaged"), newest last.
    stockAdjustments: {
      type: [
        new Schema({ change: { type: Number, required: true }, reason: { type: String, required: true }, at: { type: Date, required: true } }, { _id: false }),
      ],
      default: undefined,
    },
    // When what visitors see of the stock last changed (the product sitemap's lastmod).
    availabilityChangedAt: { type: Date },
    // GST: the HSN code printed on tax invoices and the rate the GST-inclusive price carries (lib/gst/tax.ts).
    // A retired rate (lib/gst/slabs.ts) stays readable on a product stored before it was retired; the
    // API takes only current slabs, and the dashboard lists such products for review.
    hsnCode: { type: String, match: HSN_PATTERN },
    gstRate: { type: Number, enum: RECORDED_GST_RATES, default: DEFAULT_GST_RATE },
    // Counts the writes (lib/server/catalogue/products.ts): the product's ETag, and the condition an admin's edit carries.
    version: { type: Number, default: 0, min: 0 },
    // Set on the invented demo catalogue by the seed (lib/server/catalogue/seed.ts) and cleared by an admin's
    // edit: a production server counts what is left of it in its start-up warning.
    demo: { type: Boolean, default: undefined },
    // The search's words (lib/search-words.ts), kept in step with name, category and description by
    // the hooks below; never part of the product's public shape.
    nameWords: { type: [String], default: undefined },
    searchWords: { type: [String], default: undefined },
  },
  { timestamps: true, strict: 'throw' },
);

// The listing filters by category and sorts newest first with _id breaking ties ({ createdAt: -1,
// _id: -1 }, lib/server/catalogue/products.ts); the unfiltered listing sorts the same way. With _id in the key, MongoDB
// reads a page straight off the index, with no in-memory sort.
productSchema.index({ category: 1, createdAt: -1, _id: -1 });
productSchema.index({ createdAt: -1, _id: -1 });
// Search: each query word is an anchored prefix of one of these words, read off the multikey index.
productSchema.index({ searchWords: 1 });
// The admin's "low or out of stock" filter and the dashboard's low-stock list: tracked products by units left.
productSchema.index({ stock: 1 }, { partialFilterExpression: { stock: { $type: 'number' } } });

// Every way the app writes a product keeps its search words current: create/save, insertMany, and an
// edit through findOneAndUpdate (which may change only some of the fields the words come from).
productSchema.pre('save', function () {
  Object.assign(this, productSearchFields(this));
});
productSchema.pre('insertMany', function (next: () => void, docs: unknown) {
  if (Array.isArray(docs)) for (const doc of docs as Array<Record<string, unknown>>) Object.assign(doc, productSearchFields(doc));
  next();
});
productSchema.post(
  'findOneAndUpdate',
  async function (doc: { _id: unknown; name?: string; category?: string; description?: string | null; searchWords?: string[]; nameWords?: string[] } | null) {
    if (!doc) return;
    // Only an edit of a field the words come from changes them: a stock movement reads back its
    // document with `stock` alone, and recomputing from that would empty the words.
    const update = (this.getUpdate() ?? {}) as Record<string, unknown>;
    const sources = ['name', 'category', 'description'];
    const touched = [update, update.$set, update.$unset].some(
      (part) => typeof part === 'object' && part !== null && sources.some((field) => field in (part as Record<string, unknown>)),
    );
    if (!touched) return;
    const fields = productSearchFields(doc);
    const same = (a: string[] | undefined, b: string[]) => a !== undefined && a.length === b.length && a.every((word, i) => word === b[i]);
    if (same(doc.searchWords, fields.searchWords) && same(doc.nameWords, fields.nameWords)) return;
    await this.model.updateOne({ _id: doc._id }, { $set: fields }, { timestamps: false });
  },
);

export type ProductDocument = InferSchemaType<typeof productSchema>;
export const ProductModel: Model<ProductDocument> = (models.Product as Model<ProductDocument>) ?? model('Product', productSchema);
