import Link from 'next/link';
import { productListHref } from '@/lib/admin-list-query';
import type { Product } from '@/lib/types/product';
import { adminTexts } from '../admin-texts';
import styles from './dashboard-summary.module.css';
import { CardTable, DashboardCard, EditLink } from './dashboard-card';

/** The dashboard's "Low stock" card: tracked products at or below the low-stock mark, fewest units first. */
export function LowStockPanel({ products, total, lowStockAt }: { products: Product[]; total: number; lowStockAt: number }) {
  return (
    <DashboardCard id="dashboard-low-stock" testId="low-stock" title={adminTexts.lowStockTitle} total={total}>
      <CardTable
        caption={adminTexts.lowStockTitle}
        rows={products}
        rowKey={(product) => product._id}
        columns={[
          { header: adminTexts.name, cell: (product) => <EditLink id={product._id} name={product.name} /> },
          { header: adminTexts.stockFilter, numeric: true, cell: (product) => adminTexts.stockUnits(product.stock ?? 0, lowStockAt) },
        ]}
        empty={
          <>
            <strong>{adminTexts.nothingLow}</strong> {adminTexts.lowStockNone}
          </>
        }
      />
      {total > 0 && (
        <Link href={productListHref({ page: 1, stock: 'low' })} className={styles.more}>
          {adminTexts.lowStockAll(total)}
        </Link>
      )}
    </DashboardCard>
  );
}
