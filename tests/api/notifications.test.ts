/**
 * New-order and contact e-mails through the outbox, against a real SMTP server started here: the
 * e-mail is stored in the same insert as the order, a worker claims it atomically, sends it and marks
 * it sent; failures are retried after 30 s, 60 s, then every 2 minutes; a restart or a crash mid-send
 * loses nothing; two workers never send one e-mail twice. Clocks and timers are injected: no real waits.
 */
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CONTACT } from '@/app/api/contact/route';
import { POST as PLACE_ORDER } from '@/app/api/orders/route';
import { POST as BOOK_REPAIR } from '@/app/api/service-requests/route';
import { addDays, indiaToday, weekdayOf } from '@/lib/india-date';
import { saveContactMessage } from '@/lib/server/messages/contact-messages';
import { logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { smtpSender } from '@/lib/server/notify/mail-sender';
import { outboxSignal } from '@/lib/server/notify/outbox';
import { CLAIM_MS, NotificationWorker, retryDelay, type WorkerOptions } from '@/lib/server/notify/worker';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { request } from './http';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';

const SHOP = ['orders@sanvio.test', 'owner@sanvio.test'];
process.env.RATE_LIMIT_ORDER = '100000/600';
process.env.RATE_LIMIT_CONTACT = '100000/600';
useTestDatabase();

let smtp: TestSmtpServer;
const senders: Array<{ close: () => void }> = [];
const workers: NotificationWorker[] = [];
let productId = '';

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  process.env.SMTP_URL = smtp.url;
  process.env.NOTIFY_EMAIL = SHOP.join(', ');
  process.env.SITE_URL = 'https://shop.example';
  smtp.mails.length = 0;
  smtp.refusing = false;
  await clearCollections();
  const product = await ProductModel.create({ name: 'TVS RP 3160 Gold Receipt Printer', category: 'Consumables', price: 7499.5 });
  productId = String(product._id);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  for (const sender of senders.splice(0)) sender.close();
  delete process.env.SMTP_URL;
  delete process.env.NOTIFY_EMAIL;
  delete process.env.SITE_URL;
});

/** A worker sending to `url` (the test server unless told otherwise) on a clock the test moves. */
function worker(options: Partial<WorkerOptions> & { url?: string; clock?: { now: Date } } = {}) {
  const sender = smtpSender(options.url ?? smtp.url, '"Sanvio Technologies" <no-reply@shop.example>');
  senders.push(sender);
  const created = new NotificationWorker({
    send: sender.send,
    shopEmails: SHOP,
    now: options.clock ? () => options.clock!.now : undefined,
    schedule: options.schedule ?? (() => () => undefined),
    ...options,
  });
  workers.push(created);
  return created;
}

const buyer = { fullName: 'Asha Verma', address: '12 Mall Road, Ludhiana', billingState: 'Punjab', mobile: '9876543210', email: 'asha@example.in' };

async function placeOrder(change: Record<string, unknown> = {}, ip = '203.0.113.1') {
  const response = await PLACE_ORDER(
    request('/api/orders', {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: ip },
      body: { ...buyer, paymentMethod: 'COD', cart: [{ _id: productId, quantity: 2 }], ...change },
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: { _id: string; orderNumber: string } }).order;
}

const later = (ms: number) => ({ now: new Date(Date.now() + ms) });

