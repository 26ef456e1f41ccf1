'use client';

import { useId, useState } from 'react';
import { findCourier, trackingLink } from '@/lib/couriers';
import { formatOrderDate } from '@/lib/india-date';
import { formatMoney, itemTotal, storedRupees } from '@/lib/money';
import type { Order } from '@/lib/types/order';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/shop-rules';
import { adminTexts } from '../admin-texts';
import { AdminThumbnail } from '../admin-thumbnail';
import { OrderCreditNotes } from './order-credit-notes';
import { OrderInvoice } from './order-invoice';
import { ShipDialog, type Shipment } from './ship-dialog';
import ui from '../admin-ui.module.css';
import styles from './orders.module.css';

/** A change the card asks for: a status (with the parcel's courier and number when shipped) or the paid flag. */
export type OrderChange = ({ status: OrderStatus } & Shipment) | { paid: boolean };

interface Props {
  order: Order;
  busy: boolean;
  onChange: (change: OrderChange) => void;
  onDelete: () => void;
}

const statusLabel = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** One order as the shop packs it: customer, payment, the products and what to do next. */
export function OrderCard({ order, busy, onChange, onDelete }: Props) {
  const id = useId();
  const titleId = `${id}-title`;
  // "Shipped" issues the tax invoice: it is asked for in a dialog first, never on the select's change alone.
  const [confirmingShip, setConfirmingShip] = useState(false);
  return (
    <article className={`${ui.panel} ${styles.card}`} aria-labelledby={titleId} data-status={order.status}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.orderNumber}>
          {adminTexts.orderNumber} <span className="reference-number">{order.orderNumber}</span>
        </h2>
        <p className={styles.placed}>
          {adminTexts.placedOn} <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </p>
      </header>

      <dl className={styles.details}>
        <div>
          <dt>{adminTexts.name}</dt>
          <dd>{order.fullName}</dd>
        </div>
        <div className={styles.address}>
          <dt>{adminTexts.address}</dt>
          <dd>{order.address}</dd>
        </div>
        <div>
          <dt>{adminTexts.mobile}</dt>
          <dd>
            <a href={`tel:${order.mobile}`}>{order.mobile}</a>
          </dd>
        </div>
        <div>
          <dt>{adminTexts.email}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </div>
        <div>
          <dt>{adminTexts.paymentMethod}</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>{adminTexts.transactionId}</dt>
          <dd>{order.transactionId ?? '—'}</dd>
        </div>
        {order.courier && (
          <div>
            <dt>{adminTexts.shippedWith}</dt>
            <dd>
              {findCourier(order.courier)?.name ?? order.courier}
              {order.consignmentNumber && (
                <>
                  {', '}
                  <a href={trackingLink(order.courier, order.consignmentNumber) ?? undefined} target="_blank" rel="noopener noreferrer">
                    {order.consignmentNumber}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{adminTexts.total}</dt>
          <dd className={styles.total}>{formatMoney(storedRupees(order.totalAmount))}</dd>
        </div>
      </dl>

      <h3 className={styles.itemsTitle}>{adminTexts.products}</h3>
      <ul className={styles.items}>
        {order.items.map((item) => {
          const quantity = item.quantity || 1;
          return (
            <li key={item.productId} className={styles.item}>
              <AdminThumbnail src={item.image} alt={item.name} size={48} />
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemQty}>
                {adminTexts.quantity}: {quantity}
              </span>
              <span className={styles.itemPrice}>
                {formatMoney(storedRupees(item.price))} × {quantity} = <strong>{formatMoney(itemTotal({ price: item.price, quantity }))}</strong>
              </span>
            </li>
          );
        })}
      </ul>

      <OrderInvoice order={order} />
      <OrderCreditNotes order={order} />

      <footer className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor={`${id}-status`}>{adminTexts.status}</label>
          <select
            id={`${id}-status`}
            value={order.status}
            disabled={busy}
            onChange={(event) => {
              const status = event.target.value as OrderStatus;
              if (status === 'shipped') setConfirmingShip(true);
              else onChange({ status });
            }}
          >
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.checkbox}>
          <input id={`${id}-paid`} type="checkbox" checked={order.paid} disabled={busy} onChange={(event) => onChange({ paid: event.target.checked })} />
          <label htmlFor={`${id}-paid`}>{adminTexts.paid}</label>
        </div>
        <button type="button" className={`${ui.buttonDanger} ${ui.small} ${styles.delete}`} onClick={onDelete} disabled={busy}>
          {adminTexts.deleteOrder}
        </button>
      </footer>
      <ShipDialog
        order={order}
        open={confirmingShip}
        onCancel={() => setConfirmingShip(false)}
        onConfirm={(shipment) => {
          setConfirmingShip(false);
          onChange({ status: 'shipped', ...shipment });
        }}
      />
    </article>
  );
}
