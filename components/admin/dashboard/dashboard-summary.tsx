import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DayTotals, TopProduct, UnpaidOnlineOrder } from '@/lib/types/dashboard';
import type { RealVisitorsSummary } from '@/lib/types/real-visitors';
import { formatOrderDate } from '@/lib/india-date';
import { formatMoney, storedRupees } from '@/lib/money';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/shop-rules';
import { orderListHref } from '@/lib/admin-list-query';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { CardTable, DashboardCard } from './dashboard-card';
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
        <DashboardCard id="dashboard-days" title={adminTexts.last30Days} wide>
          <DailyChart points={perDay} />
        </DashboardCard>
        <CountCard id="dashboard-products" title={adminTexts.productsCount} count={products} href={paths.admin.allProducts()} />
        <CountCard id="dashboard-messages" title={adminTexts.unreadMessages} count={unreadMessages} href={paths.admin.messages({ read: 'no' })} />
        {openServiceRequests !== undefined && (
          <CountCard
            id="dashboard-service-requests"
            title="Open service requests"
            count={openServiceRequests}
            testId="open-service-requests"
            href={paths.admin.repairs()}
            linkLabel="service requests"
          />
        )}
        <DashboardCard id="dashboard-orders" wide title={adminTexts.ordersByStatus} total={totalOrders}>
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
          <ViewAll href={paths.admin.orders()} label="orders" />
        </DashboardCard>
        <DashboardCard id="dashboard-unpaid" title={adminTexts.unpaidOnline}>
          <p className={styles.number}>{unpaidOnline.count}</p>
          <CardTable
            caption={adminTexts.unpaidOnlineNewest}
            rows={unpaidOnline.latest}
            rowKey={(order) => order._id}
            columns={[
              {
                header: adminTexts.orderNumber,
                cell: (order) => (
                  <>
                    <Link href={orderListHref({ page: 1, order: order.orderNumber })} className="reference-number">
                      {order.orderNumber}
                    </Link>
                    <br />
                    <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
                  </>
                ),
              },
              { header: adminTexts.transactionId, cell: (order) => order.transactionId ?? '—' },
              { header: adminTexts.total, numeric: true, cell: (order) => formatMoney(storedRupees(order.totalAmount)) },
            ]}
          />
          <ViewAll href={orderListHref({ page: 1, paid: false })} label={adminTexts.unpaidOnline} />
        </DashboardCard>
        <DashboardCard id="dashboard-top" title={adminTexts.topProducts}>
          <CardTable
            caption={adminTexts.topProducts}
            rows={topProducts}
            rowKey={(product) => product.productId}
            columns={[
              { header: adminTexts.name, cell: (product) => product.name },
              { header: adminTexts.quantity, numeric: true, cell: (product) => product.quantity },
              { header: adminTexts.revenue, numeric: true, cell: (product) => formatMoney(storedRupees(product.revenue)) },
            ]}
            empty={adminTexts.noSalesThisMonth}
          />
        </DashboardCard>
        {children}
        {realVisitors && <RealVisitorsPanel summary={realVisitors} />}
      </div>
    </div>
  );
}

/** "View all", with what it lists for a screen reader. */
function ViewAll({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={styles.more}>
      {adminTexts.viewAll} <span className="visually-hidden">{label}</span>
    </Link>
  );
}

/** A card with one number and the link to its list. */
function CountCard({
  id,
  title,
  count,
  href,
  testId,
  linkLabel = title,
}: {
  id: string;
  title: string;
  count: number;
  href: string;
  testId?: string;
  linkLabel?: string;
}) {
  return (
    <DashboardCard id={id} title={title}>
      <p className={styles.number} data-testid={testId}>
        {count}
      </p>
      <ViewAll href={href} label={linkLabel} />
    </DashboardCard>
  );
}
