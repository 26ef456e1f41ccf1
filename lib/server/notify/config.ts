/**
 * Where notification e-mails go: SMTP_URL (the mail server) and NOTIFY_EMAIL (the shop's inbox, one
 * or more addresses separated by commas). Without SMTP_URL nothing is queued or sent; each
 * notification is only logged.
 */
import 'server-only';
import { siteUrl } from '@/lib/server/site-url';

export interface NotifyConfig {
  smtpUrl: string;
  /** The shop's addresses; empty when NOTIFY_EMAIL is unset (customers still get their confirmations). */
  shopEmails: string[];
  from: string;
}

export function notifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  const shopEmails = (env.NOTIFY_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const host = new URL(siteUrl()).hostname.replace(/^www\./, '');
  return { smtpUrl, shopEmails, from: env.MAIL_FROM?.trim() || `"Sanvio Technologies" <no-reply@${host}>` };
}
