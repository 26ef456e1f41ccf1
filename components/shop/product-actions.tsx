'use client';
/**
 * Add to Cart and Buy Now for one product. Add to Cart: same product again raises its quantity,
 * alerts that the item was added and (on the detail page) goes to the cart. Buy Now: checks out this
 * one product without touching the stored cart; it is a link to that checkout, so it works before
 * hydration and without JavaScript. Add to Cart needs script (the cart is the browser's), so the
 * server's HTML has it disabled (visibly, and announced as unavailable) until the page has hydrated. Out of stock, both stay
 * disabled and a WhatsApp link asks the shop when it is back (a plain link: it works before hydration).
 * With few left, Add to Cart stops at the units left and says how many there are.
 */
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { addToCart, quantityInCart } from '@/lib/cart/cart-store';
import type { CartProduct } from '@/lib/cart/cart-item';
import { startBuyNow } from '@/lib/cart/checkout-source';
import { shopMessages } from '@/lib/messages/shop';
import { ASK_WHEN_BACK, backInStockText, stockMessages } from '@/lib/availability';
import { whatsAppLink } from '@/lib/whatsapp';
import { useHydrated } from '@/components/site/use-hydrated';
import styles from './product-actions.module.css';
import { paths } from '@/lib/paths';

export function ProductActions({
  product,
  goToCartAfterAdd,
  size = 'small',
  outOfStock = false,
  unitsLeft,
}: {
  product: CartProduct;
  goToCartAfterAdd: boolean;
  size?: 'small' | 'large';
  outOfStock?: boolean;
  /** The units left, when the shop shows them (few left): Add to Cart stops there. */
  unitsLeft?: number;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const onAdd = () => {
    if (addToCart(product, unitsLeft)) window.alert(shopMessages.addedToCart(product.name));
    else if (unitsLeft !== undefined && quantityInCart(product._id) >= unitsLeft) window.alert(stockMessages.allInCart(product.name, unitsLeft));
    else window.alert(shopMessages.quantityLimit);
    if (goToCartAfterAdd) router.push(paths.myCart());
  };
  const onBuyNow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    startBuyNow(product);
    router.push(paths.buyNow());
  };
  return (
    <div className={`${styles.actions} ${styles[size]}`}>
      <button type="button" className={styles.add} onClick={onAdd} disabled={!hydrated || outOfStock}>
        Add to Cart
      </button>
      {outOfStock ? (
        <button type="button" className={styles.buy} disabled>
          Buy Now
        </button>
      ) : (
        // A link, so Buy Now works before hydration and without JavaScript: the server renders that checkout.
        <a className={styles.buy} href={paths.buyNow(product._id)} onClick={onBuyNow}>
          Buy Now
        </a>
      )}
      {outOfStock && (
        <a className={styles.askBack} href={whatsAppLink(backInStockText(product.name))} target="_blank" rel="noopener noreferrer">
          {ASK_WHEN_BACK}
        </a>
      )}
    </div>
  );
}
