import type { Metadata } from 'next';
import { UploadProductForm } from '@/components/admin/products/upload-product-form';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { versionEtag } from '@/lib/server/platform/http';
import { findProduct } from '@/lib/server/catalogue/products';
import { config } from '@/lib/server/platform/config.mjs';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Upload Products' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Adds a product, or with ?id=<product id> edits that product in the same form, prefilled. */
export default async function AdminUploadProductsPage({ searchParams }: Props) {
  await requireAdminSession();
  const { id } = await searchParams;
  const editId = typeof id === 'string' && id ? id : undefined;
  // From the database, never the storefront's cache: the form must start from the current version.
  const found = editId ? await findProduct(editId, { fresh: true }) : null;
  // A key per product: switching from editing to adding (or to another product) starts a fresh form.
  return (
    <UploadProductForm
      key={found?.product._id ?? 'new'}
      product={found?.product}
      etag={found ? versionEtag(found.version) : undefined}
      editMissing={Boolean(editId) && !found}
      hsnMinDigits={config().HSN_MIN_DIGITS}
    />
  );
}
