import Link from 'next/link';
import type { ProductListQuery } from '@/lib/admin-list-query';
import { CATEGORIES } from '@/lib/categories';
import { MAX_QUERY_LENGTH } from '@/lib/search-words';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from '../list-filters.module.css';
import { paths } from '@/lib/paths';

/** Search, category and stock filters of All Products: a GET form, so they live in the address and work before hydration. */
export function ProductFilters({ query }: { query: ProductListQuery }) {
  return (
    <form className={`${ui.panel} ${styles.bar}`} method="get" action={paths.admin.allProducts()} role="search" aria-label={adminTexts.filterProducts}>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="products-q">{adminTexts.searchProducts}</label>
        <input id="products-q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={MAX_QUERY_LENGTH} />
      </div>
      <div className={styles.field}>
        <label htmlFor="products-category">{adminTexts.category}</label>
        <select id="products-category" name="category" defaultValue={query.category ?? ''}>
          <option value="">{adminTexts.allCategories}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="products-stock">{adminTexts.stockFilter}</label>
        <select id="products-stock" name="stock" defaultValue={query.stock ?? ''}>
          <option value="">{adminTexts.stockAny}</option>
          <option value="low">{adminTexts.stockLow}</option>
          <option value="out">{adminTexts.stockOut}</option>
          <option value="untracked">{adminTexts.notTracked}</option>
        </select>
      </div>
      <button type="submit" className={ui.buttonSecondary}>
        {adminTexts.applyFilters}
      </button>
      {(query.q || query.category || query.stock) && (
        <Link href={paths.admin.allProducts()} prefetch={false} className={ui.buttonSecondary}>
          {adminTexts.clearFilters}
        </Link>
      )}
    </form>
  );
}
