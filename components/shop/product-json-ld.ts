/** schema.org Product data for a product page (rendered through components/json-ld.tsx). */
import { site } from '@/content/site';
import type { Product } from '@/lib/types/product';
import { siteUrl } from '@/lib/server/content/site-url';
import { schemaAvailability } from '@/lib/availability';
import { productImages } from './product-image-src';
import { paths } from '@/lib/paths';
import { rupeeString, storedRupees } from '@/lib/money';

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function productJsonLd(product: Product): Record<string, unknown> {
  const url = absoluteUrl(paths.product(product._id));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    url,
    sku: product._id,
    category: product.category,
    image: productImages(product.images).map(absoluteUrl),
  };
  if (product.description) data.description = product.description;
  if (product.price !== undefined) {
    data.offers = {
      '@type': 'Offer',
      url,
      price: rupeeString(storedRupees(product.price)),
      priceCurrency: 'INR',
      // InStock, LimitedAvailability (at or below the low-stock mark) or OutOfStock: lib/availability.ts.
      availability: `https://schema.org/${schemaAvailability(product)}`,
      itemCondition: 'https://schema.org/NewCondition',
      // The shop itself, as described once by the site-wide business JSON-LD.
      seller: { '@type': 'Organization', '@id': `${siteUrl()}/#business`, name: site.name },
    };
  }
  return data;
}
