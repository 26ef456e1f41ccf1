/** The one server-side admin check every admin route handler calls. */
import 'server-only';
import { HttpError, requestOrigin } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { findAdminSession, type AdminSession } from './session';
import { ADMIN_COOKIE, verifyAdminToken } from './token';

export type { AdminSession } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function deny(request: Request, status: 401 | 403, reason: string, message: string): never {
  logEvent('warn', 'admin_denied', { path: new URL(request.url).pathname, method: request.method, reason });
  throw new HttpError(status, message);
}

export function adminTokenFrom(request: Request): { token: string | undefined; viaCookie: boolean } {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, viaCookie: false };
  return { token: readCookie(request, ADMIN_COOKIE), viaCookie: true };
}

/** Resolves to the signed-in admin, or throws 401 (no/invalid/expired/revoked token) or 403 (CSRF). */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const { token, viaCookie } = adminTokenFrom(request);
  const claims = verifyAdminToken(token);
  if (!claims) deny(request, 401, token ? 'invalid_token' : 'no_token', messages.admin.unauthorized);
  if (viaCookie && !SAFE_METHODS.has(request.method) && requestOrigin(request) === 'foreign') {
    deny(request, 403, 'foreign_origin', messages.admin.foreignOrigin);
  }
  const session = await findAdminSession(token);
  if (!session) deny(request, 401, 'revoked_token', messages.admin.unauthorized);
  return session;
}

/** Like requireAdmin, but null instead of a 401 (for sign-up, which is open only while no admin exists). */
export async function currentAdmin(request: Request): Promise<AdminSession | null> {
  try {
    return await requireAdmin(request);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}
