import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/auth/token';
import { resolveSlug } from '@/lib/content/slugs';

/**
 * Two jobs, each on the few paths that need it (see the matcher):
 * - Optimistic guard for admin pages: no valid session cookie -> /login. The admin layout and every
 *   admin API call check the session again on the server, so this is never the only check.
 * - One URL per content page: a root path with capitals that names a known article or policy in
 *   another casing (/TermsAndConditions) answers 308 to its lower-case URL. Doing it here lets the
 *   root [slug] route prerender only the canonical pages and answer everything else with a plain 404.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/login') {
    const signedIn = verifyAdminToken(request.cookies.get(ADMIN_COOKIE)?.value) !== null;
    if (pathname !== '/login' && !signedIn) return NextResponse.redirect(new URL('/login', request.url));
    if (pathname === '/login' && signedIn) return NextResponse.redirect(new URL('/admin', request.url));
    return NextResponse.next();
  }
  const resolution = resolveSlug(pathname.slice(1));
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), 308);
  return NextResponse.next();
}

export const config = {
  // Single-segment paths containing a capital letter, plus the admin area and the login page.
  matcher: ['/admin', '/admin/:path*', '/login', '/:segment([^/]*[A-Z][^/]*)'],
  runtime: 'nodejs',
};
