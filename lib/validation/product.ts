import { z } from 'zod';
import { HSN_LEAST_DIGITS } from '@/lib/gst/hsn';
import { DEFAULT_GST_RATE } from '@/lib/gst/slabs';
import { findCategory } from '@/lib/categories';
import { fieldLabels, messages, validationMessages } from '@/lib/messages';
import { MAX_PRODUCT_IMAGES, RATING_MAX, RATING_MIN, TEXT_LIMITS } from '@/lib/shop-rules';
import { imageUrl, optionalFieldText, requiredText } from './fields';
import { gstRate, hsnCodeField } from './gst';

const missing = messages.products.missingNameOrCategory;

const name = requiredText(fieldLabels.productName, TEXT_LIMITS.productName, { missing });

/** Any casing of one of the 16 categories; stored in its canonical spelling. */
const category = z
  .string({ error: missing })
  .trim()
  .min(1, { error: missing })
  .transform((value, ctx) => {
    const found = findCategory(value);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: validationMessages.product.unknownCategory });
      return z.NEVER;
    }
    return found;
  });

const price = z
  .number({ error: validationMessages.product.priceNotNumber })
  .finite({ error: validationMessages.product.priceNotNumber })
  .min(0, { error: validationMessages.product.priceNegative })
  .max(100_000_000, { error: validationMessages.product.priceTooLarge });

const rating = z
  .number({ error: validationMessages.product.ratingNotNumber })
  .min(RATING_MIN, { error: validationMessages.product.ratingRange(RATING_MIN, RATING_MAX) })
  .max(RATING_MAX, { error: validationMessages.product.ratingRange(RATING_MIN, RATING_MAX) });

/** Units in stock: a whole number from 0; null (or left out) means the product is not tracked. */
const stock = z
  .number({ error: validationMessages.product.stockNotWhole })
  .int({ error: validationMessages.product.stockNotWhole })
  .min(0, { error: validationMessages.product.stockNegative })
  .max(1_000_000, { error: validationMessages.product.stockTooLarge });

const images = z.array(imageUrl, { error: validationMessages.product.imagesNotList }).max(MAX_PRODUCT_IMAGES, { error: messages.uploads.tooMany });

/**
 * POST /api/products and the upload form, with HSN codes of at least `hsnMinDigits` digits (the
 * configuration's HSN_MIN_DIGITS: the server passes it, and the admin page hands it to the form).
 * Unknown fields are dropped, never stored. The HSN code stays optional, as the spec's upload has none:
 * a product without one is flagged in the admin, and no invoice is issued for it until it has one.
 */
export const productCreateSchemaFor = (hsnMinDigits: number) =>
  z.object({
    name,
    category,
    description: optionalFieldText(fieldLabels.description, TEXT_LIMITS.description, { multiline: true }),
    offer: optionalFieldText(fieldLabels.offer, TEXT_LIMITS.offer),
    rating: rating.optional(),
    price: price.optional(),
    images: images.default([]),
    stock: stock.nullable().optional(),
    hsnCode: hsnCodeField(hsnMinDigits).optional(),
    gstRate: gstRate.default(DEFAULT_GST_RATE),
  });

/** PATCH /api/products/{id}: any subset; null clears an optional field. */
export const productUpdateSchemaFor = (hsnMinDigits: number) =>
  z
    .object({
      name,
      category,
      description: optionalFieldText(fieldLabels.description, TEXT_LIMITS.description, { multiline: true }).nullable(),
      offer: optionalFieldText(fieldLabels.offer, TEXT_LIMITS.offer).nullable(),
      rating: rating.nullable(),
      price: price.nullable(),
      images,
      stock: stock.nullable(),
      // The stock the form was opened with: a save over a stock that moved since is refused (412).
      stockWas: stock.nullable(),
      hsnCode: hsnCodeField(hsnMinDigits).nullable(),
      gstRate,
    })
    .partial()
    .refine((value) => Object.keys(value).length > 0, { error: validationMessages.field.nothingToUpdate });

/** The schemas with the law's least HSN length (4 digits), the configuration's default. */
export const productCreateSchema = productCreateSchemaFor(HSN_LEAST_DIGITS);
export const productUpdateSchema = productUpdateSchemaFor(HSN_LEAST_DIGITS);

/** Longest reason an admin can give for a stock movement. */
export const STOCK_REASON_MAX = 200;

/** POST /api/products/{id}/stock: units in (positive) or out (negative), and why. */
export const stockChangeSchema = z.object({
  change: z
    .number({ error: validationMessages.product.changeNotWhole })
    .int({ error: validationMessages.product.changeNotWhole })
    .min(-1_000_000, { error: validationMessages.product.changeTooLarge })
    .max(1_000_000, { error: validationMessages.product.changeTooLarge })
    .refine((value) => value !== 0, { error: validationMessages.product.changeZero }),
  reason: requiredText(fieldLabels.reason, STOCK_REASON_MAX),
});

export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;
