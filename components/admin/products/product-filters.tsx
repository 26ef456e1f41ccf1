import Link from 'next/link';
import type { ProductListQuery } from '@/lib/admin-list-query';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from '../list-filters.module.css';

/** The stock filter of All Products: a GET form, so the filter lives in the address and works before hydration. */
export function ProductFilters({ query }: { query: ProductListQuery }) {
  return (
    <form className={`${ui.panel} ${styles.bar}`} method="get" action="/admin/all-products" aria-label={adminTexts.filterProducts}>
      <div className={styles.field}>
        <label htmlFor="products-stock">{adminTexts.stockFilter}</label>
        <select id="products-stock" name="stock" defaultValue={query.stock ?? ''}>
          <option value="">{adminTexts.stockAny}</option>
          <option value="low">{adminTexts.stockLow}</option>
        </select>
      </div>
      <button type="submit" className={ui.buttonSecondary}>
        {adminTexts.applyFilters}
      </button>
      {query.stock && (
        <Link href="/admin/all-products" prefetch={false} className={ui.buttonSecondary}>
          {adminTexts.clearFilters}
        </Link>
      )}
    </form>
  );
}
