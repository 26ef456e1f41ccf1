/**
 * Runs before the routes on the few paths in the matcher. Each job is one small handler, tried in
 * order; the first that answers wins, and a request none of them answers goes on to its route.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_COOKIE, verifyAdminToken } from '@/lib/server/auth/token';
import { resolveSlug } from '@/lib/content/slugs';
import { listingPathFromQuery } from '@/lib/listing-path';
import { isObjectId } from '@/lib/object-id';
import { ROUTE_SEGMENTS } from '@/lib/routes.mjs';

type Handler = (request: NextRequest) => NextResponse | undefined;

/** A permanent redirect to a path of this site (Next sends same-origin Locations as relative paths). */
const movedTo = (request: NextRequest, path: string) => NextResponse.redirect(new URL(path, request.url), 308);

/**
 * Optimistic guard of the admin pages: no valid session cookie -> /login, and a signed-in admin who
 * opens /login goes to /admin. The admin layout and every admin API call check the session again on
 * the server, so this is never the only check.
 */
const adminGuard: Handler = (request) => {
  const { pathname } = request.nextUrl;
  const isLogin = pathname === '/login';
  if (!isLogin && pathname !== '/admin' && !pathname.startsWith('/admin/')) return undefined;
  const signedIn = verifyAdminToken(request.cookies.get(ADMIN_COOKIE)?.value) !== null;
  if (!isLogin && !signedIn) return NextResponse.redirect(new URL('/login', request.url));
  if (isLogin && signedIn) return NextResponse.redirect(new URL('/admin', request.url));
  return NextResponse.next();
};

/** The listing's query form (/products?category=Label%20Printers&page=2&sort=price-low-to-high) -> its path. */
const listingQueryForm: Handler = (request) => {
  if (request.nextUrl.pathname !== '/products') return undefined;
  const path = listingPathFromQuery(request.nextUrl.searchParams);
  return path ? movedTo(request, path) : undefined;
};

const PRODUCT_PAGE_PREFIX = '/product-detail/';

/** A product id written with capitals -> its lower-case URL, so each product page has one address. */
const productIdCasing: Handler = (request) => {
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith(PRODUCT_PAGE_PREFIX)) return undefined;
  const id = pathname.slice(PRODUCT_PAGE_PREFIX.length);
  // Anything but a 24-digit hex id is left to the page, which answers "Product Not Found".
  if (!isObjectId(id) || id === id.toLowerCase()) return undefined;
  return movedTo(request, `${PRODUCT_PAGE_PREFIX}${id.toLowerCase()}${search}`);
};

/**
 * A page route of the route table (lib/routes.mjs) written with capitals (/About, /My-Cart,
 * /Products/label-printers) -> its lower-case path: every route and listing slug is lower case, so
 * each page has one address. The root [slug] articles are contentCasing's.
 */
const routeCasing: Handler = (request) => {
  const { pathname, search } = request.nextUrl;
  const lower = pathname.toLowerCase();
  if (lower === pathname || !ROUTE_SEGMENTS.has(lower.split('/')[1] ?? '')) return undefined;
  return movedTo(request, `${lower}${search}`);
};

/**
 * An article or policy path written in another casing (/TermsAndConditions) -> its lower-case URL, so
 * the root [slug] route prerenders only the canonical pages and answers anything else with a 404.
 */
const contentCasing: Handler = (request) => {
  const resolution = resolveSlug(request.nextUrl.pathname.slice(1));
  return resolution.kind === 'redirect' ? movedTo(request, resolution.location) : undefined;
};

const handlers: Handler[] = [adminGuard, listingQueryForm, productIdCasing, routeCasing, contentCasing];

export function middleware(request: NextRequest): NextResponse {
  for (const handle of handlers) {
    const response = handle(request);
    if (response) return response;
  }
  return NextResponse.next();
}

export const config = {
  // The admin area and the login page, the listing's query form, product pages whose hex id has a
  // capital, and paths whose first segment contains a capital letter.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/login',
    { source: '/products', has: [{ type: 'query', key: 'category' }] },
    { source: '/products', has: [{ type: 'query', key: 'page' }] },
    { source: '/products', has: [{ type: 'query', key: 'sort' }] },
    '/product-detail/:id([0-9a-fA-F]*[A-F][0-9a-fA-F]*)',
    '/:segment([^/]*[A-Z][^/]*)',
    '/:segment([^/]*[A-Z][^/]*)/:rest+',
  ],
  runtime: 'nodejs',
};
