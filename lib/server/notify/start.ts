/**
 * Starts this process's notification worker, once: only with SMTP_URL set (without it nothing is
 * queued), and it stops claiming on SIGTERM so a shutting-down instance leaves the rest to others.
 */
import 'server-only';
import { logEvent } from '@/lib/server/platform/log';
import { notifyConfig } from './smtp-settings';
import { smtpSender } from './mail-sender';
import { NotificationWorker } from './worker';

const globalWorker = globalThis as typeof globalThis & { __sanvioNotificationWorker?: NotificationWorker };

export function startNotificationWorker(): NotificationWorker | null {
  if (globalWorker.__sanvioNotificationWorker) return globalWorker.__sanvioNotificationWorker;
  const config = notifyConfig();
  if (!config) {
    logEvent('info', 'notifications_off', { reason: 'SMTP_URL is not set; notifications are only logged' });
    return null;
  }
  if (config.shopEmails.length === 0) logEvent('warn', 'notifications_no_shop_address', { reason: 'NOTIFY_EMAIL is not set; only customers get e-mails' });
  const sender = smtpSender(config.smtpUrl, config.from);
  const worker = new NotificationWorker({ send: sender.send, shopEmails: config.shopEmails });
  globalWorker.__sanvioNotificationWorker = worker;
  worker.start();
  process.once('SIGTERM', () => {
    void worker.stop().finally(() => sender.close());
  });
  logEvent('info', 'notifications_on', { shopAddresses: config.shopEmails.length });
  return worker;
}
