import type { Metadata } from 'next';
import { DashboardSummary } from '@/components/admin/dashboard/dashboard-summary';
import { LowStockPanel } from '@/components/admin/dashboard/low-stock-panel';
import { TaxReviewPanel } from '@/components/admin/dashboard/tax-review-panel';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { countUnreadContactMessages } from '@/lib/server/messages/contact-messages';
import { ordersPerDay, productsToReviewForTax, topProductsThisMonth, unpaidOnlineOrders } from '@/lib/server/insights/dashboard';
import { countOrdersByStatus } from '@/lib/server/orders/orders';
import { countProducts, lowStockAt, lowStockProducts } from '@/lib/server/catalogue/products';
import { countOpenServiceRequests } from '@/lib/server/repairs/service-requests';
import { realVisitors } from '@/lib/server/insights/vitals-store';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

/** How many low-stock products the dashboard lists; the rest are one link away. */
const LOW_STOCK_SHOWN = 10;

export default async function AdminDashboardPage() {
  // Layouts are kept across client navigation, so each page checks the session itself too.
  await requireAdminSession();
  const now = new Date();
  const [products, ordersByStatus, unreadMessages, perDay, unpaidOnline, topProducts, openServiceRequests, lowStock, vitals, taxReview] = await Promise.all([
    countProducts(),
    countOrdersByStatus(),
    countUnreadContactMessages(),
    ordersPerDay(now),
    unpaidOnlineOrders(),
    topProductsThisMonth(now),
    countOpenServiceRequests(),
    lowStockProducts(LOW_STOCK_SHOWN),
    realVisitors(now),
    productsToReviewForTax(),
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
    >
      <LowStockPanel products={lowStock.products} total={lowStock.total} lowStockAt={lowStockAt()} />
      <TaxReviewPanel products={taxReview.products} total={taxReview.total} />
    </DashboardSummary>
  );
}
