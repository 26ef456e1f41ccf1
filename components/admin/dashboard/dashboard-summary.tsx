import Link from 'next/link';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/shop-rules';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './dashboard-summary.module.css';

interface Props {
  products: number;
  ordersByStatus: Record<OrderStatus, number>;
  unreadMessages: number;
  /** Repairs not closed yet; the card is left out when not given. */
  openServiceRequests?: number;
}

const statusLabel = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** The dashboard: a welcome and the numbers an owner checks first thing in the morning. */
export function DashboardSummary({ products, ordersByStatus, unreadMessages, openServiceRequests }: Props) {
  const totalOrders = ORDER_STATUSES.reduce((sum, status) => sum + ordersByStatus[status], 0);
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.dashboardTitle}</h1>
      <p className={ui.lead}>{adminTexts.dashboardWelcome}</p>
      <div className={styles.grid}>
        <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-products">
          <h2 id="dashboard-products" className={styles.cardTitle}>
            {adminTexts.productsCount}
          </h2>
          <p className={styles.number}>{products}</p>
          <Link href="/admin/all-products" className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">{adminTexts.productsCount}</span>
          </Link>
        </section>
        <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-messages">
          <h2 id="dashboard-messages" className={styles.cardTitle}>
            {adminTexts.unreadMessages}
          </h2>
          <p className={styles.number}>{unreadMessages}</p>
          <Link href="/admin/contact" className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">messages</span>
          </Link>
        </section>
        {openServiceRequests !== undefined && (
          <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-service-requests">
            <h2 id="dashboard-service-requests" className={styles.cardTitle}>
              Open service requests
            </h2>
            <p className={styles.number} data-testid="open-service-requests">
              {openServiceRequests}
            </p>
            <Link href="/admin/service-requests" className={styles.more}>
              {adminTexts.viewAll} <span className="visually-hidden">service requests</span>
            </Link>
          </section>
        )}
        <section className={`${ui.panel} ${styles.card} ${styles.wide}`} aria-labelledby="dashboard-orders">
          <h2 id="dashboard-orders" className={styles.cardTitle}>
            {adminTexts.ordersByStatus} <span className={styles.total}>({totalOrders})</span>
          </h2>
          <dl className={styles.statuses}>
            {ORDER_STATUSES.map((status) => (
              <div key={status} className={styles.status} data-status={status}>
                <dt>{statusLabel(status)}</dt>
                <dd>{ordersByStatus[status]}</dd>
              </div>
            ))}
          </dl>
          <Link href="/admin/orders" className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">orders</span>
          </Link>
        </section>
      </div>
    </div>
  );
}
