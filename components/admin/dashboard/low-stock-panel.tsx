import Link from 'next/link';
import { productListHref } from '@/lib/admin-list-query';
import type { Product } from '@/lib/types/product';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './dashboard-summary.module.css';
import { paths } from '@/lib/paths';

/** The dashboard's "Low stock" card: tracked products at or below the low-stock mark, fewest units first. */
export function LowStockPanel({ products, total, lowStockAt }: { products: Product[]; total: number; lowStockAt: number }) {
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-low-stock" data-testid="low-stock">
      <h2 id="dashboard-low-stock" className={styles.cardTitle}>
        {adminTexts.lowStockTitle} <span className={styles.total}>({total})</span>
      </h2>
      {products.length === 0 ? (
        <p className={ui.muted}>
          <strong>{adminTexts.nothingLow}</strong> {adminTexts.lowStockNone}
        </p>
      ) : (
        <table className={styles.listTable}>
          <caption className="visually-hidden">{adminTexts.lowStockTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{adminTexts.name}</th>
              <th scope="col" className={styles.numeric}>
                {adminTexts.stockFilter}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product._id}>
                <td>
                  <Link href={paths.admin.editProduct(product._id)} prefetch={false}>
                    {product.name}
                  </Link>
                </td>
                <td className={styles.numeric}>{adminTexts.stockUnits(product.stock ?? 0, lowStockAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > 0 && (
        <Link href={productListHref({ page: 1, stock: 'low' })} className={styles.more}>
          {adminTexts.lowStockAll(total)}
        </Link>
      )}
    </section>
  );
}
