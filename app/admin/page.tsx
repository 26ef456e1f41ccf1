import type { Metadata } from 'next';
import { DashboardSummary } from '@/components/admin/dashboard/dashboard-summary';
import { requireAdminSession } from '@/lib/server/admin-session';
import { countUnreadContactMessages } from '@/lib/server/contact-messages';
import { ordersPerDay, topProductsThisMonth, unpaidOnlineOrders } from '@/lib/server/dashboard';
import { countOrdersByStatus } from '@/lib/server/orders';
import { countProducts } from '@/lib/server/products';
import { countOpenServiceRequests } from '@/lib/server/service-requests';
import { realVisitors } from '@/lib/server/vitals';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Layouts are kept across client navigation, so each page checks the session itself too.
  await requireAdminSession();
  const now = new Date();
  const [products, ordersByStatus, unreadMessages, perDay, unpaidOnline, topProducts, openServiceRequests, vitals] = await Promise.all([
    countProducts(),
    countOrdersByStatus(),
    countUnreadContactMessages(),
    ordersPerDay(now),
    unpaidOnlineOrders(),
    topProductsThisMonth(now),
    countOpenServiceRequests(),
    realVisitors(now),
  ]);
  return (
    <DashboardSummary
      products={products}
      ordersByStatus={ordersByStatus}
      unreadMessages={unreadMessages}
      perDay={perDay}
      unpaidOnline={unpaidOnline}
      topProducts={topProducts}
      openServiceRequests={openServiceRequests}
      realVisitors={vitals}
    />
  );
}
