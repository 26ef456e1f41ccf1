/**
 * The order confirmation panel: the order number, items and quantities, the total with its tax split,
 * the delivery address, for UPI the amount with the QR code and id and what to do after paying, what
 * happens next and when, "Track this order" and "Send on WhatsApp". Shown at the top of Products after
 * an order (PlacedOrderNotice) and as the page a checkout without JavaScript reaches; plain markup, so
 * the server renders it for the latter. The dismiss control is the caller's.
 */
import { StaticImage } from '@/components/site/static-image';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { UpiQr } from '@/components/cart/upi-qr';
import { confirmationMessages } from '@/lib/cart/confirmation-messages';
import { orderUpiLink, type OrderConfirmation } from '@/lib/cart/order-confirmation';
import { formatMoney, fromRupees, itemTotal, storedRupees } from '@/lib/money';
import { orderWhatsAppLink, PAYMENT_METHOD_LABELS } from '@/lib/whatsapp';
import styles from './order-confirmation.module.css';
import { paths } from '@/lib/paths';

interface Props {
  order: OrderConfirmation;
  /** The absolute tracking URL of the order (for the WhatsApp message). */
  trackingUrl: string;
  /** The UPI QR code drawn by the server (the page without JavaScript); drawn in the browser otherwise. */
  upiQrDataUrl?: string;
  /** Dismiss, or the way back to the shop. */
  actions?: ReactNode;
  /** The panel's heading level: 2 on Products, 1 as its own page. */
  headingLevel?: 1 | 2;
}

export function OrderConfirmationPanel({ order, trackingUrl, upiQrDataUrl, actions, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const trackPath = paths.trackOrder(order.orderNumber);
  const upiLink = orderUpiLink(order);
  const amount = formatMoney(storedRupees(order.totalAmount));
  return (
    <section className={styles.panel} aria-labelledby="order-confirmation-heading" data-testid="order-confirmation">
      <Heading id="order-confirmation-heading" className={styles.heading}>
        Thank you! Order{' '}
        <span className="reference-number" data-testid="confirmation-number">
          {order.orderNumber}
        </span>{' '}
        is placed.
      </Heading>
      <div className={styles.columns}>
        <div>
          <Sub className={styles.sub}>Your order</Sub>
          <ul className={styles.items} data-testid="confirmation-items">
            {order.items.map((item) => (
              <li key={item.name} className={styles.item}>
                <span>
                  {item.name} <span className={styles.quantity}>× {item.quantity}</span>
                </span>
                {item.price !== undefined && <span className={styles.amount}>{formatMoney(itemTotal({ price: item.price, quantity: item.quantity }))}</span>}
              </li>
            ))}
          </ul>
          <dl className={styles.totals} data-testid="confirmation-tax">
            {order.tax && (
              <>
                <dt>Taxable value</dt>
                <dd>{formatMoney(fromRupees(order.tax.taxableValue))}</dd>
                {order.tax.supplyType === 'intra-state' ? (
                  <>
                    <dt>CGST</dt>
                    <dd>{formatMoney(fromRupees(order.tax.cgst))}</dd>
                    <dt>SGST</dt>
                    <dd>{formatMoney(fromRupees(order.tax.sgst))}</dd>
                  </>
                ) : (
                  <>
                    <dt>IGST</dt>
                    <dd>{formatMoney(fromRupees(order.tax.igst))}</dd>
                  </>
                )}
              </>
            )}
            <dt className={styles.total}>Total</dt>
            <dd className={styles.total} data-testid="confirmation-total">
              {amount}
            </dd>
            <dt>Payment</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          </dl>
          <Sub className={styles.sub}>Delivery address</Sub>
          <p className={styles.address} data-testid="confirmation-address">
            {order.address}
          </p>
        </div>
        <div>
          {order.paymentMethod === 'Online' && (
            <div className={styles.upi} data-testid="confirmation-upi">
              <Sub className={styles.sub}>Pay {amount} by UPI</Sub>
              <p>
                UPI ID: <strong>{site.upi.id}</strong>
              </p>
              {upiQrDataUrl ? (
                <StaticImage
                  src={upiQrDataUrl}
                  alt={`UPI QR code to pay ${amount}`}
                  width={220}
                  height={220}
                  unoptimized
                  data-testid="upi-qr"
                  data-upi-link={upiLink}
                />
              ) : (
                <UpiQr link={upiLink} amountText={amount} />
              )}
              <a href={upiLink} className={styles.upiLink}>
                Open in a UPI app
              </a>
              <ol className={styles.steps}>
                {confirmationMessages.afterPaying.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ol>
            </div>
          )}
          <Sub className={styles.sub}>What happens next</Sub>
          <ol className={styles.steps} data-testid="confirmation-next">
            {confirmationMessages.next(order.paymentMethod).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </div>
      </div>
      <div className={styles.actions}>
        <a href={trackPath} className={styles.track}>
          Track this order
        </a>
        <a href={orderWhatsAppLink(order, trackingUrl)} className={styles.whatsApp} target="_blank" rel="noopener noreferrer">
          Send on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {actions}
      </div>
    </section>
  );
}
