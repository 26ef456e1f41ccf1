'use client';

import { useRef, useState } from 'react';
import type { ContactMessage } from '@/lib/server/contact-messages';
import { formatOrderDate } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { adminFetch, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import { useAdminList, type AdminStatus } from '../use-admin-list';
import ui from '../admin-ui.module.css';
import styles from './contact-messages-table.module.css';
import { AdminPagination } from '../admin-pagination';
import { AdminStatusLine } from '../admin-status-line';

/** Marks shown messages read, so the dashboard's unread count falls; a failure only means it stays unread. */
function markRead(unread: ContactMessage[]) {
  for (const message of unread) {
    adminFetch(`/api/contact/${message._id}`, { method: 'PATCH' }).catch((error: unknown) => {
      if (!(error instanceof SessionEndedError)) console.error('Could not mark message read', error);
    });
  }
}

/** Contact Messages: enquiries from the contact form, newest first, a page at a time. Always rendered as text, never HTML. */
export function ContactMessagesTable() {
  // Messages that were unread when this screen first showed them keep their "New" badge while the
  // admin stays here, even when a page is read again (after a delete, or going back a page).
  const shownAsNew = useRef(new Set<string>());
  // Spec: a contact list load failure is logged only. Shown messages are marked read.
  const {
    items: list,
    removeItem,
    loading,
    page,
    pageCount,
    hrefFor,
  } = useAdminList<ContactMessage>('/api/contact', 'contact messages', {
    onLoaded: (loaded) => {
      const unread = loaded.filter((message) => !message.read);
      markRead(unread);
      for (const message of unread) shownAsNew.current.add(message._id);
      return loaded.map((message) => (shownAsNew.current.has(message._id) ? { ...message, read: false } : message));
    },
  });
  const [status, setStatus] = useState<AdminStatus>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

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
      await removeItem(message._id);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: messages.contact.deleteError });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.contactTitle}</h1>
      <AdminStatusLine status={status} />
      {list === null ? (
        <p className={ui.muted} role="status">
          {adminTexts.loadingMessages}
        </p>
      ) : list.length === 0 ? (
        <p className={ui.muted}>{messages.contact.empty}</p>
      ) : (
        <div className={ui.tableWrap} role="region" aria-label={adminTexts.contactTitle} aria-busy={loading} tabIndex={0}>
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
                    {!message.read && <span className={styles.badge}>{adminTexts.newBadge}</span>}
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
      <AdminPagination label={adminTexts.contactTitle} page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  );
}
