import type { Metadata } from 'next';
import { AdminsManager } from '@/components/admin/admins/admins-manager';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { listAdmins } from '@/lib/server/auth/admins';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Admins' };

export default async function AdminAdminsPage() {
  const session = await requireAdminSession();
  return <AdminsManager admins={await listAdmins()} selfId={session.id} />;
}
