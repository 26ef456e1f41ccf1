import type { Metadata } from 'next';
import { ServiceRequestsTable } from '@/components/admin/service-requests/service-requests-table';
import { pageParam } from '@/lib/admin-list-query';
import { pageCountOf } from '@/lib/paging';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { listServiceRequests } from '@/lib/server/repairs/service-requests';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Service Requests' };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminServiceRequestsPage({ searchParams }: Props) {
  await requireAdminSession();
  const page = pageParam((await searchParams).page);
  const { requests, total } = await listServiceRequests({ page, limit: ADMIN_PAGE_SIZE });
  return <ServiceRequestsTable requests={requests} page={page} pageCount={pageCountOf(total, ADMIN_PAGE_SIZE)} />;
}
