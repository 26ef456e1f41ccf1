import { NextResponse, type NextRequest } from 'next/server';
import { apiListingCachePath } from '@/lib/api-listing-cache';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/auth/token';
import { CACHED_LISTING_PREFIX, canonicalListingUrl } from '@/components/shop/listing-query';
import { resolveSlug } from '@/lib/content/slugs';
import { messages } from '@/lib/messages';

const PRODUCT_PAGE_PREFIX = '/product-detail/';
/** What /api/products answers to (GET and POST, and the HEAD and OPTIONS that Next adds). */
const API_PRODUCTS_ALLOW = 'GET, HEAD, OPTIONS, POST';

/**
 * /api/products without a Content-Type (see the matcher). Only a cacheable GET (or HEAD) is
 * rewritten to the full-route cache, which would answer any method with the catalogue; any other
 * query goes on to the per-request route. Other methods are answered here: a bodiless POST with the
 * 415 readJson gives any non-JSON body, OPTIONS with the route's Allow list, and the rest with a 405
 * that, unlike Next's own, names the allowed methods.
 */
function apiListing(request: NextRequest): NextResponse {
  if (request.method === 'POST') return NextResponse.json({ message: messages.http.jsonContentType }, { status: 415 });
  if (request.method === 'OPTIONS') return new NextResponse(null, { status: 204, headers: { Allow: API_PRODUCTS_ALLOW } });
  if (request.method !== 'GET' && request.method !== 'HEAD') return new NextResponse(null, { status: 405, headers: { Allow: API_PRODUCTS_ALLOW } });
  const cachePath = apiListingCachePath(request.nextUrl.searchParams);
  return cachePath ? NextResponse.rewrite(new URL(cachePath, request.url)) : NextResponse.next();
}

/**
 * Five jobs, each on the few paths that need it (see the matcher):
 * - Optimistic guard for admin pages: no valid session cookie -> /login. The admin layout and every
 *   admin API call check the session again on the server, so this is never the only check.
 * - One URL per content page: a root path with capitals that names a known article or policy in
 *   another casing (/TermsAndConditions) answers 308 to its lower-case URL. Doing it here lets the
 *   root [slug] route prerender only the canonical pages and answer everything else with a plain 404.
 * - One URL per listing page: /products with its category or page written another way answers 308
 *   to the canonical form, so next.config.mjs can rewrite canonical listings to the full-route cache
 *   (one entry per page, never one per spelling). The cache paths themselves (pages and
 *   /api/products/cached) answer 404.
 * - GET /api/products without a Content-Type: a cacheable query is rewritten to the full-route cache
 *   (lib/api-listing-cache.ts) and any other goes on to the per-request route; other methods without
 *   a body are answered here (see apiListing).
 * - One URL per product page: an id written with capitals answers 308 to its lower-case URL, so a
 *   product has one entry in the full-route cache.
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
  // The prefix alone matches no route, so this answers the site's 404 page (app/global-not-found.tsx).
  if (pathname.startsWith(`${CACHED_LISTING_PREFIX}/`)) return NextResponse.rewrite(new URL(CACHED_LISTING_PREFIX, request.url));
  if (pathname.startsWith('/api/products/cached/')) return NextResponse.json({ message: messages.http.notFound }, { status: 404 });
  if (pathname === '/api/products') return apiListing(request);
  if (pathname.startsWith(PRODUCT_PAGE_PREFIX)) {
    // Only hex ids with a capital reach here (see the matcher); anything but a 24-digit one is left
    // to the page, which answers "Product Not Found".
    const id = pathname.slice(PRODUCT_PAGE_PREFIX.length);
    if (/^[0-9a-f]{24}$/i.test(id) && id !== id.toLowerCase()) return NextResponse.redirect(new URL(`${PRODUCT_PAGE_PREFIX}${id.toLowerCase()}${request.nextUrl.search}`, request.url), 308);
    return NextResponse.next();
  }
  const resolution = resolveSlug(pathname.slice(1));
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), 308);
  return NextResponse.next();
}

export const config = {
  // The admin area and the login page, the listing and the cache paths, /api/products without a
  // Content-Type, product pages whose hex id has a capital, and single-segment paths containing a
  // capital letter.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/login',
    '/products',
    '/products/cached/:path*',
    '/api/products/cached/:path*',
    { source: '/api/products', missing: [{ type: 'header', key: 'content-type' }] },
    '/product-detail/:id([0-9a-fA-F]*[A-F][0-9a-fA-F]*)',
    '/:segment([^/]*[A-Z][^/]*)',
  ],
  runtime: 'nodejs',
};
