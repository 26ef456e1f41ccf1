/**
 * Today's catalogue facts of the products in a cart, and which of them the shop no longer has. A
 * stored cart keeps the price seen when each item was added, possibly days ago, while the server
 * prices an order from the database; the cart and the checkout read them again first
 * (GET /api/products/prices?details=1, one request), so their totals and the UPI amount are what the
 * order will record, the tax split is shown with each product's GST rate, a line wanting more than
 * is left is capped (lib/availability.ts), and a product the admin has deleted leaves the cart
 * instead of failing the order.
 */
import type { Availability } from '@/lib/availability';

export interface CurrentPrices {
  /** Today's price of each priced product. */
  prices: Map<string, number>;
  /** The GST rate of each product (percent, included in the price). */
  gstRates: Map<string, number>;
  /** Each tracked product's availability for the quantity asked. */
  availability: Map<string, Availability>;
  /** Products the answer does not know: deleted from the catalogue. Empty when there was no answer. */
  gone: string[];
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readAvailability(value: Record<string, unknown>): Availability | undefined {
  if (value.availability === 'in-stock' || value.availability === 'out-of-stock') return { availability: value.availability };
  if (value.availability === 'low-stock' && isWhole(value.unitsLeft)) return { availability: 'low-stock', unitsLeft: value.unitsLeft };
  return undefined;
}

export async function fetchCurrentPrices(lines: ReadonlyArray<{ _id: string; quantity: number }>): Promise<CurrentPrices> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line._id, Math.max(wanted.get(line._id) ?? 0, line.quantity));
  const asked = [...wanted.keys()];
  const current: CurrentPrices = { prices: new Map(), gstRates: new Map(), availability: new Map(), gone: [] };
  try {
    const ids = [...wanted].map(([id, quantity]) => `${id}:${quantity}`).join(',');
    const response = await fetch(`/api/products/prices?${new URLSearchParams({ ids, details: '1' })}`);
    if (!response.ok) return current;
    const answer = (await response.json()) as Record<string, unknown>;
    for (const [id, value] of Object.entries(answer)) {
      // A bare number is the plain answer's price.
      const facts = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { price: value };
      if (typeof facts.price === 'number' && Number.isFinite(facts.price)) current.prices.set(id, facts.price);
      if (typeof facts.gstRate === 'number' && Number.isFinite(facts.gstRate)) current.gstRates.set(id, facts.gstRate);
      const availability = readAvailability(facts);
      if (availability) current.availability.set(id, availability);
    }
    // A product still sold is in the answer, with a null price when it has none (Price on request).
    current.gone = asked.filter((id) => !Object.hasOwn(answer, id.toLowerCase()) && !Object.hasOwn(answer, id));
  } catch {
    // Offline or a failed answer: the stored prices stay, and the server prices the order anyway.
  }
  return current;
}
