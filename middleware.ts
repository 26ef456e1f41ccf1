import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/auth/token';
import { CACHED_LISTING_PREFIX, canonicalListingUrl } from '@/components/shop/listing-query';
import { resolveSlug } from '@/lib/content/slugs';
import { messages } from '@/lib/messages';

/**
 * Four jobs, each on the few paths that need it (see the matcher):
 * - Optimistic guard for admin pages: no valid session cookie -> /login. The admin layout and every
 *   admin API call check the session again on the server, so this is never the only check.
 * - One URL per content page: a root path with capitals that names a known article or policy in
 *   another casing (/TermsAndConditions) answers 308 to its lower-case URL. Doing it here lets the
 *   root [slug] route prerender only the canonical pages and answer everything else with a plain 404.
 * - One URL per listing page: /products with its category or page written another way answers 308
 *   to the canonical form, so next.config.mjs can rewrite canonical listings to the full-route cache
 *   (one entry per page, never one per spelling). The cache paths themselves (pages and
 *   /api/products/cached) answer 404.
 * - GET /api/products without a Content-Type is answered from the cache, so a write without one
 *   (POST with no body type) is refused here with 415.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/login') {
    const signedIn = verifyAdminToken(request.cookies.get(ADMIN_COOKIE)?.value) !== null;
    if (pathname !== '/login' && !signedIn) return NextResponse.redirect(new URL('/login', request.url));
    if (pathname === '/login' && signedIn) return NextResponse.redirect(new URL('/admin', request.url));
    return NextResponse.next();
  }
  if (pathname === '/products') {
    const canonical = canonicalListingUrl(request.nextUrl.searchParams);
    return canonical ? NextResponse.redirect(new URL(canonical, request.url), 308) : NextResponse.next();
  }
  if (pathname.startsWith(`${CACHED_LISTING_PREFIX}/`)) return NextResponse.rewrite(new URL('/not-found', request.url));
  if (pathname.startsWith('/api/products/cached/')) return NextResponse.json({ message: messages.http.notFound }, { status: 404 });
  if (pathname === '/api/products') {
    // Only requests without a Content-Type reach here (see the matcher); next.config.mjs answers
    // those from the cache as GETs, so a write without one is refused before it gets there.
    if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.json({ message: messages.http.jsonContentType }, { status: 415 });
    return NextResponse.next();
  }
  const resolution = resolveSlug(pathname.slice(1));
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), 308);
  return NextResponse.next();
}

export const config = {
  // The admin area and the login page, the listing and the cache paths, writes to /api/products
  // without a Content-Type, and single-segment paths containing a capital letter.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/login',
    '/products',
    '/products/cached/:path*',
    '/api/products/cached/:path*',
    { source: '/api/products', missing: [{ type: 'header', key: 'content-type' }] },
    '/:segment([^/]*[A-Z][^/]*)',
  ],
  runtime: 'nodejs',
};
