/**
 * Today's catalogue price of the products in a cart. A stored cart keeps the price seen when each item
 * was added, possibly days ago, while the server prices an order from the database; the checkout reads
 * the prices again first (GET /api/products/prices, one request), so its total and the UPI amount are
 * what the order will record.
 */
export async function fetchCurrentPrices(ids: readonly string[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  try {
    const response = await fetch(`/api/products/prices?${new URLSearchParams({ ids: [...new Set(ids)].join(',') })}`);
    if (!response.ok) return prices;
    for (const [id, price] of Object.entries((await response.json()) as Record<string, unknown>)) {
      if (typeof price === 'number' && Number.isFinite(price)) prices.set(id, price);
    }
  } catch {
    // Offline or a failed answer: the stored prices stay, and the server prices the order anyway.
  }
  return prices;
}
