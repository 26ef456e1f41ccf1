import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';
import { paths } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'My Cart',
  robots: { index: false },
  alternates: { canonical: paths.myCart() },
};

/** The cart lives in the browser (localStorage), so the page is a static shell around CartView. */
export default function MyCartPage() {
  return <CartView />;
}
