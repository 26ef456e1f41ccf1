/**
 * Today's catalogue price of the products in a cart. A stored cart keeps the price seen when each item
 * was added, possibly days ago, while the server prices an order from the database; the checkout reads
 * the prices again first, so its total and the UPI amount are what the order will record.
 */
export async function fetchCurrentPrices(ids: readonly string[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        const response = await fetch(`/api/products/${encodeURIComponent(id)}`);
        if (!response.ok) return;
        const product = (await response.json()) as { price?: unknown };
        if (typeof product.price === 'number' && Number.isFinite(product.price)) prices.set(id, product.price);
      } catch {
        // Offline or a failed answer: the stored price stays, and the server prices the order anyway.
      }
    }),
  );
  return prices;
}
