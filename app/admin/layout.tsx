import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { requireAdminSession } from '@/lib/server/auth/admin-session';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Sanvio Admin' },
  robots: { index: false, follow: false, nocache: true },
};

/** The guarded admin area: no public header or footer; the session is checked here, not only in middleware. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await requireAdminSession();
  return <AdminShell email={session.email}>{children}</AdminShell>;
}
