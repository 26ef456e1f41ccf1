import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/json-ld';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ProductDetail } from '@/components/shop/product-detail';
import { productJsonLd } from '@/components/shop/product-json-ld';
import { productImages } from '@/components/shop/product-image-src';
import { messages } from '@/lib/messages';
import { getProduct } from '@/lib/products';

interface Props {
  params: Promise<{ id: string }>;
}

/**
 * Each product page is rendered on its first request and then served from the full-route cache,
 * tagged `products` through the catalogue read, so an admin's edit or delete shows on the next
 * request (lib/products.ts). Nothing is rendered at build time: the build has no database.
 */
export const revalidate = 300; // The catalogue cache's safety-net interval (lib/products.ts).
export const dynamicParams = true;

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

// One catalogue read per render, shared by the metadata and the page.
const loadProduct = cache((id: string) => getProduct(id));

function summary(text: string | undefined, fallback: string): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  return clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}...` : clean;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) return { title: messages.products.notFound, robots: { index: false } };
  const [image = ''] = productImages(product.images);
  return pageMetadata({
    title: product.name,
    description: summary(product.description, `${product.name}: ${product.category} from Sanvio Technologies, Ludhiana.`),
    path: `/product-detail/${product._id}`,
    image: { url: image, alt: product.name },
  });
}

/** /product-detail/{id}: rendered on the server from the database, so a shared link works. */
export default async function ProductDetailPage({ params }: Props) {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();
  return (
    <>
      <JsonLd data={productJsonLd(product)} />
      <ProductDetail product={product} />
    </>
  );
}
