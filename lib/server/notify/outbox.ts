/**
 * The transactional outbox. A notification e-mail is an entry in the `notifications` array of the
 * document it reports (an order, a contact message), written by the same insert, so the record and
 * its e-mail cannot be separated (the database has no transactions). The worker (worker.ts) finds
 * entries whose `dueAt` has come, claims one with an atomic conditional update that pushes `dueAt`
 * forward (a claim that is never finished, say by a crash, simply falls due again), sends it, and
 * marks it sent (`dueAt: null`) or schedules the next try. The entry's schema is models/outbox-entry.ts.
 */
import 'server-only';
import { EventEmitter } from 'node:events';
import { logEvent } from '@/lib/server/platform/log';
import type { NotificationKind, OutboxEntry } from '@/models/outbox-entry';
import { notifyConfig } from './smtp-settings';

/** Whose inbox a kind goes to: the shop's (NOTIFY_EMAIL) or the customer's (the email they gave). */
export const isShopKind = (kind: NotificationKind) => kind.endsWith('-shop');

/**
 * Tells this process's worker that a new entry is waiting, so it is sent at once rather than at the
 * next poll. Kept on globalThis: the server bundles instrumentation.ts (which starts the worker) and
 * the route handlers (which write the entries) separately, each with its own copy of this module.
 */
const globalSignal = globalThis as typeof globalThis & { __sanvioOutboxSignal?: EventEmitter };
export const outboxSignal: EventEmitter = (globalSignal.__sanvioOutboxSignal ??= new EventEmitter());

/**
 * The entries to store with a new document: one per kind that has somewhere to go. Without SMTP_URL
 * there are none and each notification is only logged; without NOTIFY_EMAIL the shop's are skipped.
 */
export function outboxEntries(kinds: readonly NotificationKind[], reference: string, now = new Date()): Array<Pick<OutboxEntry, 'kind' | 'dueAt'>> {
  const config = notifyConfig();
  const entries: Array<Pick<OutboxEntry, 'kind' | 'dueAt'>> = [];
  for (const kind of kinds) {
    if (!config) logEvent('info', 'notification_not_sent', { kind, ref: reference, reason: 'SMTP_URL is not set' });
    else if (isShopKind(kind) && config.shopEmails.length === 0)
      logEvent('warn', 'notification_not_sent', { kind, ref: reference, reason: 'NOTIFY_EMAIL is not set' });
    else entries.push({ kind, dueAt: now });
  }
  return entries;
}

/** After the insert: wakes the worker of this process (other instances find the entry at their next poll). */
export function announceOutbox(entries: readonly unknown[]): void {
  if (entries.length > 0) outboxSignal.emit('queued');
}
