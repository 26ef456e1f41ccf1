/** Sends an OutgoingMail through the SMTP server at SMTP_URL (nodemailer), with timeouts well under a claim's 2 minutes. */
import 'server-only';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoing-mail';

export function smtpSender(smtpUrl: string, from: string): { send: (mail: OutgoingMail) => Promise<void>; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, attachments: mail.attachments });
    },
    close: () => transport.close(),
  };
}
