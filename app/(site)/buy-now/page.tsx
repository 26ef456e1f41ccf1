import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { Checkout } from '@/components/cart/checkout';
import { isOutOfStock } from '@/lib/availability';
import { toCartItem, type CartItem } from '@/lib/cart/cart-item';
import { getProduct } from '@/lib/server/catalogue/products';
import { siteUrl } from '@/lib/server/content/site-url';
import { paths } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'Checkout',
  robots: { index: false },
  alternates: { canonical: paths.buyNow() },
};

// Each render gives the form its own Idempotency-Key, and may carry a product's Buy Now.
export const dynamic = 'force-dynamic';

/** A product's Buy Now as the server renders it (?product=ID): the item a checkout without JavaScript knows. */
async function buyNowItems(productId: string | string[] | undefined): Promise<CartItem[] | undefined> {
  if (typeof productId !== 'string') return undefined;
  const product = await getProduct(productId);
  if (!product || product.price === undefined || isOutOfStock(product)) return undefined;
  return [toCartItem(product, 1)];
}

/** Checkout: items from the cart or from a product's Buy Now, shipping details, payment, Place Order. */
export default async function BuyNowPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { product } = await searchParams;
  const serverItems = await buyNowItems(product);
  return <Checkout {...(serverItems ? { serverItems } : {})} formKey={randomUUID()} origin={siteUrl()} />;
}
