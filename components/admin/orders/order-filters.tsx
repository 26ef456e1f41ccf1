import Link from 'next/link';
import type { OrderListQuery } from '@/lib/admin-list-query';
import { MAX_QUERY_LENGTH } from '@/lib/search-words';
import { ORDER_STATUSES } from '@/lib/shop-rules';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from '../list-filters.module.css';
import { paths } from '@/lib/paths';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** Search and the status and paid filters for the Orders screen: a GET form, so they live in the address. */
export function OrderFilters({ query }: { query: OrderListQuery }) {
  return (
    <form className={`${ui.panel} ${styles.bar}`} method="get" action={paths.admin.orders()} role="search" aria-label={adminTexts.filterOrders}>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="orders-q">{adminTexts.searchOrders}</label>
        <input id="orders-q" name="q" type="search" defaultValue={query.q ?? ''} placeholder={adminTexts.searchOrdersHint} maxLength={MAX_QUERY_LENGTH} />
      </div>
      <div className={styles.field}>
        <label htmlFor="orders-status">{adminTexts.status}</label>
        <select id="orders-status" name="status" defaultValue={query.status ?? ''}>
          <option value="">{adminTexts.allStatuses}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="orders-paid">{adminTexts.paid}</label>
        <select id="orders-paid" name="paid" defaultValue={query.paid === undefined ? '' : query.paid ? 'yes' : 'no'}>
          <option value="">{adminTexts.paidAny}</option>
          <option value="yes">{adminTexts.paidYes}</option>
          <option value="no">{adminTexts.paidNo}</option>
        </select>
      </div>
      <button type="submit" className={ui.buttonSecondary}>
        {adminTexts.applyFilters}
      </button>
      {(query.status || query.paid !== undefined || query.order || query.q) && (
        <Link href={paths.admin.orders()} prefetch={false} className={ui.buttonSecondary}>
          {adminTexts.clearFilters}
        </Link>
      )}
    </form>
  );
}

/** "Download CSV" for a date range: a GET form to the export endpoint, which answers a file. */
export function OrdersExportForm({ from, to }: { from: string; to: string }) {
  return (
    <form className={`${ui.panel} ${styles.bar}`} method="get" action="/api/orders/export" aria-label={adminTexts.exportOrders}>
      <p className={styles.legend}>{adminTexts.exportOrders}</p>
      <div className={styles.field}>
        <label htmlFor="export-from">{adminTexts.fromDate}</label>
        <input id="export-from" name="from" type="date" required defaultValue={from} />
      </div>
      <div className={styles.field}>
        <label htmlFor="export-to">{adminTexts.toDate}</label>
        <input id="export-to" name="to" type="date" required defaultValue={to} />
      </div>
      <button type="submit" className={ui.button}>
        {adminTexts.downloadCsv}
      </button>
    </form>
  );
}

/** The month's GST summary for the accountant: a GET form to the report, which answers a CSV file. */
export function GstReportForm({ month }: { month: string }) {
  return (
    <form className={`${ui.panel} ${styles.bar}`} method="get" action="/api/reports/gst" aria-label={adminTexts.gstReport}>
      <p className={styles.legend}>{adminTexts.gstReport}</p>
      <input type="hidden" name="format" value="csv" />
      <div className={styles.field}>
        <label htmlFor="gst-month">{adminTexts.gstMonth}</label>
        <input id="gst-month" name="month" type="month" required pattern="[0-9]{4}-[0-9]{2}" defaultValue={month} />
      </div>
      <button type="submit" className={ui.button}>
        {adminTexts.downloadCsv}
      </button>
    </form>
  );
}
