'use client';

import Link from 'next/link';
import { useState } from 'react';
import { messages } from '@/lib/messages';
import { formatRupees } from '@/lib/money';
import type { Product } from '@/lib/types/product';
import { adminFetch, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import { AdminThumbnail } from '../admin-thumbnail';
import { useAdminList, type AdminStatus } from '../use-admin-list';
import ui from '../admin-ui.module.css';
import { AdminPagination } from '../admin-pagination';
import { AdminStatusLine } from '../admin-status-line';

/** All Products: the catalogue as a table with Edit and Delete, a page at a time. */
export function ProductsTable() {
  // An admin list that fails to load is logged, and shows as empty.
  const { items: products, removeItem, loading, page, pageCount, hrefFor } = useAdminList<Product>('/api/products', 'products');
  const [status, setStatus] = useState<AdminStatus>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

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
      // Spec: deleting a product reloads the list (here: the page, or the one before it if it emptied).
      await removeItem(product._id);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: `${messages.products.deleteFailed}${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.allProductsTitle}</h1>
      <AdminStatusLine status={status} />
      {products === null ? (
        <p className={ui.muted} role="status">
          {messages.products.loading}
        </p>
      ) : products.length === 0 ? (
        <p className={ui.muted}>{messages.products.adminEmpty}</p>
      ) : (
        <div className={ui.tableWrap} role="region" aria-label={adminTexts.allProductsTitle} aria-busy={loading} tabIndex={0}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{adminTexts.image}</th>
                <th scope="col">{adminTexts.name}</th>
                <th scope="col">{adminTexts.price}</th>
                <th scope="col">{adminTexts.category}</th>
                <th scope="col">{adminTexts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product._id}>
                  <td>
                    <AdminThumbnail src={product.images[0]} alt={product.name} />
                  </td>
                  <td>{product.name}</td>
                  <td className={ui.nowrap}>{product.price != null ? formatRupees(product.price) : messages.products.priceOnRequest}</td>
                  <td>{product.category}</td>
                  <td>
                    <div className={ui.rowActions}>
                      <Link
                        href={`/admin/upload-products?id=${encodeURIComponent(product._id)}`}
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
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination label={adminTexts.allProductsTitle} page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  );
}
