'use client';
/**
 * The quick "+/- units" change in a row of All Products: a stock movement (units received, sold at
 * the counter, found damaged) recorded by POST /api/products/{id}/stock, never an overwrite of the
 * number, so two changes made at once both count.
 */
import { useId, useState, type FormEvent } from 'react';
import { adminJson, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './products-table.module.css';

interface Props {
  productId: string;
  productName: string;
  onChanged: (stock: number) => void;
}

export function StockChange({ productId, productName, onChanged }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const change = Number(data.get('change'));
    const reason = String(data.get('reason') ?? '').trim();
    if (!Number.isInteger(change) || change === 0) {
      setProblem(adminTexts.stockChangeWhole);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await adminJson(`/api/products/${productId}/stock`, 'POST', { change, reason: reason || adminTexts.stockChangeDefaultReason });
      const body = await readAnswer(response);
      if (!response.ok || typeof body?.stock !== 'number') throw new Error(answerMessage(body) ?? adminTexts.stockChangeFailed);
      onChanged(body.stock);
      form.reset();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setProblem(error instanceof Error ? error.message : adminTexts.stockChangeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className={styles.stockChange}>
      <summary aria-label={`${adminTexts.changeStock}: ${productName}`}>{adminTexts.changeStock}</summary>
      <form onSubmit={submit} className={styles.stockForm} noValidate>
        <label htmlFor={`${id}-change`}>{adminTexts.stockChangeUnits}</label>
        <input id={`${id}-change`} name="change" type="number" step={1} inputMode="numeric" required placeholder="+5 or -2" />
        <label htmlFor={`${id}-reason`}>{adminTexts.stockChangeReason}</label>
        <input id={`${id}-reason`} name="reason" type="text" maxLength={200} placeholder={adminTexts.stockChangeDefaultReason} />
        <button type="submit" className={`${ui.button} ${ui.small}`} disabled={busy}>
          {adminTexts.stockChangeApply}
        </button>
        {problem && (
          <p role="alert" className={styles.stockProblem}>
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
