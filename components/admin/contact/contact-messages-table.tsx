'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ContactMessage } from '@/lib/types/contact-message';
import { formatOrderDate } from '@/lib/india-date';
import { messages } from '@/lib/messages';
import { adminFetch, readAnswer, SessionEndedError } from '../admin-api';
import { AdminStatusLine } from '../admin-status-line';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import type { AdminStatus } from '../admin-status-line';
import styles from './contact-messages-table.module.css';

/** Marks shown messages read, so the dashboard's unread count falls; a failure only means it stays unread. */
function markRead(unread: ContactMessage[]) {
  for (const message of unread) {
    adminFetch(`/api/contact/${message._id}`, { method: 'PATCH' }).catch((error: unknown) => {
      if (!(error instanceof SessionEndedError)) console.error('Could not mark message read', error);
    });
  }
}

/**
 * One page of contact messages, rendered on the server and handed in; always shown as text, never
 * HTML. Messages shown unread are marked read, and keep their "New" badge while the admin stays
 * here, even when the server renders the page again (after a delete).
 */
export function ContactMessagesTable({ messages: rendered }: { messages: ContactMessage[] }) {
  const router = useRouter();
  const shownAsNew = useRef(new Set<string>());
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<AdminStatus>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  for (const message of rendered) if (!message.read) shownAsNew.current.add(message._id);

  useEffect(() => {
    markRead(rendered.filter((message) => !message.read));
    setHidden(new Set());
  }, [rendered]);

  const list = rendered.filter((message) => !hidden.has(message._id));

  async function remove(message: ContactMessage) {
    if (!window.confirm(messages.contact.deleteConfirm)) return;
    setDeleting(message._id);
    setStatus(null);
    try {
      const response = await adminFetch(`/api/contact/${message._id}`, { method: 'DELETE' });
      const body = await readAnswer(response);
      if (body?.success !== true) {
        setStatus({ kind: 'error', text: messages.contact.deleteFailed });
        return;
      }
      setStatus({ kind: 'success', text: messages.contact.deleted });
      setHidden((current) => new Set(current).add(message._id));
      router.refresh();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: messages.contact.deleteError });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <AdminStatusLine status={status} />
      {list.length === 0 ? (
        <p className={ui.muted}>{messages.contact.empty}</p>
      ) : (
        <div className={ui.tableWrap} role="region" aria-label={adminTexts.contactTitle} tabIndex={0}>
          <table className={`${ui.table} ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">{adminTexts.name}</th>
                <th scope="col">{adminTexts.phone}</th>
                <th scope="col">{adminTexts.email}</th>
                <th scope="col">{adminTexts.message}</th>
                <th scope="col">{adminTexts.date}</th>
                <th scope="col">{adminTexts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((message) => (
                <tr key={message._id}>
                  <td>
                    {message.name}
                    {shownAsNew.current.has(message._id) && <span className={styles.badge}>{adminTexts.newBadge}</span>}
                  </td>
                  <td>
                    <a href={`tel:${message.phone}`}>{message.phone}</a>
                  </td>
                  <td>
                    <a href={`mailto:${message.email}`}>{message.email}</a>
                  </td>
                  <td className={styles.message}>{message.message}</td>
                  <td>
                    <time dateTime={message.createdAt}>{formatOrderDate(message.createdAt)}</time>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`${ui.buttonDanger} ${ui.small}`}
                      onClick={() => remove(message)}
                      disabled={deleting === message._id}
                      aria-label={`${adminTexts.delete} message from ${message.name}`}
                    >
                      {adminTexts.delete}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
