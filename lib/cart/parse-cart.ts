/**
 * Reading a stored cart: the line type, the parser and the piece count. It imports only the id
 * pattern and the quantity cap, so the header's cart badge, which needs only these, ships none of the cart page's pricing code.
 */
import { isObjectId } from '@/lib/object-id';
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';

export interface CartItem {
  _id: string;
  name: string;
  /** Price when added, for display only: the server prices every order from the database. */
  price?: number;
  image?: string;
  category?: string;
  quantity: number;
}

/** The fields of a product that a cart line keeps (a Product from lib/server/catalogue/products.ts fits). */
export interface CartProduct {
  _id: string;
  name: string;
  price?: number;
  images?: readonly string[];
  category?: string;
}

/** Pictures the shop itself stores: a path on this site or an https URL (anything else would break <Image>). */
const IMAGE_URL = /^(\/(?!\/)|https:\/\/)\S+$/i;

/**
 * Reads one stored line, or null for anything that is not one of ours. Older carts (the shop's
 * original site) stored whole products, sometimes without a quantity: a missing quantity counts as 1.
 */
export function parseCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { _id, name, price, image, images, category, quantity } = record;
  if (typeof _id !== 'string' || !isObjectId(_id)) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  const item: CartItem = { _id, name, quantity: 1 };
  if (typeof price === 'number' && Number.isFinite(price) && price >= 0) item.price = price;
  const firstImage = typeof image === 'string' ? image : Array.isArray(images) && typeof images[0] === 'string' ? images[0] : undefined;
  if (firstImage && IMAGE_URL.test(firstImage)) item.image = firstImage;
  if (typeof category === 'string') item.category = category;
  if (quantity !== undefined) {
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
    item.quantity = quantity;
  }
  return item;
}

/** Parses a stored cart; corrupt JSON or anything but a list yields an empty cart, foreign lines are dropped. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  // Lines of one product (an old cart could hold two) become one, kept within the per-product cap the
  // server applies to the merged quantity.
  const byId = new Map<string, CartItem>();
  for (const item of data.map(parseCartItem)) {
    if (!item) continue;
    const id = item._id.toLowerCase();
    const earlier = byId.get(id);
    byId.set(id, earlier ? { ...earlier, quantity: Math.min(earlier.quantity + item.quantity, MAX_LINE_QUANTITY) } : item);
  }
  return [...byId.values()];
}

/** The number of pieces in the cart (the header badge). */
export function countItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
