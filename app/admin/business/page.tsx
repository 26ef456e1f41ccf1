import type { Metadata } from 'next';
import { BusinessForm } from '@/components/admin/business/business-form';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { businessDetails } from '@/lib/server/tax/business';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Business details' };

export default async function AdminBusinessPage() {
  await requireAdminSession();
  return <BusinessForm details={await businessDetails()} />;
}
