'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import { productTaxProblems } from '@/lib/gst/product-review';
import { formatMoney, storedRupees } from '@/lib/money';
import type { Product } from '@/lib/types/product';
import { adminFetch, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import { AdminThumbnail } from '../admin-thumbnail';
import ui from '../admin-ui.module.css';
import { AdminStatusLine, type AdminStatus } from '../admin-status-line';
import styles from './products-table.module.css';
import { StockChange } from './stock-change';
import { paths } from '@/lib/paths';
import { AdminTable } from '../admin-table';

/**
 * One page of All Products, rendered on the server and handed in: a table with the stock (and its
 * quick "+/- units" change), Edit and Delete. After a delete the server renders the page again (router.refresh), so the next product moves up.
 * A product without an HSN code of `hsnMinDigits` digits, or still at a retired GST rate, is flagged
 * under its name.
 */
export function ProductsTable({ products: rendered, lowStockAt, hsnMinDigits }: { products: Product[]; lowStockAt: number; hsnMinDigits: number }) {
  const router = useRouter();
  const [products, setProducts] = useState(rendered);
  const [status, setStatus] = useState<AdminStatus>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  // A new render from the server (after a delete, a filter or a page change) replaces the list.
  useEffect(() => setProducts(rendered), [rendered]);

  async function remove(product: Product) {
    if (!window.confirm(messages.products.deleteConfirm)) return;
    setDeleting(product._id);
    setStatus(null);
    try {
      const response = await adminFetch(`/api/products/${product._id}`, { method: 'DELETE' });
      if (!response.ok) {
        const reason = answerMessage(await readAnswer(response)) ?? `HTTP ${response.status}`;
        setStatus({ kind: 'error', text: `${messages.products.deleteFailed}${reason}` });
        return;
      }
      setStatus({ kind: 'success', text: messages.products.deleted });
      // Spec: deleting a product reloads the list (the server renders the page again, or the one before it if it emptied).
      setProducts((current) => current.filter((item) => item._id !== product._id));
      router.refresh();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: `${messages.products.deleteFailed}${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <AdminStatusLine status={status} />
      <AdminTable
        label={adminTexts.allProductsTitle}
        columns={[adminTexts.image, adminTexts.name, adminTexts.price, adminTexts.category, adminTexts.stockFilter, adminTexts.actions]}
        className={styles.table}
        empty={products.length === 0 ? messages.products.adminEmpty : undefined}
      >
        {products.map((product) => {
          const low = product.stock != null && product.stock <= lowStockAt;
          return (
            <tr key={product._id} data-testid="product-row">
              <td>
                <AdminThumbnail src={product.images[0]} alt={product.name} />
              </td>
              <td data-label={adminTexts.name}>
                {product.name}
                <TaxFlags product={product} hsnMinDigits={hsnMinDigits} />
              </td>
              <td data-label={adminTexts.price} className={ui.nowrap}>
                {product.price != null ? formatMoney(storedRupees(product.price)) : messages.products.priceOnRequest}
              </td>
              <td data-label={adminTexts.category}>{product.category}</td>
              <td data-label={adminTexts.stockFilter}>
                <div className={styles.stockCell}>
                  <span className={`${styles.badge} ${low ? styles.badgeLow : ''}`} data-testid="product-stock">
                    {product.stock == null ? adminTexts.notTracked : adminTexts.stockUnits(product.stock, lowStockAt)}
                  </span>
                  <StockChange
                    productId={product._id}
                    productName={product.name}
                    onChanged={(stock) => {
                      setProducts((current) => current.map((item) => (item._id === product._id ? { ...item, stock } : item)));
                      setStatus({ kind: 'success', text: adminTexts.stockChanged(product.name, stock) });
                    }}
                  />
                </div>
              </td>
              <td data-label={adminTexts.actions}>
                <div className={ui.rowActions}>
                  <Link
                    href={paths.admin.editProduct(product._id)}
                    className={`${ui.buttonSecondary} ${ui.small}`}
                    aria-label={`${adminTexts.edit} ${product.name}`}
                  >
                    {adminTexts.edit}
                  </Link>
                  <button
                    type="button"
                    className={`${ui.buttonDanger} ${ui.small}`}
                    onClick={() => remove(product)}
                    disabled={deleting === product._id}
                    aria-label={`${adminTexts.delete} ${product.name}`}
                  >
                    {adminTexts.delete}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}

/** The product's GST flags (lib/gst/product-review.ts), each a short label that names what to fix. */
function TaxFlags({ product, hsnMinDigits }: { product: Product; hsnMinDigits: number }) {
  const problems = productTaxProblems(product, hsnMinDigits);
  if (problems.length === 0) return null;
  return (
    <span className={ui.taxFlags} data-testid="tax-flags">
      {problems.map((problem) => (
        <strong key={problem.kind} className={ui.taxFlag}>
          {problem.kind === 'hsn-missing' ? adminTexts.hsnMissing : adminTexts.retiredRate(problem.rate)}
        </strong>
      ))}
    </span>
  );
}
