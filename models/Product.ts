import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { CATEGORIES } from '@/lib/categories';
import { messages } from '@/lib/messages';
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
    // Counts the writes (lib/products.ts): the product's ETag, and the condition an admin's edit carries.
    version: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true, strict: 'throw' },
);

// The listing filters by category and sorts newest first with _id breaking ties ({ createdAt: -1,
// _id: -1 }, lib/products.ts); the unfiltered listing sorts the same way. With _id in the key, MongoDB
// reads a page straight off the index, with no in-memory sort.
productSchema.index({ category: 1, createdAt: -1, _id: -1 });
productSchema.index({ createdAt: -1, _id: -1 });

export type ProductDocument = InferSchemaType<typeof productSchema>;
export const ProductModel: Model<ProductDocument> = (models.Product as Model<ProductDocument>) ?? model('Product', productSchema);
