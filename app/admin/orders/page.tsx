import type { Metadata } from 'next';
import { OrdersList } from '@/components/admin/orders/orders-list';
import { requireAdminSession } from '@/lib/server/admin-session';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

export default async function AdminOrdersPage() {
  await requireAdminSession();
  return <OrdersList />;
}
