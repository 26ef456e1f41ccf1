import { NextResponse } from 'next/server';
import { revokeAdminSessions } from '@/lib/server/admins';
import { currentAdmin } from '@/lib/server/auth/require-admin';
import { ADMIN_COOKIE } from '@/lib/server/auth/token';
import { route } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';

/** Clears the session cookie; `?everywhere=1` also revokes every token this admin holds. */
export const POST = route(async (request) => {
  if (new URL(request.url).searchParams.get('everywhere') === '1') {
    const admin = await currentAdmin(request);
    if (admin) {
      await revokeAdminSessions(admin.id);
      logEvent('info', 'logout_everywhere', { admin: admin.id });
    }
  }
  const response = NextResponse.json({ message: messages.admin.loggedOut }, { headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set({ name: ADMIN_COOKIE, value: '', httpOnly: true, sameSite: 'strict', secure: process.env.NODE_ENV === 'production', path: '/', maxAge: 0 });
  return response;
});
