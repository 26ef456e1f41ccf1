import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/auth/token';

/**
 * Optimistic guard for admin pages: no valid session cookie -> /login. The admin layout and every
 * admin API call check the session again on the server, so this is never the only check.
 */
export function middleware(request: NextRequest) {
  const signedIn = verifyAdminToken(request.cookies.get(ADMIN_COOKIE)?.value) !== null;
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/admin') && !signedIn) {
    return NextResponse.redirect(new URL('/login', request.url));
  }
  if (pathname === '/login' && signedIn) {
    return NextResponse.redirect(new URL('/admin', request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/login'],
  runtime: 'nodejs',
};
