import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { adminTexts } from '@/components/admin/admin-texts';
import ui from '@/components/admin/admin-ui.module.css';
import { ContactMessagesTable } from '@/components/admin/contact/contact-messages-table';
import { MessageFilter } from '@/components/admin/contact/message-filter';
import { pageCountOf } from '@/lib/paging';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { messageListHref, messageListQuery } from '@/lib/admin-list-query';
import { listContactMessages } from '@/lib/server/messages/contact-messages';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Contact Messages' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Contact messages, newest first, a page at a time, all or only read or unread; rendered on the server. */
export default async function AdminContactPage({ searchParams }: Props) {
  await requireAdminSession();
  const query = messageListQuery(await searchParams);
  const { messages, total } = await listContactMessages({ page: query.page, limit: ADMIN_PAGE_SIZE, read: query.read });
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  if (query.page > pageCount) redirect(messageListHref({ ...query, page: pageCount }));
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.contactTitle}</h1>
      <MessageFilter query={query} />
      <p className={ui.muted} role="status">
        {adminTexts.messagesFound(total)}
      </p>
      <ContactMessagesTable messages={messages} />
      <AdminPagination label={adminTexts.contactTitle} page={query.page} pageCount={pageCount} hrefFor={(page) => messageListHref({ ...query, page })} />
    </div>
  );
}
