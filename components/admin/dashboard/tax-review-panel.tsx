import type { TaxReviewProduct } from '@/lib/types/dashboard';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { CardTable, DashboardCard, EditLink } from './dashboard-card';

/**
 * The dashboard's "Products to review for GST" card: products without an HSN code, or still at a
 * rate retired on 22 September 2025, each linked to its edit form with what to fix.
 */
export function TaxReviewPanel({ products, total }: { products: TaxReviewProduct[]; total: number }) {
  return (
    <DashboardCard id="dashboard-tax-review" testId="tax-review" title={adminTexts.taxReviewTitle} total={total}>
      <CardTable
        caption={adminTexts.taxReviewTitle}
        rows={products}
        rowKey={(product) => product._id}
        columns={[
          { header: adminTexts.name, cell: (product) => <EditLink id={product._id} name={product.name} /> },
          {
            header: adminTexts.taxReviewProblem,
            cell: (product) => (
              <span className={ui.taxFlags}>
                {product.problems.map((problem) => (
                  <strong key={problem.kind} className={ui.taxFlag}>
                    {problem.kind === 'hsn-missing' ? adminTexts.hsnMissing : adminTexts.retiredRate(problem.rate)}
                  </strong>
                ))}
              </span>
            ),
          },
        ]}
        empty={adminTexts.taxReviewNone}
      />
      {total > products.length && <p className={ui.muted}>{adminTexts.taxReviewMore(products.length, total)}</p>}
    </DashboardCard>
  );
}
