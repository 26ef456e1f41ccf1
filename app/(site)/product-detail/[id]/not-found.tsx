import type { Metadata } from 'next';
import { ProductNotFound } from '@/components/shop/product-not-found';
import { messages } from '@/lib/messages';

export const metadata: Metadata = { title: messages.products.notFound, robots: { index: false } };

/** Unknown or malformed product id: answered with HTTP 404. */
export default function NotFound() {
  return <ProductNotFound />;
}
