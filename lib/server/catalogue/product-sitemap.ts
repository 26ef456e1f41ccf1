/**
 * The catalogue part of the sitemap: each category's listing, then one /product-detail/{id} URL per
 * product with its last change. Products live in the database and change without a rebuild, so this
 * sitemap is served on request (app/product-sitemap.xml/route.ts) instead of being written by
 * next-sitemap at build time.
 *
 * A product's lastmod is its last edit or the last time its availability changed (InStock,
 * LimitedAvailability, OutOfStock, or the units left at the low-stock mark: lib/availability.ts), whichever
 * is later, so crawlers come back for the page whose JSON-LD carries the new availability. Orders
 * that only lower a large stock leave it alone.
 */
import 'server-only';
import { CATEGORIES } from '@/lib/categories';
import { connectToDatabase } from '@/lib/server/platform/db';
import { listingPath } from '@/lib/listing-path';
import { ProductModel } from '@/models/Product';
import { paths } from '@/lib/paths';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The first page of each category's listing (/products itself is in the build's sitemap). */
export const categorySitemapEntries = (): SitemapEntry[] => CATEGORIES.map((category) => ({ path: listingPath({ category }) }));

const latest = (...dates: Array<Date | null | undefined>): Date | undefined =>
  dates.reduce<Date | undefined>((found, date) => (date && (!found || date > found) ? date : found), undefined);

/** Only ids and dates: the sitemap never needs the descriptions or image lists. */
export async function listProductSitemapEntries(): Promise<SitemapEntry[]> {
  await connectToDatabase();
  const records = await ProductModel.find({}, { _id: 1, updatedAt: 1, createdAt: 1, availabilityChangedAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .lean<{ _id: unknown; updatedAt?: Date | null; createdAt?: Date | null; availabilityChangedAt?: Date | null }[]>();
  return records.map((record) => {
    const changed = latest(record.updatedAt ?? record.createdAt, record.availabilityChangedAt);
    return { path: paths.product(String(record._id)), ...(changed ? { lastModified: changed.toISOString() } : {}) };
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A sitemaps.org urlset; an empty list gives a valid, empty urlset. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, `${origin}/`).toString())}</loc>`;
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}
