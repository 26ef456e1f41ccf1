import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { adminTexts } from '@/components/admin/admin-texts';
import ui from '@/components/admin/admin-ui.module.css';
import { ProductFilters } from '@/components/admin/products/product-filters';
import { ProductsTable } from '@/components/admin/products/products-table';
import { productListHref, productListQuery } from '@/lib/admin-list-query';
import { pageCountOf } from '@/lib/paging';
import { requireAdminSession } from '@/lib/server/auth/admin-session';
import { listAdminProducts, lowStockAt } from '@/lib/server/catalogue/products';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';
import { config } from '@/lib/server/platform/config.mjs';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'All Products' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The catalogue, a page at a time, with each product's stock: found by words (?q), category and stock
 * (?stock=low, out or untracked). Rendered on the server from the database, page and filters in the address.
 */
export default async function AdminAllProductsPage({ searchParams }: Props) {
  await requireAdminSession();
  const query = productListQuery(await searchParams);
  const { products, total } = await listAdminProducts({ ...query, limit: ADMIN_PAGE_SIZE });
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  if (query.page > pageCount) redirect(productListHref({ ...query, page: pageCount }));
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.allProductsTitle}</h1>
      <ProductFilters query={query} />
      <p className={ui.muted} role="status">
        {adminTexts.productsFound(total)}
      </p>
      <ProductsTable products={products} lowStockAt={lowStockAt()} hsnMinDigits={config().HSN_MIN_DIGITS} />
      <AdminPagination label={adminTexts.allProductsTitle} page={query.page} pageCount={pageCount} hrefFor={(page) => productListHref({ ...query, page })} />
    </div>
  );
}
