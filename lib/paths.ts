/**
 * Path builders: every page address the shop links to, redirects to or names as canonical, built in
 * one place from the route table (lib/routes.mjs) and the listing's address rules
 * (lib/listing-path.ts). Code elsewhere calls these instead of typing a path, so a route that moves
 * moves everywhere at once; tests/unit/path-literals.test.ts refuses a path typed by hand.
 */
import { ROUTES } from '@/lib/routes.mjs';
import { listingPath } from '@/lib/listing-path';

/** `path?query` with the query's empty values left out; the bare path when nothing is left. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const ADMIN = ROUTES.admin.path;

export const paths = {
  home: () => ROUTES.home.path,
  /** A listing page: all products or one category, page N (lib/listing-path.ts). */
  listing: listingPath,
  product: (id: string) => `${ROUTES.productDetail.path}/${encodeURIComponent(id)}`,
  /** An article or a policy page: content files live at the root, by slug. */
  article: (slug: string) => `/${slug}`,
  blogs: () => ROUTES.blogs.path,
  about: () => ROUTES.about.path,
  contact: () => ROUTES.contact.path,
  /** The tracking page, with the order or ticket number filled in when given. */
  trackOrder: (number?: string) => withQuery(ROUTES.trackOrder.path, { number }),
  serviceRequest: () => ROUTES.serviceRequest.path,
  /** Search results for a query; page 1 has no page parameter, so it has one URL. */
  search: (q?: string, page = 1) => withQuery(ROUTES.search.path, { q, page: page > 1 ? String(page) : undefined }),
  myCart: () => ROUTES.myCart.path,
  /** The checkout; with a product id, the Buy Now checkout of that one product (it works without JavaScript). */
  buyNow: (product?: string) => withQuery(ROUTES.buyNow.path, { product }),
  login: () => ROUTES.login.path,
  slider: () => ROUTES.slider.path,
  admin: {
    dashboard: () => ADMIN,
    orders: (query: Record<string, string | undefined> = {}) => withQuery(`${ADMIN}/orders`, query),
    allProducts: (query: Record<string, string | undefined> = {}) => withQuery(`${ADMIN}/all-products`, query),
    uploadProduct: () => `${ADMIN}/upload-products`,
    editProduct: (id: string) => withQuery(`${ADMIN}/upload-products`, { id }),
    messages: (query: Record<string, string | undefined> = {}) => withQuery(`${ADMIN}/contact`, query),
    repairs: (query: Record<string, string | undefined> = {}) => withQuery(`${ADMIN}/service-requests`, query),
    admins: () => `${ADMIN}/admins`,
    business: () => `${ADMIN}/business`,
    sessionEnded: () => `${ADMIN}/session-ended`,
  },
} as const;
