'use client';
/**
 * Add to Cart and Buy Now for one product. Add to Cart: same product again raises its quantity,
 * alerts that the item was added and (on the detail page) goes to the cart. Buy Now: checks out this
 * one product without touching the stored cart. Both need script, so the server's HTML has them
 * disabled (visibly, and announced as unavailable) until the page has hydrated. Out of stock, both stay
 * disabled and a WhatsApp link asks the shop when it is back (a plain link: it works before hydration).
 */
import { useRouter } from 'next/navigation';
import { addToCart } from '@/lib/cart/cart-store';
import type { CartProduct } from '@/lib/cart/cart-item';
import { startBuyNow } from '@/lib/cart/checkout-source';
import { messages } from '@/lib/messages';
import { ASK_WHEN_BACK, backInStockText } from '@/lib/availability';
import { whatsAppLink } from '@/lib/whatsapp';
import { useHydrated } from '@/components/site/use-hydrated';
import styles from './product-actions.module.css';

export function ProductActions({
  product,
  goToCartAfterAdd,
  size = 'small',
  outOfStock = false,
}: {
  product: CartProduct;
  goToCartAfterAdd: boolean;
  size?: 'small' | 'large';
  outOfStock?: boolean;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const onAdd = () => {
    window.alert(addToCart(product) ? messages.products.addedToCart(product.name) : messages.cart.quantityLimit);
    if (goToCartAfterAdd) router.push('/my-cart');
  };
  const onBuyNow = () => {
    startBuyNow(product);
    router.push('/buy-now');
  };
  return (
    <div className={`${styles.actions} ${styles[size]}`}>
      <button type="button" className={styles.add} onClick={onAdd} disabled={!hydrated || outOfStock}>
        Add to Cart
      </button>
      <button type="button" className={styles.buy} onClick={onBuyNow} disabled={!hydrated || outOfStock}>
        Buy Now
      </button>
      {outOfStock && (
        <a className={styles.askBack} href={whatsAppLink(backInStockText(product.name))} target="_blank" rel="noopener noreferrer">
          {ASK_WHEN_BACK}
        </a>
      )}
    </div>
  );
}
