import type { Metadata } from 'next';
import { Checkout } from '@/components/cart/checkout';

export const metadata: Metadata = {
  title: 'Checkout',
  robots: { index: false },
  alternates: { canonical: '/buy-now' },
};

/** Checkout: items from the cart or from a product's Buy Now, shipping details, payment, Place Order. */
export default function BuyNowPage() {
  return <Checkout />;
}
