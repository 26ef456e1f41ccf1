/**
 * The admin session as server components see it: the cookie's token, checked by the same lookup
 * requireAdmin() uses (lib/server/auth/session.ts): a logged-out session, a removed admin or an expired token
 * is no session. Middleware only checks the signature, so admin pages call this themselves.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { findAdminSession, type AdminSession } from '@/lib/server/auth/session';
import { ADMIN_COOKIE } from '@/lib/server/auth/token';
import { SESSION_ENDED_PATH } from '@/lib/admin-routes';

/** The signed-in admin for this request, or null. Cached per request, so layout and page share one lookup. */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => findAdminSession((await cookies()).get(ADMIN_COOKIE)?.value));

/** The signed-in admin; without one, leaves the page for the login screen. */
export async function requireAdminSession(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(SESSION_ENDED_PATH);
  return session;
}
