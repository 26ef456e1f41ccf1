'use client';
/**
 * The buttons of ProductActions (./product-actions.tsx), the part that needs the browser: Add to Cart
 * and Buy Now for one product. Add to Cart: same product again raises its quantity, alerts that the
 * item was added and (on the detail page) goes to the cart. Both work from the first paint, before the
 * page's script has run and without JavaScript: Buy Now is a link to the checkout the server renders
 * for this one product; Add to Cart is a form that asks for the cart page with the product's id
 * (/my-cart?add={id}), which adds it there (lib/cart/add-to-cart.ts). Once the script runs, Add to
 * Cart adds in place instead. Out of stock, both are disabled. With few left, Add to Cart stops at the
 * units left and says how many there are. What the server renders beside them (children) follows
 * them in the same row.
 */
import { useRouter } from 'next/navigation';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { ADD_TO_CART_PARAM, addToCartAndTell } from '@/lib/cart/add-to-cart';
import type { CartProduct } from '@/lib/cart/cart-item';
import { startBuyNow } from '@/lib/cart/checkout-source';
import styles from './product-actions.module.css';
import { paths } from '@/lib/paths';

export interface ProductActionsProps {
  product: CartProduct;
  goToCartAfterAdd: boolean;
  size?: 'small' | 'large';
  outOfStock?: boolean;
  /** The units left, when the shop shows them (few left): Add to Cart stops there. */
  unitsLeft?: number;
}

export function ProductActionButtons({
  product,
  goToCartAfterAdd,
  size = 'small',
  outOfStock = false,
  unitsLeft,
  children,
}: ProductActionsProps & { children?: ReactNode }) {
  const router = useRouter();
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    addToCartAndTell(product, unitsLeft);
    if (goToCartAfterAdd) router.push(paths.myCart());
  };
  const onBuyNow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    startBuyNow(product);
    router.push(paths.buyNow());
  };
  return (
    <div className={`${styles.actions} ${styles[size]}`}>
      {/* A form, so Add to Cart works before hydration and without JavaScript: the cart page adds the product. */}
      <form className={styles.addForm} action={paths.myCart()} method="get" onSubmit={onAdd}>
        <input type="hidden" name={ADD_TO_CART_PARAM} value={product._id} />
        <button type="submit" className={styles.add} disabled={outOfStock}>
          Add to Cart
        </button>
      </form>
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
      {children}
    </div>
  );
}
