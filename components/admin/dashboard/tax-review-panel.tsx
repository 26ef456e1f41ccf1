import type { TaxReviewProduct } from '@/lib/types/dashboard';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { ProductListCard } from './dashboard-card';

/** What to fix on a product: no HSN code, or a retired GST rate. */
function TaxFlags({ product }: { product: TaxReviewProduct }) {
  return (
    <span className={ui.taxFlags}>
      {product.problems.map((problem) => (
        <strong key={problem.kind} className={ui.taxFlag}>
          {problem.kind === 'hsn-missing' ? adminTexts.hsnMissing : adminTexts.retiredRate(problem.rate)}
        </strong>
      ))}
    </span>
  );
}

/**
 * The dashboard's "Products to review for GST" card: products without an HSN code, or still at a
 * rate retired on 22 September 2025, each linked to its edit form with what to fix.
 */
export function TaxReviewPanel({ products, total }: { products: TaxReviewProduct[]; total: number }) {
  const problems = { header: adminTexts.taxReviewProblem, cell: (product: TaxReviewProduct) => <TaxFlags product={product} /> };
  return (
    <ProductListCard card="tax-review" title={adminTexts.taxReviewTitle} total={total} products={products} column={problems} empty={adminTexts.taxReviewNone}>
      {total > products.length && <p className={ui.muted}>{adminTexts.taxReviewMore(products.length, total)}</p>}
    </ProductListCard>
  );
}