describe('the e-mails of a new order', () => {
  it('are stored with the order in its one insert, due at once', async () => {
    const order = await placeOrder();
    const stored = await OrderModel.findById(order._id).lean();
    expect(stored?.notifications?.map((entry) => [entry.kind, entry.attempts, entry.sentAt ?? null])).toEqual([
      ['order-shop', 0, null],
      ['order-customer', 0, null],
    ]);
    expect(stored?.notifications?.every((entry) => entry.dueAt instanceof Date && entry.dueAt.getTime() <= Date.now())).toBe(true);
  });

  it('tell the shop the order number, items, total, payment and transaction id, the customer and the admin link', async () => {
    const order = await placeOrder({ paymentMethod: 'Online', transactionId: 'UPI-4455667788' });
    expect(await worker().runOnce()).toBe(2);
    const shopMail = smtp.mails.find((mail) => mail.to.includes(SHOP[0]!));
    expect(shopMail?.to).toEqual(SHOP);
    expect(shopMail?.subject).toBe(`New order ${order.orderNumber}: ₹14,999 (Online)`);
    expect(shopMail?.headers['reply-to']).toBe(buyer.email);
    for (const part of [
      order.orderNumber,
      '- TVS RP 3160 Gold Receipt Printer: 2 x ₹7,499.50 = ₹14,999',
      'Total: ₹14,999',
      'Payment: Online (UPI), transaction ID UPI-4455667788.',
      'Name: Asha Verma',
      'Mobile: 9876543210',
      'Email: asha@example.in',
      'Address: 12 Mall Road, Ludhiana',
      `Open it in the admin: https://shop.example/admin/orders?order=${order.orderNumber}`,
    ]) {
      expect(shopMail?.text).toContain(part);
    }
  });

  it('confirm to the customer at the email they gave, with the order number and the tracking link', async () => {
    const order = await placeOrder();
    await worker().runOnce();
    const confirmation = smtp.mails.find((mail) => mail.to.includes(buyer.email));
    expect(confirmation?.to).toEqual([buyer.email]);
    expect(confirmation?.subject).toBe(`Your Sanvio order ${order.orderNumber}`);
    expect(confirmation?.text).toContain(`Your order number is ${order.orderNumber}.`);
    expect(confirmation?.text).toContain(`Track your order: https://shop.example/track-order?number=${order.orderNumber}`);
    expect(confirmation?.from).toBe('no-reply@shop.example');
  });

  it('are marked sent and never sent again', async () => {
    const order = await placeOrder();
    const sender = worker();
    await sender.runOnce();
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.mails).toHaveLength(2);
    const stored = await OrderModel.findById(order._id).lean();
    expect(stored?.notifications?.every((entry) => entry.sentAt instanceof Date && entry.dueAt === null && entry.attempts === 1)).toBe(true);
  });

  it('a subject line cannot be given extra headers through a name with line breaks', async () => {
    // The text rule refuses a line break in a name (400, nothing queued) ...
    const hostile = { name: 'Ravi\r\nBcc: victim@example.com', phone: '9876543210', email: 'ravi@example.in', message: 'Hello' };
    expect((await CONTACT(request('/api/contact', { method: 'POST', body: hostile }))).status).toBe(400);
    expect(await worker().runOnce()).toBe(0);
    // ... and one stored before that rule still makes a one-line subject.
    await saveContactMessage(hostile);
    await worker().runOnce();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(SHOP);
    expect(smtp.mails[0]?.subject).toBe('New message from Ravi Bcc: victim@example.com');
    expect(smtp.mails[0]?.headers.bcc).toBeUndefined();
  });
});

