/**
 * Where notification e-mails go: SMTP_URL (the mail server) and NOTIFY_EMAIL (the shop's inbox, one
 * or more addresses separated by commas). Without SMTP_URL nothing is queued or sent; each
 * notification is only logged.
 */
import 'server-only';
import { config } from '@/lib/server/platform/config.mjs';
import { siteUrl } from '@/lib/server/content/site-url';
import { site } from '@/content/site';

export interface NotifyConfig {
  smtpUrl: string;
  /** The shop's addresses; empty when NOTIFY_EMAIL is unset (customers still get their confirmations). */
  shopEmails: string[];
  from: string;
}

export function notifyConfig(): NotifyConfig | null {
  const { SMTP_URL: smtpUrl, NOTIFY_EMAIL: shopEmails, MAIL_FROM } = config();
  if (!smtpUrl) return null;
  const host = new URL(siteUrl()).hostname.replace(/^www\./, '');
  return { smtpUrl, shopEmails, from: MAIL_FROM || `"${site.name}" <no-reply@${host}>` };
}
