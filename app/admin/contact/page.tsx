import type { Metadata } from 'next';
import { ContactMessagesTable } from '@/components/admin/contact/contact-messages-table';
import { requireAdminSession } from '@/lib/server/admin-session';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Contact Messages' };

export default async function AdminContactPage() {
  await requireAdminSession();
  return <ContactMessagesTable />;
}
