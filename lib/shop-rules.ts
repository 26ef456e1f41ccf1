/** The shop's business constants (docs/requirements.md) and the limits the server enforces. */
export const PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 100;
/** Highest page number a listing query accepts. */
export const MAX_PAGE_NUMBER = 100_000;
/** Rows per page on the admin lists (orders, contact messages, products). */
export const ADMIN_PAGE_SIZE = 20;
export const MAX_PRODUCT_IMAGES = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MAX_UPLOAD_MEGABYTES = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Not a business rule: it only stops absurd numbers from overflowing totals. */
export const MAX_LINE_QUANTITY = 1000;
export const MAX_CART_LINES = 100;
export const PHONE_PATTERN = /^\d{10}$/;
export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.webp';

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['COD', 'Online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Caps on free-text fields (characters). */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  address: 500,
  message: 5000,
  productName: 200,
  description: 5000,
  offer: 200,
  transactionId: 100,
  url: 2048,
  password: 200,
  /** A phone number as typed, before the separators and +91 are taken off ("+91 98765 43210" is 15). */
  phoneAsTyped: 20,
} as const;
