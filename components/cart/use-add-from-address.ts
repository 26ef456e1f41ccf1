'use client';
/**
 * The cart page's part of Add to Cart taken before a page's script ran: the Add to Cart form asked for
 * /my-cart?add={id}. Once the cart page runs in the browser, the parameter leaves the address (a
 * reload or Back does not add the product again) and the product is read from the catalogue and added
 * with the same rules and alerts as everywhere else (lib/cart/add-to-cart.ts). True while it is being
 * added.
 */
import { useEffect, useState } from 'react';
import { ADD_TO_CART_PARAM, addToCartById } from '@/lib/cart/add-to-cart';
import { paths } from '@/lib/paths';

export function useAddFromAddress(): boolean {
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(ADD_TO_CART_PARAM);
    if (id === null) return;
    window.history.replaceState(null, '', paths.myCart());
    setAdding(true);
    void addToCartById(id).finally(() => setAdding(false));
  }, []);
  return adding;
}
