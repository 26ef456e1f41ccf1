/**
 * Stock as the shop shows it. A product's `stock` is a whole number of units, or absent (not tracked:
 * no availability at all, as before stock was kept). Tracked products are "in-stock" above the
 * low-stock mark (LOW_STOCK_AT, read by the server), "low-stock" at or below it with the number left,
 * and "out-of-stock" at zero. The same rule feeds the storefront texts, the public JSON, the JSON-LD
 * and the sitemap.
 */
export type AvailabilityStatus = 'in-stock' | 'low-stock' | 'out-of-stock';

/** What visitors may know of a tracked product's stock: never the number, except the few left. */
export interface Availability {
  availability: AvailabilityStatus;
  /** Only with "low-stock": how many units are left. */
  unitsLeft?: number;
}

/** The availability of `stock` units with the low-stock mark at `lowAt`; null when not tracked. */
export function availabilityOf(stock: number | null | undefined, lowAt: number): Availability | null {
  if (stock == null) return null;
  if (stock <= 0) return { availability: 'out-of-stock' };
  if (stock <= lowAt) return { availability: 'low-stock', unitsLeft: stock };
  return { availability: 'in-stock' };
}

export const sameAvailability = (a: Availability | null, b: Availability | null): boolean =>
  a?.availability === b?.availability && a?.unitsLeft === b?.unitsLeft;

/** The storefront's line for a product: "In stock", "Only N left", "Out of stock"; null when not tracked. */
export function availabilityText(product: Partial<Availability>): string | null {
  switch (product.availability) {
    case 'in-stock':
      return 'In stock';
    case 'low-stock':
      return `Only ${product.unitsLeft ?? 0} left`;
    case 'out-of-stock':
      return 'Out of stock';
    default:
      return null;
  }
}

/** schema.org's ItemAvailability for the JSON-LD offer (and the sitemap): untracked products count as in stock. */
export function schemaAvailability(product: Partial<Availability>): 'InStock' | 'LimitedAvailability' | 'OutOfStock' {
  if (product.availability === 'out-of-stock') return 'OutOfStock';
  if (product.availability === 'low-stock') return 'LimitedAvailability';
  return 'InStock';
}

export const isOutOfStock = (product: Partial<Availability>): boolean => product.availability === 'out-of-stock';

/** The WhatsApp message of "Ask when it is back". */
export const backInStockText = (name: string): string => `Hello, please tell me when ${name} is back in stock.`;
export const ASK_WHEN_BACK = 'Ask when it is back';
