/**
 * Abuse limits with counters in MongoDB (rate-limiter-flexible), so they hold across app instances.
 * Each limit is "points/seconds" from an environment variable (lib/server/platform/config.mjs); RATE_LIMIT_DISABLED=1 turns them off
 * (benchmarks only). Every attempt is taken from its counter (one atomic $inc in the database)
 * before the work it guards, so a burst of simultaneous requests cannot all pass a check that
 * each of them read before any of them wrote. Limits keyed by client address count an IPv6
 * client by its /64 (addressKey).
 */
import 'server-only';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey } from '@/lib/server/platform/client-ip';
import { config } from '@/lib/server/platform/config.mjs';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';

/** Each limit's variable in lib/server/platform/config.mjs. */
export const LIMITS = {
  loginIp: 'RATE_LIMIT_LOGIN_IP',
  loginAccountIp: 'RATE_LIMIT_LOGIN_ACCOUNT_IP',
  loginAccount: 'RATE_LIMIT_LOGIN_ACCOUNT',
  register: 'RATE_LIMIT_REGISTER',
  contact: 'RATE_LIMIT_CONTACT',
  order: 'RATE_LIMIT_ORDER',
  track: 'RATE_LIMIT_TRACK',
  serviceRequest: 'RATE_LIMIT_SERVICE_REQUEST',
  vitals: 'RATE_LIMIT_VITALS',
} as const;

export type LimitName = keyof typeof LIMITS;

/** The limits keyed by the client address alone. */
type AddressLimit = Exclude<LimitName, 'loginAccountIp' | 'loginAccount'>;

function parseLimit(name: LimitName): { points: number; duration: number } {
  return config()[LIMITS[name]];
}

const limiters = new Map<string, RateLimiterMongo>();

async function limiter(name: LimitName): Promise<RateLimiterMongo> {
  const connection = (await connectToDatabase()).connection;
  const dbName = connection.db?.databaseName ?? 'sanvio';
  const { points, duration } = parseLimit(name);
  const cacheKey = `${dbName}:${name}:${points}/${duration}`;
  let found = limiters.get(cacheKey);
  if (!found) {
    found = new RateLimiterMongo({ storeClient: connection.getClient(), dbName, tableName: 'ratelimits', keyPrefix: name, points, duration });
    limiters.set(cacheKey, found);
  }
  return found;
}

export function rateLimitsDisabled(): boolean {
  return config().RATE_LIMIT_DISABLED;
}

function tooMany(name: LimitName, res: RateLimiterRes): HttpError {
  const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  logEvent('warn', 'rate_limited', { limit: name });
  return new HttpError(429, messages.http.tooManyRequests, {}, { 'Retry-After': String(retryAfter) });
}

/** Takes one point; throws 429 with Retry-After once the limit is spent (the refused attempt counts too). */
async function take(name: LimitName, key: string): Promise<RateLimiterRes> {
  const store = await limiter(name);
  try {
    return await store.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(name, rejection);
    throw rejection;
  }
}

/** Counts one attempt from a client address; throws 429 with Retry-After once the limit is spent. */
export async function consume(name: AddressLimit, ip: string): Promise<void> {
  if (rateLimitsDisabled()) return;
  await take(name, addressKey(ip));
}

/**
 * A login attempt taken from the limits: `succeeded()` once the password was right (the attempt is
 * given back and the account's consecutive failures from this address are cleared); `notChecked()`
 * when the password could not be checked at all (the password checks were full), giving it back.
 */
export interface LoginAttempt {
  /** Whether this is the address's first attempt in the day's window (nothing failed from it yet). */
  firstFromAddress: boolean;
  succeeded(): Promise<void>;
  notChecked(): Promise<void>;
}

/**
 * Takes one login attempt (or one check of the current password) from every login limit BEFORE the
 * password is checked, in the order of rate-limiter-flexible's "login endpoint protection" recipe:
 *   1. per address (IPv6: per /64), RATE_LIMIT_LOGIN_IP: a day's worth of attempts;
 *   2. per account and address, RATE_LIMIT_LOGIN_ACCOUNT_IP: consecutive failures, cleared by a
 *      successful login;
 *   3. per account from all addresses, RATE_LIMIT_LOGIN_ACCOUNT: past it the account is slowed
 *      down, not locked: only an address with no failure against it yet may try (once), so a
 *      stranger's failures from many addresses never refuse the owner's right password from an
 *      address of theirs that has not failed.
 * Each step is one atomic increment, so simultaneous attempts are counted one by one and no more
 * than the limit reach the password check. Throws 429 with Retry-After when refused.
 */
export async function takeLoginAttempt(email: string, ip: string): Promise<LoginAttempt> {
  if (rateLimitsDisabled()) return { firstFromAddress: false, succeeded: async () => undefined, notChecked: async () => undefined };
  const address = addressKey(ip);
  const accountAddress = `${email}|${address}`;
  const fromIp = await take('loginIp', address);
  const fromAddress = await take('loginAccountIp', accountAddress);
  const account = await (await limiter('loginAccount')).penalty(email, 1);
  if (account.consumedPoints > parseLimit('loginAccount').points && fromAddress.consumedPoints > 1) {
    // Refused until the account's window ends or this address's own count expires, whichever is first.
    throw tooMany('loginAccount', account.msBeforeNext <= fromAddress.msBeforeNext ? account : fromAddress);
  }
  const stores = () => Promise.all([limiter('loginIp'), limiter('loginAccountIp'), limiter('loginAccount')]);
  return {
    firstFromAddress: fromIp.consumedPoints === 1,
    async succeeded() {
      const [ipStore, accountIpStore, accountStore] = await stores();
      await Promise.all([ipStore.reward(address, 1), accountIpStore.delete(accountAddress), accountStore.reward(email, 1)]);
    },
    async notChecked() {
      const [ipStore, accountIpStore, accountStore] = await stores();
      await Promise.all([ipStore.reward(address, 1), accountIpStore.reward(accountAddress, 1), accountStore.reward(email, 1)]);
    },
  };
}
