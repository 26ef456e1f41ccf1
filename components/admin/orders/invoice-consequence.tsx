'use client';
/**
 * What issuing an order's tax invoice will do, as the confirmation says it: "Issues tax invoice
 * SV/26-27/00012 to <buyer>, ₹X", with the next number read (not taken) from GET /api/invoices/next.
 */
import { useEffect, useState } from 'react';
import { formatMoney, storedRupees } from '@/lib/money';
import type { Order } from '@/lib/types/order';
import { adminFetch, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import styles from '../confirm-dialog.module.css';

/** The number the next invoice is expected to get, read while `active`; null until it arrives, '' when it could not be read. */
export function useNextInvoiceNumber(active: boolean): string | null {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    setNumber(null);
    adminFetch('/api/invoices/next', { cache: 'no-store' })
      .then(readAnswer)
      .then((body) => {
        if (current) setNumber(typeof body?.invoiceNumber === 'string' ? body.invoiceNumber : '');
      })
      .catch((error: unknown) => {
        if (error instanceof SessionEndedError) return;
        if (current) setNumber('');
      });
    return () => {
      current = false;
    };
  }, [active]);
  return number;
}

export const invoiceBuyer = (order: Order) => order.businessName || order.fullName;

/** The consequence lines: the invoice it issues (or keeps), with the forecast note. */
export function InvoiceConsequence({ order, nextNumber }: { order: Order; nextNumber: string | null }) {
  if (order.invoice) {
    return <p className={styles.consequence}>{adminTexts.keepsInvoice(order.invoice.number)}</p>;
  }
  return (
    <>
      <p className={styles.consequence} data-testid="invoice-consequence">
        {nextNumber === null
          ? adminTexts.readingNextNumber
          : adminTexts.issuesInvoice(nextNumber || adminTexts.nextNumberUnknown, invoiceBuyer(order), formatMoney(storedRupees(order.totalAmount)))}
      </p>
      <p className={styles.note}>{adminTexts.nextNumberNote}</p>
    </>
  );
}
