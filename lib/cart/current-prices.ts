/**
 * Today's catalogue price of the products in a cart, and which of them the shop no longer has. A
 * stored cart keeps the price seen when each item was added, possibly days ago, while the server
 * prices an order from the database; the cart and the checkout read the prices again first
 * (GET /api/products/prices, one request), so their totals and the UPI amount are what the order will
 * record, and a product the admin has deleted leaves the cart instead of failing the order.
 */
export interface CurrentPrices {
  /** Today's price of each priced product. */
  prices: Map<string, number>;
  /** Products the answer does not know: deleted from the catalogue. Empty when there was no answer. */
  gone: string[];
}

export async function fetchCurrentPrices(ids: readonly string[]): Promise<CurrentPrices> {
  const asked = [...new Set(ids)];
  const current: CurrentPrices = { prices: new Map(), gone: [] };
  try {
    const response = await fetch(`/api/products/prices?${new URLSearchParams({ ids: asked.join(',') })}`);
    if (!response.ok) return current;
    const answer = (await response.json()) as Record<string, unknown>;
    for (const [id, price] of Object.entries(answer)) {
      if (typeof price === 'number' && Number.isFinite(price)) current.prices.set(id, price);
    }
    // A product still sold is in the answer, with null when it has no price (Price on request).
    current.gone = asked.filter((id) => !Object.hasOwn(answer, id.toLowerCase()) && !Object.hasOwn(answer, id));
  } catch {
    // Offline or a failed answer: the stored prices stay, and the server prices the order anyway.
  }
  return current;
}