describe('a contact message', () => {
  it('sends the shop one e-mail with the message and a reply-to of the sender', async () => {
    const response = await CONTACT(
      request('/api/contact', {
        method: 'POST',
        body: { name: 'Ravi', phone: '9876543210', email: 'ravi@example.in', message: 'Do you repair cash drawers?' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(SHOP);
    expect(mail?.subject).toBe('New message from Ravi');
    expect(mail?.headers['reply-to']).toBe('ravi@example.in');
    expect(mail?.text).toContain('Do you repair cash drawers?');
    expect(mail?.text).toContain('Phone: 9876543210');
  });
});

describe('a repair request', () => {
  function workingDay(): string {
    let date = addDays(indiaToday(), 1);
    while (weekdayOf(date) === 0) date = addDays(date, 1);
    return date;
  }
  const booking = {
    name: 'Meena Kaur',
    mobile: '9812345678',
    deviceType: 'Receipt printer',
    brandModel: 'TVS RP 3160 Gold',
    problem: 'Paper jams after every receipt.',
    visit: 'drop-off',
  };

  it('sends the shop the ticket, device, problem and customer, and the customer the ticket number and the tracking link', async () => {
    const preferredDate = workingDay();
    const response = await BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: { ...booking, email: 'meena@example.in', preferredDate } }));
    expect(response.status).toBe(201);
    const { ticketNumber } = (await response.json()) as { ticketNumber: string };
    expect(await worker().runOnce()).toBe(2);
    const shopMail = smtp.mails.find((mail) => mail.to.includes(SHOP[0]!));
    expect(shopMail?.subject).toBe(`New repair request ${ticketNumber}: Receipt printer, TVS RP 3160 Gold`);
    expect(shopMail?.headers['reply-to']).toBe('meena@example.in');
    for (const part of ['Problem: Paper jams after every receipt.', 'Visit: drop-off at the shop', `Preferred date: ${preferredDate}`, 'Mobile: 9812345678'])
      expect(shopMail?.text).toContain(part);
    const confirmation = smtp.mails.find((mail) => mail.to.includes('meena@example.in'));
    expect(confirmation?.subject).toBe(`Your Sanvio repair ticket ${ticketNumber}`);
    expect(confirmation?.text).toContain(`Your ticket number is ${ticketNumber}`);
    expect(confirmation?.text).toContain(`Follow your repair: https://shop.example/track-order?number=${ticketNumber}`);
  });

  it('without an email from the customer, only the shop is written to', async () => {
    const response = await BOOK_REPAIR(request('/api/service-requests', { method: 'POST', body: { ...booking, preferredDate: workingDay() } }));
    expect(response.status).toBe(201);
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([SHOP]);
  });
});

describe('without SMTP_URL', () => {
  it('queues nothing and only logs that the notification was not sent', async () => {
    delete process.env.SMTP_URL;
    const log = vi.spyOn(logOutput.stdout, 'write').mockImplementation(() => true);
    process.env.LOG_SILENT = '0';
    try {
      const order = await placeOrder();
      expect((await OrderModel.findById(order._id).lean())?.notifications).toBeUndefined();
      const lines = log.mock.calls
        .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
        .filter((line) => line.event === 'notification_not_sent');
      expect(lines.map((line) => [line.kind, line.ref])).toEqual([
        ['order-shop', order.orderNumber],
        ['order-customer', order.orderNumber],
      ]);
    } finally {
      process.env.LOG_SILENT = '1';
      log.mockRestore();
    }
  });

  it('without NOTIFY_EMAIL only the customer is written to', async () => {
    delete process.env.NOTIFY_EMAIL;
    const order = await placeOrder();
    expect((await OrderModel.findById(order._id).lean())?.notifications?.map((entry) => entry.kind)).toEqual(['order-customer']);
  });
});

describe('several workers', () => {
  it('send one e-mail per order and kind when two workers run at once on 30 orders', async () => {
    const orders = await Promise.all(Array.from({ length: 30 }, (_, i) => placeOrder({ fullName: `Buyer ${i}` }, `203.0.113.${i + 1}`)));
    const first = worker({ name: 'first' });
    const second = worker({ name: 'second' });
    const sent = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(60);
    expect(smtp.mails).toHaveLength(60);
    const shopSubjects = smtp.mails.filter((mail) => mail.to.includes(SHOP[0]!)).map((mail) => mail.subject.split(':')[0]);
    expect(new Set(shopSubjects).size).toBe(30);
    expect(new Set(shopSubjects)).toEqual(new Set(orders.map((order) => `New order ${order.orderNumber}`)));
    expect(smtp.mails.filter((mail) => mail.to.includes(buyer.email))).toHaveLength(30);
  });
});

describe('failures and restarts', () => {
  it('a mail server that refuses, then accepts: tried again after 30 s, not before, and sent once', async () => {
    const order = await placeOrder();
    smtp.refusing = true;
    const clock = later(0);
    const sender = worker({ clock });
    expect(await sender.runOnce()).toBe(0);
    const failed = await OrderModel.findById(order._id).lean();
    expect(failed?.notifications?.map((entry) => entry.attempts)).toEqual([1, 1]);
    expect(failed?.notifications?.[0]?.lastError).toMatch(/451/);
    expect(failed?.notifications?.[0]?.dueAt?.getTime()).toBe(clock.now.getTime() + 30_000);

    clock.now = new Date(clock.now.getTime() + 29_000);
    const refusalsSoFar = smtp.refusals;
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.refusals).toBe(refusalsSoFar);

    smtp.refusing = false;
    clock.now = new Date(clock.now.getTime() + 1_000);
    expect(await sender.runOnce()).toBe(2);
    expect(smtp.mails).toHaveLength(2);
  });

  it('backs off 30 s, 60 s, then every 2 minutes', () => {
    expect([1, 2, 3, 4, 10].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 120_000, 120_000]);
  });

  it('a restart between the refusal and the acceptance loses nothing: the next process sends it', async () => {
    const order = await placeOrder();
    smtp.refusing = true;
    const clock = later(0);
    const beforeRestart = worker({ clock });
    expect(await beforeRestart.runOnce()).toBe(0);
    await beforeRestart.stop();
    // The mail server restarts too, on the same address, and now accepts.
    const port = smtp.port;
    await smtp.close();
    smtp = await startSmtpServer(port);
    const afterRestart = worker({ clock: later(30_000) });
    expect(await afterRestart.runOnce()).toBe(2);
    expect(smtp.mails.map((mail) => mail.subject)).toContain(`Your Sanvio order ${order.orderNumber}`);
    expect(smtp.mails).toHaveLength(2);
  });

  it('a worker that dies mid-send: its claim expires after 2 minutes and another worker sends the e-mail', async () => {
    await CONTACT(request('/api/contact', { method: 'POST', body: { name: 'Ravi', phone: '9876543210', email: 'ravi@example.in', message: 'Hello' } }));
    let claimed!: () => void;
    const claimedOnce = new Promise<void>((resolve) => (claimed = resolve));
    const dying = new NotificationWorker({
      shopEmails: SHOP,
      schedule: () => () => undefined,
      send: () => {
        claimed();
        return new Promise<void>(() => undefined); // never answers: the process is gone
      },
    });
    void dying.runOnce();
    await claimedOnce;
    const other = worker({ clock: later(CLAIM_MS - 1_000) });
    expect(await other.runOnce()).toBe(0);
    const afterExpiry = worker({ clock: later(CLAIM_MS + 1_000) });
    expect(await afterExpiry.runOnce()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const stored = await ContactMessageModel.findOne().lean();
    expect(stored?.notifications?.[0]?.attempts).toBe(2);
  });

  it('gives up after three days of failures, marking the e-mail failed', async () => {
    const order = await placeOrder();
    await OrderModel.collection.updateOne({ orderNumber: order.orderNumber }, { $set: { createdAt: new Date(Date.now() - 3 * 24 * 3600_000 - 60_000) } });
    smtp.refusing = true;
    expect(await worker().runOnce()).toBe(0);
    const stored = await OrderModel.findById(order._id).lean();
    expect(stored?.notifications?.every((entry) => entry.dueAt === null && entry.failedAt instanceof Date && !entry.sentAt)).toBe(true);
  });
});

