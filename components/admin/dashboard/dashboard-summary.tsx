import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DayTotals, TopProduct, UnpaidOnlineOrder } from '@/lib/types/dashboard';
import type { RealVisitorsSummary } from '@/lib/types/real-visitors';
import { formatOrderDate } from '@/lib/india-date';
import { formatRupees } from '@/lib/money';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/shop-rules';
import { orderListHref } from '@/lib/admin-list-query';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { DailyChart } from './daily-chart';
import { RealVisitorsPanel } from './real-visitors';
import styles from './dashboard-summary.module.css';
import { paths } from '@/lib/paths';

interface Props {
  products: number;
  ordersByStatus: Record<OrderStatus, number>;
  unreadMessages: number;
  perDay: DayTotals[];
  unpaidOnline: { count: number; latest: UnpaidOnlineOrder[] };
  topProducts: TopProduct[];
  /** Repairs not closed yet; the card is left out when not given. */
  openServiceRequests?: number;
  /** More cards, each its own component (the low-stock list, ...), after the others in the grid. */
  children?: ReactNode;
  /** Real visitors' Web Vitals; the panel is left out when not given. */
  realVisitors?: RealVisitorsSummary;
}

const statusLabel = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** The dashboard: the numbers an owner checks first thing in the morning, rendered on the server. */
export function DashboardSummary({
  products,
  ordersByStatus,
  unreadMessages,
  perDay,
  unpaidOnline,
  topProducts,
  openServiceRequests,
  realVisitors,
  children,
}: Props) {
  const totalOrders = ORDER_STATUSES.reduce((sum, status) => sum + ordersByStatus[status], 0);
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{adminTexts.dashboardTitle}</h1>
      <p className={ui.lead}>{adminTexts.dashboardWelcome}</p>
      <div className={styles.grid}>
        <section className={`${ui.panel} ${styles.card} ${styles.wide}`} aria-labelledby="dashboard-days">
          <h2 id="dashboard-days" className={styles.cardTitle}>
            {adminTexts.last30Days}
          </h2>
          <DailyChart points={perDay} />
        </section>
        <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-products">
          <h2 id="dashboard-products" className={styles.cardTitle}>
            {adminTexts.productsCount}
          </h2>
          <p className={styles.number}>{products}</p>
          <Link href={paths.admin.allProducts()} className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">{adminTexts.productsCount}</span>
          </Link>
        </section>
        <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-messages">
          <h2 id="dashboard-messages" className={styles.cardTitle}>
            {adminTexts.unreadMessages}
          </h2>
          <p className={styles.number}>{unreadMessages}</p>
          <Link href={paths.admin.messages({ read: 'no' })} className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">{adminTexts.unreadMessages}</span>
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
            <Link href={paths.admin.repairs()} className={styles.more}>
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
                <dt>
                  <Link href={orderListHref({ page: 1, status })}>{statusLabel(status)}</Link>
                </dt>
                <dd>{ordersByStatus[status]}</dd>
              </div>
            ))}
          </dl>
          <Link href={paths.admin.orders()} className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">orders</span>
          </Link>
        </section>
        <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-unpaid">
          <h2 id="dashboard-unpaid" className={styles.cardTitle}>
            {adminTexts.unpaidOnline}
          </h2>
          <p className={styles.number}>{unpaidOnline.count}</p>
          {unpaidOnline.latest.length > 0 && (
            <table className={styles.listTable}>
              <caption className="visually-hidden">{adminTexts.unpaidOnlineNewest}</caption>
              <thead>
                <tr>
                  <th scope="col">{adminTexts.orderNumber}</th>
                  <th scope="col">{adminTexts.transactionId}</th>
                  <th scope="col" className={styles.numeric}>
                    {adminTexts.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {unpaidOnline.latest.map((order) => (
                  <tr key={order._id}>
                    <td>
                      <Link href={orderListHref({ page: 1, order: order.orderNumber })} className="reference-number">
                        {order.orderNumber}
                      </Link>
                      <br />
                      <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
                    </td>
                    <td>{order.transactionId ?? '—'}</td>
                    <td className={styles.numeric}>{formatRupees(order.totalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Link href={orderListHref({ page: 1, paid: false })} className={styles.more}>
            {adminTexts.viewAll} <span className="visually-hidden">{adminTexts.unpaidOnline}</span>
          </Link>
        </section>
        <section className={`${ui.panel} ${styles.card}`} aria-labelledby="dashboard-top">
          <h2 id="dashboard-top" className={styles.cardTitle}>
            {adminTexts.topProducts}
          </h2>
          {topProducts.length === 0 ? (
            <p className={ui.muted}>{adminTexts.noSalesThisMonth}</p>
          ) : (
            <table className={styles.listTable}>
              <caption className="visually-hidden">{adminTexts.topProducts}</caption>
              <thead>
                <tr>
                  <th scope="col">{adminTexts.name}</th>
                  <th scope="col" className={styles.numeric}>
                    {adminTexts.quantity}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {adminTexts.revenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {topProducts.map((product) => (
                  <tr key={product.productId}>
                    <td>{product.name}</td>
                    <td className={styles.numeric}>{product.quantity}</td>
                    <td className={styles.numeric}>{formatRupees(product.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {children}
        {realVisitors && <RealVisitorsPanel summary={realVisitors} />}
      </div>
    </div>
  );
}
