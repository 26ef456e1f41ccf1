/** Admin session tokens: HS256 JWTs carrying the admin's id and token version, valid for hours. */
import 'server-only';
import jwt from 'jsonwebtoken';
import { getJwtSecret } from './secret';
import { isObjectId } from '@/lib/object-id';

export const ADMIN_COOKIE = 'admin_token';

export function sessionHours(): number {
  const hours = Number(process.env.ADMIN_SESSION_HOURS ?? 12);
  return Number.isFinite(hours) && hours > 0 && hours <= 12 ? hours : 12;
}

export interface AdminClaims {
  sub: string;
  ver: number;
}

export function signAdminToken(claims: AdminClaims): string {
  return jwt.sign({ ver: claims.ver, role: 'admin' }, getJwtSecret(), {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: Math.round(sessionHours() * 3600),
  });
}

/** The claims of a valid, unexpired admin token; null for anything else. */
export function verifyAdminToken(token: string | undefined | null): AdminClaims | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, getJwtSecret(), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload.role !== 'admin' || typeof payload.sub !== 'string') return null;
    const ver = typeof payload.ver === 'number' ? payload.ver : NaN;
    if (!Number.isInteger(ver) || !isObjectId(payload.sub)) return null;
    return { sub: payload.sub, ver };
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
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: Math.round(sessionHours() * 3600),
  };
}
