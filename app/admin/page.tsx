import type { Metadata } from 'next';
import { DashboardSummary } from '@/components/admin/dashboard/dashboard-summary';
import { requireAdminSession } from '@/lib/server/admin-session';
import { countUnreadContactMessages } from '@/lib/server/contact-messages';
import { countOrdersByStatus } from '@/lib/server/orders';
import { countProducts } from '@/lib/server/products';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Layouts are kept across client navigation, so each page checks the session itself too.
  await requireAdminSession();
  const [products, ordersByStatus, unreadMessages] = await Promise.all([countProducts(), countOrdersByStatus(), countUnreadContactMessages()]);
  return <DashboardSummary products={products} ordersByStatus={ordersByStatus} unreadMessages={unreadMessages} />;
}
