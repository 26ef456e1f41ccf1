/**
 * The catalogue's texts (lib/messages.ts) that the listing's and the product page's client code
 * shows, in a module of their own: those pages' script imports these, not the whole catalogue
 * (about 12 kB of script). lib/messages.ts takes the same values, so each text is still written once.
 */
import { MAX_LINE_QUANTITY } from '../shop-rules';

export const shopMessages = {
  listingLoading: 'Loading products...',
  addedToCart: (name: string) => `${name} added to cart!`,
  quantityLimit: `Quantity can be at most ${MAX_LINE_QUANTITY} per item.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  notAdded: 'This product could not be added to your cart. Please try again from its page.',
} as const;
