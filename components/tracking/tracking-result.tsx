/** A tracked order or repair as the customer sees it: what was bought or booked, and the status timeline. */
import { TIMELINE_TEXTS, type OrderView, type RepairView, type TimelineStep } from '@/lib/tracking-view';
import styles from './tracking.module.css';

function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className={styles.timeline} aria-label="Status timeline" data-testid="status-timeline">
      {steps.map((step, i) => (
        <li
          key={`${step.label}-${i}`}
          className={`${styles.step} ${step.at ? styles.reached : ''} ${step.skipped ? styles.skipped : ''}`}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className={styles.stepLabel}>{step.label}</span>
          <span className={styles.stepDate}>{step.at ?? (step.skipped ? TIMELINE_TEXTS.skipped : TIMELINE_TEXTS.notYet)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The tax invoice download: a plain form posting the order number and the mobile that found the
 * order to POST /api/orders/invoice, which answers with the PDF (before hydration too).
 */
function InvoiceDownload({ order, mobile }: { order: OrderView; mobile: string }) {
  if (!order.invoiceNumber) return null;
  return (
    <form method="post" action="/api/orders/invoice" className={styles.invoice} data-testid="invoice-download">
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      <input type="hidden" name="mobile" value={mobile} />
      <p>
        Tax invoice <strong>{order.invoiceNumber}</strong>
      </p>
      <button type="submit" className={styles.invoiceButton}>
        Download tax invoice (PDF)
      </button>
    </form>
  );
}

export function OrderResult({ order, mobile = '' }: { order: OrderView; mobile?: string }) {
  return (
    <section className={styles.result} aria-labelledby="tracked-order" data-testid="tracked-order">
      <h2 id="tracked-order" className={styles.resultTitle}>
        Order <span className="reference-number">{order.orderNumber}</span>
      </h2>
      <dl className={styles.facts}>
        <dt>Placed</dt>
        <dd>{order.placedAt}</dd>
        <dt>Status</dt>
        <dd data-testid="tracked-status">{order.status}</dd>
        <dt>Payment</dt>
        <dd data-testid="tracked-payment">{order.payment}</dd>
        <dt>Total</dt>
        <dd data-testid="tracked-total">{order.total}</dd>
        {order.shipment && (
          <>
            <dt>Courier</dt>
            <dd data-testid="tracked-shipment">
              {order.shipment.courier}
              {order.shipment.consignmentNumber && (
                <>
                  , consignment <span className="reference-number">{order.shipment.consignmentNumber}</span>
                </>
              )}
              {order.shipment.trackingUrl && (
                <>
                  {' '}
                  <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                    Track with {order.shipment.courier}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      <table className={styles.items}>
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.name}-${i}`}>
              <td>{item.name}</td>
              <td>{item.quantity}</td>
              <td>{item.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <InvoiceDownload order={order} mobile={mobile} />
      <h3 className={styles.subTitle}>Progress</h3>
      <Timeline steps={order.timeline} />
      <a className={styles.whatsApp} href={order.whatsAppUrl} target="_blank" rel="noopener noreferrer">
        Send order details on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

export function RepairResult({ repair }: { repair: RepairView }) {
  return (
    <section className={styles.result} aria-labelledby="tracked-repair" data-testid="tracked-repair">
      <h2 id="tracked-repair" className={styles.resultTitle}>
        Repair <span className="reference-number">{repair.ticketNumber}</span>
      </h2>
      <dl className={styles.facts}>
        <dt>Booked</dt>
        <dd>{repair.receivedAt}</dd>
        <dt>Device</dt>
        <dd>{repair.device}</dd>
        <dt>Visit</dt>
        <dd>
          {repair.visit}, {repair.preferredDate}
        </dd>
        <dt>Status</dt>
        <dd data-testid="tracked-status">{repair.status}</dd>
      </dl>
      <h3 className={styles.subTitle}>Progress</h3>
      <Timeline steps={repair.timeline} />
    </section>
  );
}
