import type { Metadata } from 'next';
import { UploadProductForm } from '@/components/admin/products/upload-product-form';
import { requireAdminSession } from '@/lib/admin-session';
import { getProduct } from '@/lib/products';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Upload Products' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Adds a product, or with ?id=<product id> edits that product in the same form, prefilled. */
export default async function AdminUploadProductsPage({ searchParams }: Props) {
  await requireAdminSession();
  const { id } = await searchParams;
  const editId = typeof id === 'string' && id ? id : undefined;
  const product = editId ? await getProduct(editId) : null;
  // A key per product: switching from editing to adding (or to another product) starts a fresh form.
  return <UploadProductForm key={product?._id ?? 'new'} product={product ?? undefined} editMissing={Boolean(editId) && !product} />;
}
