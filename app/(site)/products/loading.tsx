import { ProductsLoading } from '@/components/shop/products-loading';

/** Shown while a client-side navigation to /products waits for the server. */
export default function Loading() {
  return <ProductsLoading page />;
}
