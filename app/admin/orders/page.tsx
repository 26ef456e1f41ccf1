import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { adminTexts } from '@/components/admin/admin-texts';
import ui from '@/components/admin/admin-ui.module.css';
import { GstReportForm, OrderFilters, OrdersExportForm } from '@/components/admin/orders/order-filters';
import { Gstr1Panel } from '@/components/admin/orders/gstr1-summary';
import { OrdersBoard } from '@/components/admin/orders/orders-board';
import { pageCountOf } from '@/lib/paging';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { orderListHref, orderListQuery } from '@/lib/admin-list-query';
import { indiaToday } from '@/lib/india-date';
import { listOrders } from '@/lib/server/orders/orders';
import { gstr1SummaryView } from '@/lib/server/tax/gstr1';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Orders, newest first, a page at a time, filtered by status and paid; rendered on the server from the database. */
export default async function AdminOrdersPage({ searchParams }: Props) {
  await requireAdminSession();
  const params = await searchParams;
  const query = orderListQuery(params);
  const { orders, total } = await listOrders({ ...query, limit: ADMIN_PAGE_SIZE });
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  if (query.page > pageCount) redirect(orderListHref({ ...query, page: pageCount }));
  const today = indiaToday();
  // The GSTR-1 summary of the month asked for with ?gstr1=YYYY-MM (the panel's form).
  const gstr1Month = typeof params.gstr1 === 'string' ? params.gstr1 : null;
  const gstr1 = gstr1Month ? await gstr1SummaryView(gstr1Month) : null;
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.ordersTitle}</h1>
      <OrderFilters query={query} />
      <OrdersExportForm from={`${today.slice(0, 8)}01`} to={today} />
      <GstReportForm month={today.slice(0, 7)} />
      <Gstr1Panel month={gstr1?.summary?.month ?? today.slice(0, 7)} summary={gstr1?.summary ?? null} error={gstr1?.error ?? null} />
      <p className={ui.muted} role="status">
        {adminTexts.ordersFound(total)}
      </p>
      <OrdersBoard orders={orders} />
      <AdminPagination label={adminTexts.ordersTitle} page={query.page} pageCount={pageCount} hrefFor={(page) => orderListHref({ ...query, page })} />
    </div>
  );
}
