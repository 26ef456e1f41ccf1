import type { Metadata } from 'next';
import { ServiceRequestsTable } from '@/components/admin/service-requests/service-requests-table';
import { requireAdminSession } from '@/lib/server/admin-session';
import { listServiceRequests } from '@/lib/server/service-requests';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Service Requests' };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminServiceRequestsPage({ searchParams }: Props) {
  await requireAdminSession();
  const pageText = (await searchParams).page;
  const page = typeof pageText === 'string' && /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const { requests, total } = await listServiceRequests({ page, limit: ADMIN_PAGE_SIZE });
  return <ServiceRequestsTable requests={requests} page={page} pageCount={Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))} />;
}
