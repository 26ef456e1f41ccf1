/**
 * Abuse limits with counters in MongoDB (rate-limiter-flexible), so they hold across app instances.
 * Each limit is "points/seconds" from an environment variable (lib/server/config.mjs); RATE_LIMIT_DISABLED=1 turns them off
 * (benchmarks only).
 */
import 'server-only';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '@/lib/server/config.mjs';
import { connectToDatabase } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';

/** Each limit's variable in lib/server/config.mjs. */
export const LIMITS = {
  loginIp: 'RATE_LIMIT_LOGIN_IP',
  loginEmail: 'RATE_LIMIT_LOGIN_ACCOUNT',
  register: 'RATE_LIMIT_REGISTER',
  contact: 'RATE_LIMIT_CONTACT',
  order: 'RATE_LIMIT_ORDER',
  track: 'RATE_LIMIT_TRACK',
  serviceRequest: 'RATE_LIMIT_SERVICE_REQUEST',
  vitals: 'RATE_LIMIT_VITALS',
} as const;

export type LimitName = keyof typeof LIMITS;

function parseLimit(name: LimitName): { points: number; duration: number } {
  return config()[LIMITS[name]];
}

const limiters = new Map<string, RateLimiterMongo>();

async function limiter(name: LimitName): Promise<RateLimiterMongo> {
  const connection = (await connectToDatabase()).connection;
  const dbName = connection.db?.databaseName ?? 'sanvio';
  const cacheKey = `${dbName}:${name}`;
  let found = limiters.get(cacheKey);
  if (!found) {
    found = new RateLimiterMongo({
      storeClient: connection.getClient(),
      dbName,
      tableName: 'ratelimits',
      keyPrefix: name,
      ...parseLimit(name),
    });
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

/** Counts one attempt; throws 429 with Retry-After once the limit is spent. */
export async function consume(name: LimitName, key: string): Promise<void> {
  if (rateLimitsDisabled()) return;
  const store = await limiter(name);
  try {
    await store.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(name, rejection);
    throw rejection;
  }
}

/** Throws 429 if the limit is already spent, without counting (login checks before the password). */
export async function ensureNotBlocked(name: LimitName, key: string): Promise<void> {
  if (rateLimitsDisabled()) return;
  const store = await limiter(name);
  const res = await store.get(key);
  if (res && res.consumedPoints >= parseLimit(name).points) throw tooMany(name, res);
}

/** Counts a failure without throwing (the request already has its answer). */
export async function penalise(name: LimitName, key: string): Promise<void> {
  if (rateLimitsDisabled()) return;
  const store = await limiter(name);
  await store.penalty(key, 1);
}

export async function reset(name: LimitName, key: string): Promise<void> {
  if (rateLimitsDisabled()) return;
  await (await limiter(name)).delete(key);
}
