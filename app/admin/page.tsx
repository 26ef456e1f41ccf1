import type { Metadata } from 'next';
import { DashboardSummary } from '@/components/admin/dashboard/dashboard-summary';
import { requireAdminSession } from '@/lib/admin-session';
import { countUnreadContactMessages } from '@/lib/contact-messages';
import { countOrdersByStatus } from '@/lib/orders';
import { countProducts } from '@/lib/products';
import { countOpenServiceRequests } from '@/lib/service-requests';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Layouts are kept across client navigation, so each page checks the session itself too.
  await requireAdminSession();
  const [products, ordersByStatus, unreadMessages, openServiceRequests] = await Promise.all([
    countProducts(),
    countOrdersByStatus(),
    countUnreadContactMessages(),
    countOpenServiceRequests(),
  ]);
  return <DashboardSummary products={products} ordersByStatus={ordersByStatus} unreadMessages={unreadMessages} openServiceRequests={openServiceRequests} />;
}
