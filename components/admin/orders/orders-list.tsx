'use client';

import { useState } from 'react';
import { messages } from '@/lib/messages';
import type { Order } from '@/lib/server/orders';
import { adminFetch, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { useAdminList, type AdminStatus } from '../use-admin-list';
import { OrderCard, type OrderChange } from './order-card';
import styles from './orders.module.css';
import { AdminPagination } from '../admin-pagination';
import { AdminStatusLine } from '../admin-status-line';

/** Orders: one card per order, newest first, a page at a time, with status, paid flag and delete. */
export function OrdersList() {
  // Spec: admin order load failures are logged only. The API answers newest first; sorting again keeps that true.
  const {
    items: orders,
    setItems: setOrders,
    removeItem,
    loading,
    page,
    pageCount,
    hrefFor,
  } = useAdminList<Order>('/api/orders', 'orders', {
    onLoaded: (loaded) => [...loaded].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
  const [status, setStatus] = useState<AdminStatus>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function update(order: Order, change: OrderChange) {
    const before = order;
    setStatus(null);
    setBusy(order._id);
    setOrders((current) => current?.map((item) => (item._id === order._id ? { ...item, ...change } : item)) ?? null);
    try {
      const response = await adminFetch(`/api/orders/${order._id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
      });
      if (!response.ok) throw new Error(`PATCH /api/orders answered ${response.status}`);
      const saved = (await response.json()) as Order;
      setOrders((current) => current?.map((item) => (item._id === order._id ? { ...item, status: saved.status, paid: saved.paid } : item)) ?? null);
      setStatus({ kind: 'success', text: `${adminTexts.orderUpdated} ${order.orderNumber}` });
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      console.error('Could not update order', error);
      setOrders((current) => current?.map((item) => (item._id === order._id ? before : item)) ?? null);
      setStatus({ kind: 'error', text: adminTexts.orderUpdateFailed });
    } finally {
      setBusy(null);
    }
  }

  async function remove(order: Order) {
    if (!window.confirm(messages.orders.deleteConfirm)) return;
    setStatus(null);
    setBusy(order._id);
    try {
      const response = await adminFetch(`/api/orders/${order._id}`, { method: 'DELETE' });
      if (!response.ok) {
        setStatus({ kind: 'error', text: messages.orders.deleteFailed });
        return;
      }
      setStatus({ kind: 'success', text: messages.orders.deleted });
      await removeItem(order._id);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: messages.orders.deleteError });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.ordersTitle}</h1>
      <AdminStatusLine status={status} />
      {orders === null ? (
        <p className={ui.muted} role="status">
          {adminTexts.loadingOrders}
        </p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>{messages.orders.empty}</p>
      ) : (
        <ol className={styles.list} aria-busy={loading}>
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} busy={busy === order._id} onChange={(change) => update(order, change)} onDelete={() => remove(order)} />
            </li>
          ))}
        </ol>
      )}
      <AdminPagination label={adminTexts.ordersTitle} page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  );
}