describe('the worker in the server', () => {
  it('tries a new e-mail at once when it is queued in this process, and polls every 5 s for the others', async () => {
    const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
    const running = worker({
      schedule: (run, ms) => {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
    });
    running.start();
    await vi.waitFor(() => expect(timers).toHaveLength(1), { timeout: 30_000 });
    expect(timers[0]!.ms).toBeLessThanOrEqual(10_000);

    // A new order in this process wakes it: sent without waiting for the poll.
    await placeOrder();
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), { timeout: 30_000 });

    // An order written by another instance is found at the next poll.
    await OrderModel.collection.updateOne({}, {
      $push: { notifications: { _id: new mongoose.Types.ObjectId(), kind: 'order-customer', dueAt: new Date(), attempts: 0 } },
    } as never);
    // The pass that sent them ends by scheduling the next poll: wait for it (the mails arrive first).
    await vi.waitFor(() => expect(timers.some((timer) => !timer.cancelled)).toBe(true), { timeout: 30_000 });
    const poll = timers.filter((timer) => !timer.cancelled).at(-1)!;
    poll.run();
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(3), { timeout: 30_000 });
  });

  it('stops claiming on stop() (SIGTERM): a queued e-mail stays for another instance', async () => {
    const running = worker();
    running.start();
    await running.stop();
    expect(running.isRunning).toBe(false);
    await placeOrder();
    outboxSignal.emit('queued');
    await new Promise((resolve) => setImmediate(resolve));
    expect(smtp.mails).toHaveLength(0);
    const stored = await OrderModel.findOne().lean();
    expect(stored?.notifications?.every((entry) => entry.attempts === 0)).toBe(true);
  });
});
