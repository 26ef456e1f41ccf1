/**
 * Issuing a tax invoice queues the customer's e-mail in the same update (the outbox); the worker sends
 * it to a real SMTP server with the invoice PDF attached.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { POST as PLACE_ORDER } from '@/app/api/orders/route';
import { smtpSender } from '@/lib/server/notify/mail-sender';
import { NotificationWorker } from '@/lib/server/notify/worker';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

let smtp: TestSmtpServer;
let token: string;
let productId: string;
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  process.env.SMTP_URL = smtp.url;
  process.env.NOTIFY_EMAIL = 'orders@sanvio.test';
  process.env.SITE_URL = 'https://shop.example';
  smtp.mails.length = 0;
  await clearCollections();
  productId = String((await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '84433210' }))._id);
  ({ token } = await signedInAdmin());
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  delete process.env.SMTP_URL;
  delete process.env.NOTIFY_EMAIL;
  delete process.env.SITE_URL;
});

function worker() {
  const sender = smtpSender(smtp.url, '"Sanvio Technologies" <no-reply@shop.example>');
  const created = new NotificationWorker({ send: sender.send, shopEmails: ['orders@sanvio.test'], schedule: () => () => undefined });
  closers.push(
    () => created.stop(),
    () => sender.close(),
  );
  return created;
}

/** The base64 part of a multipart message whose Content-Type is application/pdf, decoded. */
function pdfAttachment(body: string): Buffer | null {
  const match = /Content-Type: application\/pdf[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(body);
  return match ? Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64') : null;
}

describe('the invoice e-mail', () => {
  it('is queued with the invoice and sent once to the customer with the PDF attached', async () => {
    const placed = await PLACE_ORDER(
      request('/api/orders', {
        method: 'POST',
        body: {
          fullName: 'Asha Verma',
          address: 'Shop 4, FC Road, Pune',
          mobile: '9876543210',
          email: 'asha@example.in',
          billingState: 'Maharashtra',
          gstin: '27AAPFU0939F1ZV',
          businessName: 'Pune Pharma LLP',
          cart: [{ _id: productId, quantity: 2 }],
        },
      }),
    );
    const id = ((await bodyOf(placed)).order as { _id: string })._id;
    // The order's own two e-mails first.
    expect(await worker().runOnce()).toBe(2);
    smtp.mails.length = 0;

    const issued = await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));
    const { invoiceNumber } = (await bodyOf(issued)) as { invoiceNumber: string };
    const stored = await OrderModel.findById(id).lean();
    expect(stored?.notifications?.filter((entry) => entry.kind === 'invoice-customer')).toHaveLength(1);

    // Issuing again queues nothing more.
    await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));
    expect((await OrderModel.findById(id).lean())?.notifications?.filter((entry) => entry.kind === 'invoice-customer')).toHaveLength(1);

    expect(await worker().runOnce()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual(['asha@example.in']);
    expect(mail!.subject).toBe(`Tax invoice ${invoiceNumber} for your Sanvio order ${stored!.orderNumber}`);
    const pdf = pdfAttachment(mail!.text);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-mail-')), 'invoice.pdf');
    writeFileSync(file, pdf!);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toContain('84433210');
    expect(text).toContain('Rupees Fourteen Thousand Nine Hundred Ninety Nine Only');
    expect(await worker().runOnce()).toBe(0);
  });
});
