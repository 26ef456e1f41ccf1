import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { adminTexts } from '@/components/admin/admin-texts';
import ui from '@/components/admin/admin-ui.module.css';
import { RepairFilter } from '@/components/admin/service-requests/repair-filter';
import { ServiceRequestsTable } from '@/components/admin/service-requests/service-requests-table';
import { repairListHref, repairListQuery } from '@/lib/admin-list-query';
import { pageCountOf } from '@/lib/paging';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { listServiceRequests } from '@/lib/server/repairs/service-requests';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Service Requests' };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Repairs customers booked, newest first, a page at a time, all or one status; page and status in the address. */
export default async function AdminServiceRequestsPage({ searchParams }: Props) {
  await requireAdminSession();
  const query = repairListQuery(await searchParams);
  const { requests, total } = await listServiceRequests({ page: query.page, limit: ADMIN_PAGE_SIZE, status: query.status });
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  if (query.page > pageCount) redirect(repairListHref({ ...query, page: pageCount }));
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>Service Requests</h1>
      <RepairFilter query={query} />
      <p className={ui.muted} role="status">
        {adminTexts.repairsFound(total)}
      </p>
      <ServiceRequestsTable requests={requests} />
      <AdminPagination label="Service requests" page={query.page} pageCount={pageCount} hrefFor={(page) => repairListHref({ ...query, page })} />
    </div>
  );
}
