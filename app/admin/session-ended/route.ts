import { NextResponse } from 'next/server';
import { getAdminSession } from '@/lib/server/auth/admin-session';
import { clearedAdminCookie } from '@/lib/server/auth/token';
import { route } from '@/lib/server/platform/http';
import { paths } from '@/lib/paths';

export const dynamic = 'force-dynamic';

/**
 * Ends a session the server no longer accepts (revoked, admin deleted, expired) and goes to /login.
 * Clearing the cookie matters: middleware only checks the token's signature, so a revoked but
 * well-signed cookie would otherwise bounce /login -> /admin -> here forever. A still-valid session
 * is left alone, so a link to this page cannot log an admin out.
 */
export const GET = route(async (request) => {
  if (await getAdminSession()) return NextResponse.redirect(new URL(paths.admin.dashboard(), request.url), 303);
  const response = NextResponse.redirect(new URL(paths.login(), request.url), 303);
  response.cookies.set(clearedAdminCookie());
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
