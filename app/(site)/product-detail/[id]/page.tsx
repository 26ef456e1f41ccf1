import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/json-ld';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ProductDetail } from '@/components/shop/product-detail';
import { productJsonLd } from '@/components/shop/product-json-ld';
import { productImages } from '@/components/shop/product-image-src';
import { PageError } from '@/components/site/page-error';
import { pageErrorDetails } from '@/components/site/page-error-details';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { getProduct, renderWithoutCatalogue } from '@/lib/server/catalogue/products';
import type { Product } from '@/lib/types/product';
import { paths } from '@/lib/paths';
import { site } from '@/content/site';

interface Props {
  params: Promise<{ id: string }>;
}

/**
 * Each product page is rendered on its first request and kept as an ISR page, refreshed by an edit
 * of the product (docs/caching.md). Nothing is rendered at build time: the build has no database.
 */

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

function summary(text: string | undefined, fallback: string): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  return clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}...` : clean;
}

/**
 * A failed read (the database unreachable) must not throw: this page is rendered for the page cache,
 * where any error (even one an error boundary would catch) turns the response into a bare 500. The
 * page shows the friendly error state instead, kept for a second rather than the catalogue's max age.
 */
const loadProductOrUnavailable = cache(async (id: string): Promise<Product | null | 'unavailable'> => {
  try {
    return await getProduct(id);
  } catch (error) {
    logEvent('error', 'products.detail_failed', { id, error: error instanceof Error ? error.message : String(error) });
    await renderWithoutCatalogue();
    return 'unavailable';
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const product = await loadProductOrUnavailable(id);
  if (product === 'unavailable') return { title: messages.pageError.title, robots: { index: false } };
  if (!product) return { title: messages.products.notFound, robots: { index: false } };
  const [image = ''] = productImages(product.images);
  return pageMetadata({
    title: product.name,
    description: summary(product.description, `${product.name}: ${product.category} from ${site.name}, ${site.address.locality}.`),
    path: paths.product(product._id),
    image: { url: image, alt: product.name },
  });
}

/** /product-detail/{id}: rendered on the server from the database, so a shared link works. */
export default async function ProductDetailPage({ params }: Props) {
  const { id } = await params;
  const product = await loadProductOrUnavailable(id);
  if (product === 'unavailable') return <PageError details={pageErrorDetails()} retryHref={paths.product(id)} />;
  if (!product) notFound();
  return (
    <>
      <JsonLd data={productJsonLd(product)} />
      <ProductDetail product={product} />
    </>
  );
}
