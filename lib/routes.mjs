/**
 * The site's page routes with a path of their own, in one table: middleware.ts redirects their
 * capitalised spellings to these lower-case paths, next-sitemap.config.js lists or leaves out their
 * pages from it, and the header and footer links (components/site/nav-links.ts) take their hrefs from
 * it. The root [slug] articles and policies are not here: their paths come from content/.
 *
 * sitemap: the page's priority and change frequency in sitemap.xml; 'exclude' keeps the route (and
 * everything below it) out; 'build' leaves the page to next-sitemap's own reading of the build;
 * product pages come from the dynamic /product-sitemap.xml instead.
 *
 * Plain JavaScript with inferred types: next-sitemap loads its configuration without a build step.
 */

/** @typedef {{ priority: number, changefreq: 'daily' | 'weekly' | 'monthly' }} SitemapEntry */
/** @typedef {{ path: string, sitemap: SitemapEntry | 'exclude' | 'build' }} Route */

export const ROUTES = /** @type {const} */ ({
  home: { path: '/', sitemap: { priority: 1.0, changefreq: 'daily' } },
  products: { path: '/products', sitemap: { priority: 0.9, changefreq: 'daily' } },
  productDetail: { path: '/product-detail', sitemap: 'build' },
  about: { path: '/about', sitemap: { priority: 0.6, changefreq: 'monthly' } },
  contact: { path: '/contact', sitemap: { priority: 0.6, changefreq: 'monthly' } },
  blogs: { path: '/blogs', sitemap: { priority: 0.8, changefreq: 'weekly' } },
  trackOrder: { path: '/track-order', sitemap: 'build' },
  serviceRequest: { path: '/service-request', sitemap: 'build' },
  search: { path: '/search', sitemap: 'exclude' },
  myCart: { path: '/my-cart', sitemap: 'exclude' },
  buyNow: { path: '/buy-now', sitemap: 'exclude' },
  login: { path: '/login', sitemap: 'exclude' },
  slider: { path: '/slider', sitemap: 'exclude' },
  admin: { path: '/admin', sitemap: 'exclude' },
});

/** @type {Route[]} */
const routes = Object.values(ROUTES);

/** The first path segment of every route but the home page ('about', 'my-cart', ...). */
export const ROUTE_SEGMENTS = new Set(routes.filter((route) => route.path !== '/').map((route) => route.path.split('/')[1]));

/** The pages sitemap.xml always lists, with their priority and change frequency. */
export const SITEMAP_PAGES = routes.flatMap((route) => (typeof route.sitemap === 'object' ? [{ loc: route.path, ...route.sitemap }] : []));

/** The paths next-sitemap leaves out (each route and everything below it), in its exclude syntax. */
export const SITEMAP_EXCLUDED = routes.flatMap((route) => (route.sitemap === 'exclude' ? [route.path, `${route.path}/*`] : []));
