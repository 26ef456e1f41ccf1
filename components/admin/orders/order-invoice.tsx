'use client';
/** The order card's tax invoice: its number and PDF once issued, or the button that issues it. */
import { useState } from 'react';
import type { Order } from '@/lib/types/order';
import { adminFetch, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { ConfirmDialog } from '../confirm-dialog';
import { InvoiceConsequence, useNextInvoiceNumber } from './invoice-consequence';
import styles from './orders.module.css';

export function OrderInvoice({ order }: { order: Order }) {
  const [issued, setIssued] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Issuing uses up a number of the gap-free sequence: the owner confirms it in a dialog first.
  const [confirming, setConfirming] = useState(false);
  const nextNumber = useNextInvoiceNumber(confirming);
  const number = order.invoice?.number ?? issued;
  const pdfUrl = `/api/orders/${order._id}/invoice`;

  async function issue() {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    try {
      const response = await adminFetch(pdfUrl, { method: 'POST' });
      const body = await readAnswer(response);
      if (!response.ok || typeof body?.invoiceNumber !== 'string') throw new Error(answerMessage(body) ?? adminTexts.invoiceFailed);
      setIssued(body.invoiceNumber);
    } catch (error) {
      if (error instanceof SessionEndedError) throw error;
      setProblem(error instanceof Error ? error.message : adminTexts.invoiceFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.invoice} data-testid="order-invoice">
      <h3 className={styles.itemsTitle}>{adminTexts.taxInvoice}</h3>
      {number ? (
        <p>
          <strong data-testid="invoice-number">{number}</strong>
          {order.invoice?.cancelled ? ` (${adminTexts.invoiceCancelled})` : ''}{' '}
          <a href={pdfUrl} download className={`${ui.button} ${ui.small}`}>
            {adminTexts.downloadInvoice}
          </a>
        </p>
      ) : (
        <p>
          {adminTexts.invoiceNotYet}{' '}
          {order.status !== 'cancelled' && (
            <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setConfirming(true)} disabled={busy}>
              {busy ? adminTexts.issuingInvoice : adminTexts.issueInvoice}
            </button>
          )}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={adminTexts.issueTitle(order.orderNumber)}
        confirmLabel={adminTexts.issueInvoice}
        ready={nextNumber !== null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void issue()}
      >
        <InvoiceConsequence order={order} nextNumber={nextNumber} />
      </ConfirmDialog>
      {problem && (
        <p role="alert" className={styles.invoiceProblem}>
          {problem}
        </p>
      )}
      {order.gstin && (
        <p className={styles.invoiceBuyer}>
          {order.businessName} · GSTIN {order.gstin}
          {order.billingState ? ` · ${order.billingState}` : ''}
        </p>
      )}
    </section>
  );
}
