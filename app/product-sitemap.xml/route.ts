import { categorySitemapEntries, listProductSitemapEntries, sitemapXml, type SitemapEntry } from '@/lib/server/catalogue/product-sitemap';
import { route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { siteUrl } from '@/lib/server/content/site-url';

/** Category listings and product detail URLs for search engines, products read from the database on each request (listed in robots.txt and sitemap.xml). */
export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  let entries: SitemapEntry[] = [];
  let databaseUp = true;
  try {
    entries = await listProductSitemapEntries();
  } catch (error) {
    // A crawler should get a valid (empty) sitemap rather than an error page; it will come back.
    databaseUp = false;
    logEvent('warn', 'product_sitemap_unavailable', { error: (error as Error).message });
  }
  return new Response(sitemapXml([...categorySitemapEntries(), ...entries], siteUrl()), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': databaseUp ? 'public, max-age=3600' : 'no-store',
    },
  });
});
