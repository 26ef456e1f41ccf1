/**
 * Sends the outbox (outbox.ts). Each pass looks for entries whose `dueAt` has come, claims one with an
 * atomic conditional update, sends it and marks it sent; a failure is tried again after 30 s, 60 s,
 * then every 2 minutes, for up to three days. Claims last CLAIM_MS: a worker that dies mid-send leaves
 * an entry that falls due again then, so a crash loses nothing (it may, rarely, send a mail twice;
 * two live workers never do). Clock and timers are injectable, so tests need no real waits.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { logEvent } from '@/lib/server/platform/log';
import { renderMail } from './mails';
import type { OutgoingMail } from './outgoing-mail';
import type { NotificationKind } from '@/models/outbox-entry';
import { outboxSignal } from './outbox';

/** How often a worker looks for due entries: a new e-mail is tried within 10 s even on another instance. */
export const POLL_MS = 5_000;
/** How long a claim holds; longer than the SMTP timeouts of one send (mail-sender.ts). */
export const CLAIM_MS = 2 * 60_000;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 2 * 60_000;
/** After this long an e-mail is given up (and logged as an error). */
export const GIVE_UP_MS = 3 * 24 * 3600_000;

/** 30 s after the first failure, doubling, at most 2 minutes. */
export const retryDelay = (failures: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);

/** The collections whose documents carry an outbox. */
export const OUTBOX_COLLECTIONS = ['orders', 'contactmessages', 'servicerequests'] as const;

type Collection = mongoose.mongo.Collection<mongoose.mongo.Document>;
type ObjectId = mongoose.Types.ObjectId;
type Document = mongoose.mongo.Document;

interface StoredEntry {
  _id: ObjectId;
  kind: NotificationKind;
  dueAt: Date | null;
  attempts: number;
  claimId?: string | null;
  sentAt?: Date | null;
  failedAt?: Date | null;
  lastError?: string | null;
}

interface Claimed {
  collection: Collection;
  document: Document & { _id: ObjectId; createdAt?: Date; notifications: StoredEntry[] };
  entry: StoredEntry;
}

export interface WorkerOptions {
  send: (mail: OutgoingMail) => Promise<void>;
  shopEmails: string[];
  now?: () => Date;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule?: (run: () => void, ms: number) => () => void;
  pollMs?: number;
  /** A name in the logs, to tell workers apart. */
  name?: string;
}

const realSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  timer.unref?.();
  return () => clearTimeout(timer);
};

export class NotificationWorker {
  private readonly send: WorkerOptions['send'];
  private readonly shopEmails: string[];
  private readonly now: () => Date;
  private readonly schedule: NonNullable<WorkerOptions['schedule']>;
  private readonly pollMs: number;
  private readonly name: string;
  private running = false;
  private stopped = false;
  private pass: Promise<number> | null = null;
  private again = false;
  private cancelTimer: (() => void) | null = null;
  private readonly onQueued = () => this.wake();

  constructor(options: WorkerOptions) {
    this.send = options.send;
    this.shopEmails = options.shopEmails;
    this.now = options.now ?? (() => new Date());
    this.schedule = options.schedule ?? realSchedule;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.name = options.name ?? `worker-${randomBytes(3).toString('hex')}`;
  }

  /** Starts polling; a new entry in this process wakes it at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    outboxSignal.on('queued', this.onQueued);
    this.wake();
  }

  /** Stops claiming (SIGTERM): a send in progress finishes; nothing new is claimed. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    outboxSignal.off('queued', this.onQueued);
    this.cancelTimer?.();
    this.cancelTimer = null;
    await this.pass?.catch(() => undefined);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Runs a pass now (or right after the current one), then polls again after pollMs. */
  private wake(): void {
    if (!this.running) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.pass = this.runOnce()
      .catch((error: unknown) => {
        logEvent('error', 'notification_pass_failed', { worker: this.name, error: error instanceof Error ? error.message : String(error) });
        return 0;
      })
      .finally(() => {
        this.pass = null;
        if (!this.running) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.cancelTimer = this.schedule(() => this.wake(), this.pollMs);
        }
      });
  }

  /** One pass: sends every entry that is due, one claim at a time. Answers how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.stopped) return sent;
      const claimed = await this.claimNext();
      if (!claimed) return sent;
      if (await this.deliver(claimed)) sent += 1;
    }
  }

  /**
   * Finds a due entry and claims it. The update replaces the whole entry (one path, which MongoDB and
   * the embedded database both accept) on condition that it is still due and still has the attempt
   * count read with it: of several workers reading the same entry, only one update can match.
   */
  async claimNext(): Promise<Claimed | null> {
    const db = (await connectToDatabase()).connection.db;
    if (!db) return null;
    const now = this.now();
    for (const name of OUTBOX_COLLECTIONS) {
      const collection = db.collection(name);
      const candidates = await collection
        .find({ 'notifications.dueAt': { $lte: now } })
        .limit(20)
        .toArray();
      for (const document of candidates) {
        const entries = (document.notifications ?? []) as StoredEntry[];
        for (const entry of entries) {
          if (!entry.dueAt || entry.dueAt.getTime() > now.getTime()) continue;
          const attempts = entry.attempts ?? 0;
          const claimed: StoredEntry = {
            ...entry,
            dueAt: new Date(now.getTime() + CLAIM_MS),
            claimId: randomBytes(12).toString('hex'),
            attempts: attempts + 1,
          };
          const result = await collection.updateOne(
            { _id: document._id, notifications: { $elemMatch: { _id: entry._id, dueAt: { $lte: now }, attempts } } },
            { $set: { 'notifications.$[entry]': claimed } },
            { arrayFilters: [{ 'entry._id': entry._id }] },
          );
          if (result.modifiedCount === 1) return { collection, document: document as Claimed['document'], entry: claimed };
        }
      }
    }
    return null;
  }

  /** Sends a claimed entry and records the outcome, if the claim is still ours (it has not expired and been taken). */
  async deliver({ collection, document, entry }: Claimed): Promise<boolean> {
    const record = (outcome: Partial<StoredEntry>) =>
      collection.updateOne(
        { _id: document._id, notifications: { $elemMatch: { _id: entry._id, claimId: entry.claimId } } },
        { $set: { 'notifications.$[entry]': { ...entry, claimId: null, ...outcome } } },
        { arrayFilters: [{ 'entry._id': entry._id }] },
      );
    const reference = String(document.orderNumber ?? document._id);
    try {
      await this.send(await renderMail(entry.kind, document, this.shopEmails));
    } catch (error) {
      const now = this.now();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      const givenUp = now.getTime() - (document.createdAt?.getTime() ?? now.getTime()) > GIVE_UP_MS;
      const delay = retryDelay(entry.attempts);
      await record(givenUp ? { dueAt: null, failedAt: now, lastError: message } : { dueAt: new Date(now.getTime() + delay), lastError: message });
      logEvent(givenUp ? 'error' : 'warn', givenUp ? 'notification_given_up' : 'notification_failed', {
        worker: this.name,
        kind: entry.kind,
        ref: reference,
        attempts: entry.attempts,
        retryInSeconds: givenUp ? undefined : delay / 1000,
        error: message,
      });
      return false;
    }
    const result = await record({ dueAt: null, sentAt: this.now(), lastError: null });
    logEvent('info', 'notification_sent', {
      worker: this.name,
      kind: entry.kind,
      ref: reference,
      attempts: entry.attempts,
      recorded: result.modifiedCount === 1,
    });
    return true;
  }
}
