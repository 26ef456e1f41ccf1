/**
 * The admin session as server components see it: the cookie's token must verify AND name an admin who
 * still exists with the same token version (deleted admins and "log out everywhere" end sessions).
 * Middleware only checks the signature, so admin pages call this themselves.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/server/auth/token';
import type { AdminSession } from '@/lib/server/auth/require-admin';
import { connectToDatabase } from '@/lib/server/db';
import { SESSION_ENDED_PATH } from '@/lib/admin-routes';
import { AdminModel } from '@/models/Admin';

/** The signed-in admin for this request, or null. Cached per request, so layout and page share one lookup. */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => {
  const claims = verifyAdminToken((await cookies()).get(ADMIN_COOKIE)?.value);
  if (!claims) return null;
  await connectToDatabase();
  const admin = await AdminModel.findById(claims.sub, { email: 1, tokenVersion: 1 }).lean();
  if (!admin || (admin.tokenVersion ?? 0) !== claims.ver) return null;
  return { id: String(admin._id), email: admin.email };
});

/** The signed-in admin; without one, leaves the page for the login screen. */
export async function requireAdminSession(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(SESSION_ENDED_PATH);
  return session;
}
