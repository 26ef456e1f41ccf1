import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { adminTexts } from '@/components/admin/admin-texts';
import ui from '@/components/admin/admin-ui.module.css';
import { GstReportForm, OrderFilters, OrdersExportForm } from '@/components/admin/orders/order-filters';
import { OrdersBoard } from '@/components/admin/orders/orders-board';
import { pageCountOf } from '@/lib/paging';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { orderListHref, orderListQuery } from '@/lib/admin-list-query';
import { indiaToday } from '@/lib/india-date';
import { listOrders } from '@/lib/server/orders/orders';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Orders, newest first, a page at a time, filtered by status and paid; rendered on the server from the database. */
export default async function AdminOrdersPage({ searchParams }: Props) {
  await requireAdminSession();
  const query = orderListQuery(await searchParams);
  const { orders, total } = await listOrders({ ...query, limit: ADMIN_PAGE_SIZE });
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  if (query.page > pageCount) redirect(orderListHref({ ...query, page: pageCount }));
  const today = indiaToday();
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.ordersTitle}</h1>
      <OrderFilters query={query} />
      <OrdersExportForm from={`${today.slice(0, 8)}01`} to={today} />
      <GstReportForm month={today.slice(0, 7)} />
      <p className={ui.muted} role="status">
        {adminTexts.ordersFound(total)}
      </p>
      <OrdersBoard orders={orders} />
      <AdminPagination label={adminTexts.ordersTitle} page={query.page} pageCount={pageCount} hrefFor={(page) => orderListHref({ ...query, page })} />
    </div>
  );
}
