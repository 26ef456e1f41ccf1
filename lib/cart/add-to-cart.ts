/**
 * Add to Cart as the shopper sees it, wherever it is taken: on a card or a product page once its
 * script runs, or on the cart page for a tap made before that (the Add to Cart form asks for
 * /my-cart?add={id}, ADD_TO_CART_PARAM). The same product again raises its quantity; an alert says
 * the item was added, or why it was not.
 */
import { isOutOfStock, stockMessages, unitsAvailable, type Availability } from '@/lib/availability';
import { shopMessages } from '@/lib/messages/shop';
import type { CartProduct } from './cart-item';
import { addToCart, quantityInCart } from './cart-store';

/** The query parameter of the cart page's address that names a product to add (the Add to Cart form's field). */
export const ADD_TO_CART_PARAM = 'add';

/** Adds the product (at most `unitsLeft` of it) and says so in an alert, or says why not. True when added. */
export function addToCartAndTell(product: CartProduct, unitsLeft?: number): boolean {
  if (addToCart(product, unitsLeft)) {
    window.alert(shopMessages.addedToCart(product.name));
    return true;
  }
  if (unitsLeft === 0) window.alert(shopMessages.outOfStock(product.name));
  else if (unitsLeft !== undefined && quantityInCart(product._id) >= unitsLeft) window.alert(stockMessages.allInCart(product.name, unitsLeft));
  else window.alert(shopMessages.quantityLimit);
  return false;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * The cart line a catalogue product (GET /api/products/{id}) makes, with its availability; null for
 * an answer that is not a product the shop sells online (no price: "Price on request").
 */
export function cartProductOf(answer: unknown, id: string): { product: CartProduct; availability: Partial<Availability> } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = answer as Record<string, unknown>;
  if (typeof value._id !== 'string' || value._id.toLowerCase() !== id.toLowerCase()) return null;
  if (typeof value.name !== 'string' || value.name === '') return null;
  if (typeof value.price !== 'number' || !Number.isFinite(value.price)) return null;
  const images = Array.isArray(value.images) ? value.images.filter((image): image is string => typeof image === 'string').slice(0, 1) : [];
  const product: CartProduct = { _id: value._id, name: value.name, price: value.price, images };
  if (typeof value.category === 'string') product.category = value.category;
  const availability: Partial<Availability> = {};
  if (value.availability === 'in-stock' || value.availability === 'low-stock' || value.availability === 'out-of-stock')
    availability.availability = value.availability;
  if (typeof value.unitsLeft === 'number') availability.unitsLeft = value.unitsLeft;
  return { product, availability };
}

/**
 * Adds the product with this id, read from the catalogue, and says so (addToCartAndTell); an id that
 * names no product sold online, or a catalogue that cannot be read, adds nothing and says that.
 */
export async function addToCartById(id: string): Promise<boolean> {
  let found: ReturnType<typeof cartProductOf> = null;
  if (OBJECT_ID.test(id)) {
    try {
      const response = await fetch(`/api/products/${id}`);
      if (response.ok) found = cartProductOf(await response.json(), id);
    } catch {
      // Offline or no answer: said below, nothing added.
    }
  }
  if (!found) {
    window.alert(shopMessages.notAdded);
    return false;
  }
  if (isOutOfStock(found.availability)) {
    window.alert(shopMessages.outOfStock(found.product.name));
    return false;
  }
  return addToCartAndTell(found.product, unitsAvailable(found.availability));
}
