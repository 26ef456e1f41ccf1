/**
 * Password hashing and checking with bcryptjs, run on a pool of worker threads (piscina) so that a
 * burst of logins never stalls the thread that serves pages. The pool has PASSWORD_THREADS threads
 * and room for PASSWORD_QUEUE waiting checks; a check beyond that is refused at once with 503 and
 * Retry-After instead of waiting in an ever longer line, except a login that is its address's first
 * attempt (waitForRoom), which waits for room: the owner's right password from an address that has not
 * been guessing is never turned away because strangers' guesses fill the pool.
 */
import 'server-only';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { Piscina } from 'piscina';
import { config } from '@/lib/server/platform/config.mjs';
import { HttpError } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';

/** The worker file, plain JavaScript loaded by path (never bundled): the app's directory is the working directory. */
const WORKER_FILE = path.join(process.cwd(), 'lib/server/platform/entry/password-worker.mjs');

/** Seconds a refused login is told to wait: about the time the queue takes to clear at cost 12. */
const RETRY_AFTER_SECONDS = 5;

type PasswordTask = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

let pool: Piscina<PasswordTask, string | boolean> | undefined;

/** The process's password pool, started at its first use. */
export function passwordPool(): Piscina<PasswordTask, string | boolean> {
  if (!pool) {
    const { PASSWORD_THREADS, PASSWORD_QUEUE } = config();
    pool = new Piscina({ filename: WORKER_FILE, minThreads: 0, maxThreads: PASSWORD_THREADS, maxQueue: PASSWORD_QUEUE, idleTimeout: 60_000 });
  }
  return pool;
}

/** piscina's refusals when every thread is busy and the queue is full. */
const FULL = new Set(['Task queue is at limit', 'No task queue available and all Workers are busy']);

/** Callers waiting for a check to finish, so that their own finds room (waitForRoom). */
let waiting: Array<() => void> = [];

function checkFinished(): void {
  const woken = waiting;
  waiting = [];
  for (const wake of woken) wake();
}

/** How often a waiting check looks for room when no check of this module has finished meanwhile. */
const ROOM_POLL_MS = 200;

/** Resolves once a check has finished, at once when the pool has room again, and at most ROOM_POLL_MS later. */
function roomInPool(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, ROOM_POLL_MS).unref();
    if (passwordPool().queueSize < config().PASSWORD_QUEUE) resolve();
  });
}

/**
 * Runs a task on the pool. When every thread is busy and the queue is full it is refused with 503,
 * unless `waitForRoom`: then it waits for a check to finish and tries again (a login from an address's
 * first attempt: see signInAdmin), so such a login is never turned away by the checks of others.
 */
async function run<T extends string | boolean>(task: PasswordTask, { waitForRoom = false }: PasswordOptions = {}): Promise<T> {
  for (;;) {
    let result: T;
    try {
      result = (await passwordPool().run(task)) as T;
    } catch (error) {
      if (error instanceof Error && FULL.has(error.message)) {
        if (waitForRoom) {
          await roomInPool();
          continue;
        }
        logEvent('warn', 'password_checks_full', { queue: config().PASSWORD_QUEUE });
        throw new HttpError(503, messages.admin.passwordChecksBusy, {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      checkFinished();
      throw error;
    }
    checkFinished();
    return result;
  }
}

export interface PasswordOptions {
  /** Wait for room in a full pool instead of being refused with 503. */
  waitForRoom?: boolean;
}

/** Cost factor for new hashes; raising BCRYPT_COST re-hashes each admin's password at next login. */
export function bcryptCost(): number {
  return config().BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: 'hash', password, cost: bcryptCost() });
}

export function verifyPassword(password: string, hash: string, options: PasswordOptions = {}): Promise<boolean> {
  return run<boolean>({ op: 'compare', password, hash }, options);
}

export function needsRehash(hash: string): boolean {
  return bcrypt.getRounds(hash) < bcryptCost();
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string, options: PasswordOptions = {}): Promise<void> {
  dummyHash ??= hashPassword('not-an-admin-password');
  let hash: string;
  try {
    hash = await dummyHash;
  } catch (error) {
    dummyHash = undefined;
    throw error;
  }
  await verifyPassword(password, hash, options);
}
