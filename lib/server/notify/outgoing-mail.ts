/** One e-mail as the renderers (mails.ts, invoice-mail.ts) write it and the sender (mail-sender.ts) sends it. */
import 'server-only';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}
