import Link from 'next/link';
import { productListHref } from '@/lib/admin-list-query';
import type { Product } from '@/lib/types/product';
import { adminTexts } from '../admin-texts';
import styles from './dashboard-summary.module.css';
import { ProductListCard } from './dashboard-card';

/** The dashboard's "Low stock" card: tracked products at or below the low-stock mark, fewest units first. */
export function LowStockPanel({ products, total, lowStockAt }: { products: Product[]; total: number; lowStockAt: number }) {
  const units = { header: adminTexts.stockFilter, numeric: true, cell: (product: Product) => adminTexts.stockUnits(product.stock ?? 0, lowStockAt) };
  const nothingLow = (
    <>
      <strong>{adminTexts.nothingLow}</strong> {adminTexts.lowStockNone}
    </>
  );
  return (
    <ProductListCard card="low-stock" title={adminTexts.lowStockTitle} total={total} products={products} column={units} empty={nothingLow}>
      {total > 0 && (
        <Link href={productListHref({ page: 1, stock: 'low' })} className={styles.more}>
          {adminTexts.lowStockAll(total)}
        </Link>
      )}
    </ProductListCard>
  );
}
