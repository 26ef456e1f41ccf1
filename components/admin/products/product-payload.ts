/** Turns the upload form's fields into the JSON the products API takes, checked by the API's own schemas. */
import { DEFAULT_GST_RATE } from '@/lib/gst/slabs';
import { adminTexts } from '../admin-texts';
import { messages } from '@/lib/messages';
import { productCreateSchemaFor, productUpdateSchemaFor } from '@/lib/validation/product';

export interface ProductFields {
  name: string;
  category: string;
  price: string;
  offer: string;
  rating: string;
  description: string;
  /** Units in stock; empty: not tracked. */
  stock: string;
  hsnCode: string;
  gstRate: string;
}

export const EMPTY_FIELDS: ProductFields = {
  name: '',
  category: '',
  price: '',
  offer: '',
  rating: '',
  description: '',
  stock: '',
  hsnCode: '',
  gstRate: String(DEFAULT_GST_RATE),
};

export type FormMode = 'create' | 'edit';

/**
 * New products carry only the fields that were filled (the price is sent only when filled); an edit
 * sends every field, with null clearing one the admin emptied.
 */
export function productPayload(fields: ProductFields, images: string[], mode: FormMode): Record<string, unknown> {
  const payload: Record<string, unknown> = { name: fields.name.trim(), category: fields.category, images };
  const optional: Array<[keyof ProductFields, (value: string) => unknown]> = [
    ['description', (value) => value],
    ['offer', (value) => value],
    ['rating', Number],
    ['price', Number],
    ['stock', Number],
    ['hsnCode', (value) => value],
  ];
  for (const [key, convert] of optional) {
    const value = fields[key].trim();
    if (value) payload[key] = convert(value);
    else if (mode === 'edit') payload[key] = null;
  }
  payload.gstRate = Number(fields.gstRate || DEFAULT_GST_RATE);
  return payload;
}

/** The required fields left empty, each with the message shown beside it (the spec's message stays above the button). */
export function missingFields(fields: ProductFields): Partial<Record<'name' | 'category', string>> {
  return {
    ...(fields.name.trim() ? {} : { name: adminTexts.nameRequired }),
    ...(fields.category ? {} : { category: adminTexts.categoryRequired }),
  };
}

/**
 * The first problem with the form as the server would see it, or null when it would be accepted;
 * `hsnMinDigits` is the server's HSN_MIN_DIGITS, handed to the form by its page.
 */
export function productProblem(fields: ProductFields, images: string[], mode: FormMode, hsnMinDigits: number): string | null {
  if (!fields.name.trim() || !fields.category) return messages.products.missingNameOrCategory;
  const schema = mode === 'create' ? productCreateSchemaFor(hsnMinDigits) : productUpdateSchemaFor(hsnMinDigits);
  const result = schema.safeParse(productPayload(fields, images, mode));
  return result.success ? null : (result.error.issues[0]?.message ?? messages.http.invalidInput);
}

export function fieldsOf(product: {
  name: string;
  category: string;
  price?: number;
  offer?: string;
  rating?: number;
  description?: string;
  stock?: number | null;
  hsnCode?: string;
  gstRate?: number;
}): ProductFields {
  return {
    name: product.name,
    category: product.category,
    price: product.price != null ? String(product.price) : '',
    offer: product.offer ?? '',
    rating: product.rating != null ? String(product.rating) : '',
    description: product.description ?? '',
    stock: product.stock != null ? String(product.stock) : '',
    hsnCode: product.hsnCode ?? '',
    gstRate: String(product.gstRate ?? DEFAULT_GST_RATE),
  };
}
