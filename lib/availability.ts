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

/**
 * The most units of a product a shopper can put in a cart, as far as the storefront knows: none when
 * out of stock, the units left when few are; undefined when the number is not shown (plenty in stock,
 * or not tracked), where the checkout's re-check and the order itself are the limit.
 */
export function unitsAvailable(product: Partial<Availability>): number | undefined {
  if (product.availability === 'out-of-stock') return 0;
  if (product.availability === 'low-stock') return product.unitsLeft ?? 0;
  return undefined;
}

/**
 * The availability a cart's re-check answers for `wanted` units of a product: as availabilityOf, and
 * with the units left also when more are wanted than there are (the number is then the answer to the
 * shopper's own question, as the order would refuse them anyway). Null when not tracked.
 */
export function availabilityForCart(stock: number | null | undefined, lowAt: number, wanted: number): Availability | null {
  const availability = availabilityOf(stock, lowAt);
  if (availability?.availability === 'in-stock' && stock != null && wanted > stock) return { availability: 'low-stock', unitsLeft: stock };
  return availability;
}

/** A cart line's quantity within what is available: the same quantity when it fits. */
export const quantityWithin = (quantity: number, product: Partial<Availability>): number => {
  const most = unitsAvailable(product);
  return most === undefined ? quantity : Math.min(quantity, most);
};

/** What a shopper is told when a cart stops at the stock. */
export const stockMessages = {
  allInCart: (name: string, units: number) =>
    `Only ${units} of ${name} ${units === 1 ? 'is' : 'are'} left, and ${units === 1 ? 'it is' : 'all are'} in your cart.`,
  lineCapped: (name: string, units: number, from: number) =>
    units === 0
      ? `${name} is now out of stock and was taken out (you had ${from}).`
      : `Only ${units} of ${name} left: your quantity went from ${from} to ${units}.`,
  atMost: (units: number) => `Only ${units} left`,
} as const;
