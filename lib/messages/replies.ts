/**
 * What the JSON API's routes and the server's domain modules answer, where the answer is not one of
 * the shop's main texts in lib/messages.ts: confirmations, the order and stock refusals, the vitals
 * beacon's refusals.
 */

export const replyMessages = {
  orders: {
    deleted: 'Order deleted',
    idempotencyKey: 'Idempotency-Key must be 8-100 letters, digits, - or _.',
    noPriceYet: (name: string) => `${name} has no price yet. Please contact us for a quote.`,
    invoiceBeingIssued: 'The invoice is being issued. Please try again in a moment.',
  },
  products: {
    deleted: 'Product deleted',
    /** Stock that cannot cover an order line (409). */
    fewLeft: (available: number, name: string) => `Only ${available} left of ${name}. Please lower the quantity.`,
    outOfStock: (name: string) => `${name} is out of stock.`,
    /** The name said of a product whose name could not be read. */
    unnamed: 'This product',
  },
  catalogue: {
    refreshRefused: "The catalogue refresh needs the server's refresh token (npm run seed sends it).",
  },
  vitals: {
    foreignSite: 'Reports are accepted from this site only.',
    mediaType: 'Send the report as JSON (Content-Type: application/json or text/plain).',
  },
} as const;
