/**
 * Admin session tokens: HS256 JWTs carrying the admin's id (`sub`) and the session's id (`jti`),
 * valid for hours. The signature and expiry are all middleware checks; the server-side check
 * (lib/server/auth/session.ts) also needs the session record to exist.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { config } from '@/lib/server/platform/config.mjs';
import { getJwtSecret } from './secret';
import { isObjectId } from '@/lib/object-id';

export const ADMIN_COOKIE = 'admin_token';

export function sessionHours(): number {
  return config().ADMIN_SESSION_HOURS;
}

export interface AdminClaims {
  /** The admin's id. */
  sub: string;
  /** The session's id (the record in the adminsessions collection). */
  sid: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** 128 random bits, URL-safe: the id of a new session. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

export function signAdminToken(claims: AdminClaims): string {
  return jwt.sign({ role: 'admin' }, getJwtSecret(), {
    algorithm: 'HS256',
    subject: claims.sub,
    jwtid: claims.sid,
    expiresIn: Math.round(sessionHours() * 3600),
  });
}

/** The claims of a well-signed, unexpired admin token; null for anything else (a token without a session id too). */
export function verifyAdminToken(token: string | undefined | null): AdminClaims | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, getJwtSecret(), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload.role !== 'admin' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    if (!isObjectId(payload.sub) || !SESSION_ID.test(payload.jti)) return null;
    return { sub: payload.sub, sid: payload.jti };
  } catch {
    return null;
  }
}

export function adminCookie(token: string) {
  return {
    name: ADMIN_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config().NODE_ENV === 'production',
    path: '/',
    maxAge: Math.round(sessionHours() * 3600),
  };
}

/** The Set-Cookie that removes the session cookie. */
export function clearedAdminCookie() {
  return { ...adminCookie(''), maxAge: 0 };
}
