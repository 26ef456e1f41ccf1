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
 * vitals: the page template the real visitors' figures are filed under (lib/vitals-histogram.ts),
 * with how many path segments may follow the route's own: 'any', or exactly that many. Routes
 * without one, and deeper paths, count as 'other'.
 *
 * Plain JavaScript with inferred types: next-sitemap loads its configuration without a build step.
 */

/** @typedef {{ priority: number, changefreq: 'daily' | 'weekly' | 'monthly' }} SitemapEntry */
/** @typedef {{ template: string, below: number | 'any' }} VitalsEntry */
/** @typedef {{ path: string, sitemap: SitemapEntry | 'exclude' | 'build', vitals?: VitalsEntry }} Route */

export const ROUTES = /** @type {const} */ ({
  home: { path: '/', sitemap: { priority: 1.0, changefreq: 'daily' }, vitals: { template: 'home', below: 0 } },
  products: { path: '/products', sitemap: { priority: 0.9, changefreq: 'daily' }, vitals: { template: 'listing', below: 'any' } },
  productDetail: { path: '/product-detail', sitemap: 'build', vitals: { template: 'product', below: 1 } },
  about: { path: '/about', sitemap: { priority: 0.6, changefreq: 'monthly' }, vitals: { template: 'content', below: 0 } },
  contact: { path: '/contact', sitemap: { priority: 0.6, changefreq: 'monthly' }, vitals: { template: 'contact', below: 0 } },
  blogs: { path: '/blogs', sitemap: { priority: 0.8, changefreq: 'weekly' }, vitals: { template: 'article', below: 0 } },
  trackOrder: { path: '/track-order', sitemap: 'build', vitals: { template: 'tracking', below: 0 } },
  serviceRequest: { path: '/service-request', sitemap: 'build' },
  search: { path: '/search', sitemap: 'exclude', vitals: { template: 'listing', below: 'any' } },
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
