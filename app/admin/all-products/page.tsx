import type { Metadata } from 'next';
import { ProductsTable } from '@/components/admin/products/products-table';
import { requireAdminSession } from '@/lib/server/admin-session';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'All Products' };

export default async function AdminAllProductsPage() {
  await requireAdminSession();
  return <ProductsTable />;
}
