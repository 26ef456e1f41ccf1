import { NextResponse } from 'next/server';
import { adminTokenFrom, currentAdmin } from '@/lib/server/auth/require-admin';
import { endAdminSession, endAdminSessions } from '@/lib/server/auth/session';
import { clearedAdminCookie } from '@/lib/server/auth/token';
import { route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';

/**
 * Ends the session whose token came with the request (cookie or Bearer): its record is deleted, so
 * that token is refused everywhere from now on, and the cookie is cleared. `?everywhere=1` ends every
 * session of this admin. Without a valid session it only clears the cookie.
 */
export const POST = route(async (request) => {
  const admin = adminTokenFrom(request).token ? await currentAdmin(request) : null;
  const everywhere = new URL(request.url).searchParams.get('everywhere') === '1';
  if (admin && everywhere) {
    const ended = await endAdminSessions(admin.id);
    logEvent('info', 'logout_everywhere', { admin: admin.id, sessions: ended });
  } else if (admin) {
    await endAdminSession(admin.sessionId);
    logEvent('info', 'logout', { admin: admin.id });
  }
  const message = admin && everywhere ? messages.admin.loggedOutEverywhere : messages.admin.loggedOut;
  const response = NextResponse.json({ message }, { headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set(clearedAdminCookie());
  return response;
});
