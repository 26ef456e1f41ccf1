import Link from 'next/link';
import { messageListHref, type MessageListQuery } from '@/lib/admin-list-query';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from '../list-filters.module.css';

const CHOICES = [
  { label: adminTexts.allMessages, read: undefined },
  { label: adminTexts.unreadOnly, read: false },
  { label: adminTexts.readOnly, read: true },
] as const;

/** All, unread or read messages: links, so the filter lives in the address and works before hydration. */
export function MessageFilter({ query }: { query: MessageListQuery }) {
  return (
    <nav aria-label={adminTexts.messagesFilter}>
      <ul className={styles.tabs}>
        {CHOICES.map((choice) => {
          const current = choice.read === query.read;
          return (
            <li key={choice.label}>
              <Link
                href={messageListHref({ page: 1, read: choice.read })}
                prefetch={false}
                className={`${ui.pageLink} ${current ? ui.pageCurrent : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
