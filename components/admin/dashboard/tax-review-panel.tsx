import Link from 'next/link';
import type { TaxReviewProduct } from '@/lib/types/dashboard';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './dashboard-summary.module.css';
import { paths } from '@/lib/paths';

/**
 * The dashboard's "Products to review for GST" card: products without an HSN code, or still at a
 * rate retired on 22 September 2025, each linked to its edit form with what to fix.
 */
export function TaxReviewPanel({ products, total }: { products: TaxReviewProduct[]; total: number }) {
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-tax-review" data-testid="tax-review">
      <h2 id="dashboard-tax-review" className={styles.cardTitle}>
        {adminTexts.taxReviewTitle} <span className={styles.total}>({total})</span>
      </h2>
      {products.length === 0 ? (
        <p className={ui.muted}>{adminTexts.taxReviewNone}</p>
      ) : (
        <table className={styles.listTable}>
          <caption className="visually-hidden">{adminTexts.taxReviewTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{adminTexts.name}</th>
              <th scope="col">{adminTexts.taxReviewProblem}</th>
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
                <td>
                  <span className={ui.taxFlags}>
                    {product.problems.map((problem) => (
                      <strong key={problem.kind} className={ui.taxFlag}>
                        {problem.kind === 'hsn-missing' ? adminTexts.hsnMissing : adminTexts.retiredRate(problem.rate)}
                      </strong>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > products.length && <p className={ui.muted}>{adminTexts.taxReviewMore(products.length, total)}</p>}
    </section>
  );
}
