import { messageListHref, type MessageListQuery } from '@/lib/admin-list-query';
import { adminTexts } from '../admin-texts';
import { FilterTabs } from '../filter-tabs';

const CHOICES = [
  { label: adminTexts.allMessages, read: undefined },
  { label: adminTexts.unreadOnly, read: false },
  { label: adminTexts.readOnly, read: true },
] as const;

/** All, unread or read messages. */
export function MessageFilter({ query }: { query: MessageListQuery }) {
  const tabs = CHOICES.map(({ label, read }) => ({ label, href: messageListHref({ page: 1, read }), current: read === query.read }));
  return <FilterTabs label={adminTexts.messagesFilter} tabs={tabs} />;
}
