'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { ContactMessage } from '@/lib/types/contact-message';
import { formatOrderDate } from '@/lib/india-date';
import { messages } from '@/lib/messages';
import { adminFetch, adminJson, readAnswer, SessionEndedError } from '../admin-api';
import { AdminStatusLine } from '../admin-status-line';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import type { AdminStatus } from '../admin-status-line';
import styles from './contact-messages-table.module.css';
import { AdminTable } from '../admin-table';

/**
 * One page of contact messages, rendered on the server and handed in; always shown as text, never
 * HTML. A message's text is folded until the owner opens it, and opening it marks it read; "Mark
 * unread" (or "Mark read") sets it by hand. The dashboard counts the unread ones.
 */
export function ContactMessagesTable({ messages: rendered }: { messages: ContactMessage[] }) {
  const router = useRouter();
  const [list, setList] = useState(rendered);
  const [status, setStatus] = useState<AdminStatus>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // A new render from the server (after a delete, a filter or a page change) replaces the list.
  useEffect(() => setList(rendered), [rendered]);

  async function setRead(message: ContactMessage, read: boolean) {
    if (message.read === read) return;
    setList((current) => current.map((item) => (item._id === message._id ? { ...item, read } : item)));
    try {
      const response = await adminJson(`/api/contact/${message._id}`, 'PATCH', { read });
      if (!response.ok) throw new Error(`PATCH /api/contact answered ${response.status}`);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      console.error('Could not mark message', error);
      setList((current) => current.map((item) => (item._id === message._id ? { ...item, read: message.read } : item)));
      setStatus({ kind: 'error', text: adminTexts.markFailed });
    }
  }

  async function remove(message: ContactMessage) {
    if (!window.confirm(messages.contact.deleteConfirm)) return;
    setBusy(message._id);
    setStatus(null);
    try {
      const response = await adminFetch(`/api/contact/${message._id}`, { method: 'DELETE' });
      const body = await readAnswer(response);
      if (body?.success !== true) {
        setStatus({ kind: 'error', text: messages.contact.deleteFailed });
        return;
      }
      setStatus({ kind: 'success', text: messages.contact.deleted });
      setList((current) => current.filter((item) => item._id !== message._id));
      router.refresh();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: messages.contact.deleteError });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <AdminStatusLine status={status} />
      <AdminTable
        label={adminTexts.contactTitle}
        columns={[adminTexts.name, adminTexts.phone, adminTexts.email, adminTexts.message, adminTexts.date, adminTexts.actions]}
        className={styles.table}
        empty={list.length === 0 ? messages.contact.empty : undefined}
      >
        {list.map((message) => (
          <tr key={message._id} data-testid="contact-message" data-read={message.read ? 'yes' : 'no'}>
            <td data-label={adminTexts.name}>
              <span>
                {message.name}
                {!message.read && <span className={styles.badge}>{adminTexts.newBadge}</span>}
              </span>
            </td>
            <td data-label={adminTexts.phone}>
              <a href={`tel:${message.phone}`}>{message.phone}</a>
            </td>
            <td data-label={adminTexts.email}>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </td>
            <td data-label={adminTexts.message} className={styles.message}>
              <details
                onToggle={(event) => {
                  if (event.currentTarget.open) void setRead(message, true);
                }}
              >
                <summary>{message.read ? adminTexts.showMessage : adminTexts.openMessage}</summary>
                <p className={styles.text}>{message.message}</p>
              </details>
            </td>
            <td data-label={adminTexts.date}>
              <time dateTime={message.createdAt}>{formatOrderDate(message.createdAt)}</time>
            </td>
            <td data-label={adminTexts.actions}>
              <div className={ui.rowActions}>
                <button
                  type="button"
                  className={`${ui.buttonSecondary} ${ui.small}`}
                  onClick={() => setRead(message, !message.read)}
                  aria-label={`${message.read ? adminTexts.markUnread : adminTexts.markRead}: message from ${message.name}`}
                >
                  {message.read ? adminTexts.markUnread : adminTexts.markRead}
                </button>
                <button
                  type="button"
                  className={`${ui.buttonDanger} ${ui.small}`}
                  onClick={() => remove(message)}
                  disabled={busy === message._id}
                  aria-label={`${adminTexts.delete} message from ${message.name}`}
                >
                  {adminTexts.delete}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
