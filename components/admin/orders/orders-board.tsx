'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import type { Order } from '@/lib/types/order';
import { adminFetch, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { AdminStatusLine } from '../admin-status-line';
import { adminTexts } from '../admin-texts';
import type { AdminStatus } from '../admin-status-line';
import { OrderCard, type OrderChange } from './order-card';
import styles from './orders.module.css';

/** The server refused a change and said why. */
class OrderRefused extends Error {}

/**
 * One page of orders, rendered on the server and handed in; status, paid flag and delete act here.
 * After a delete the server renders the page again (router.refresh), so the next order moves up.
 */
export function OrdersBoard({ orders: rendered }: { orders: Order[] }) {
  const router = useRouter();
  const [orders, setOrders] = useState(rendered);
  const [status, setStatus] = useState<AdminStatus>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // A new render from the server (after a delete, a filter or a page change) replaces the list.
  useEffect(() => setOrders(rendered), [rendered]);

  async function update(order: Order, change: OrderChange) {
    const before = order;
    setStatus(null);
    setBusy(order._id);
    const shown = 'paid' in change ? { paid: change.paid } : { status: change.status };
    setOrders((current) => current.map((item) => (item._id === order._id ? { ...item, ...shown } : item)));
    try {
      const response = await adminFetch(`/api/orders/${order._id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
      });
      if (!response.ok) throw new OrderRefused(answerMessage(await readAnswer(response)) ?? `PATCH /api/orders answered ${response.status}`);
      const saved = (await response.json()) as Order;
      setOrders((current) =>
        current.map((item) =>
          item._id === order._id
            ? { ...item, status: saved.status, paid: saved.paid, invoice: saved.invoice, courier: saved.courier, consignmentNumber: saved.consignmentNumber }
            : item,
        ),
      );
      setStatus({ kind: 'success', text: `${adminTexts.orderUpdated} ${order.orderNumber}` });
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      console.error('Could not update order', error);
      setOrders((current) => current.map((item) => (item._id === order._id ? before : item)));
      // The server's reason when it gave one (a consignment number it refused), else the general text.
      setStatus({ kind: 'error', text: error instanceof OrderRefused ? `${adminTexts.orderUpdateFailed} ${error.message}` : adminTexts.orderUpdateFailed });
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
      setOrders((current) => current.filter((item) => item._id !== order._id));
      router.refresh();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setStatus({ kind: 'error', text: messages.orders.deleteError });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <AdminStatusLine status={status} />
      {orders.length === 0 ? (
        <p className={styles.empty}>{messages.orders.empty}</p>
      ) : (
        <ol className={styles.list}>
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} busy={busy === order._id} onChange={(change) => update(order, change)} onDelete={() => remove(order)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
