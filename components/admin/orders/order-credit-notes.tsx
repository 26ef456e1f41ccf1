'use client';
/**
 * The order card's credit notes: each one issued against the order's invoices, with its PDF, and the
 * form that credits units sent back (POST /api/orders/{id}/credit-notes). The owner enters the units
 * per invoice line (at most what is not credited yet) and a reason, sees what the note will credit
 * in a confirmation, then the note's number and its PDF. The server checks everything again.
 */
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { formatOrderDate } from '@/lib/india-date';
import { formatMoney, fromRupees, lineTotal, sumMoney, toRupees, ZERO_MONEY, type Money } from '@/lib/money';
import type { Order, OrderCreditNote } from '@/lib/types/order';
import { CREDIT_REASON_MAX } from '@/lib/validation/credit-note';
import { adminJson, answerMessage, readAnswer, SessionEndedError } from '../admin-api';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import { ConfirmDialog } from '../confirm-dialog';
import dialog from '../confirm-dialog.module.css';
import styles from './orders.module.css';

/** One line of the current invoice, with what can still be credited. */
export interface ReturnableLine {
  productId: string;
  name: string;
  invoiced: number;
  credited: number;
  left: number;
  unitPaise: Money;
}

/**
 * The current invoice's lines (the order's tax lines, which the invoice froze) with the units its
 * credit notes, and a note just issued that the order does not list yet, have reversed.
 */
export function returnableLines(order: Order, extra: OrderCreditNote | null = null): ReturnableLine[] {
  const invoice = order.invoice;
  if (!invoice || !order.tax) return [];
  const notes = order.creditNotes ?? [];
  const counted = extra && !notes.some((note) => note.number === extra.number) ? [...notes, extra] : notes;
  const credited = new Map<string, number>();
  for (const note of counted) {
    if (note.invoiceNumber !== invoice.number) continue;
    for (const line of note.lines ?? []) credited.set(line.productId, (credited.get(line.productId) ?? 0) + line.quantity);
  }
  return order.tax.lines.map((line) => {
    const done = credited.get(line.productId) ?? 0;
    return {
      productId: line.productId,
      name: line.name,
      invoiced: line.quantity,
      credited: done,
      left: Math.max(0, line.quantity - done),
      unitPaise: fromRupees(line.unitPrice),
    };
  });
}

export interface CreditDraft {
  lines: Array<{ productId: string; quantity: number; name: string; amountPaise: Money }>;
  reason: string;
}

/** The form's units and reason as a request, or the message for each field that is wrong. */
export function checkCreditForm(
  lines: readonly ReturnableLine[],
  units: Readonly<Record<string, string>>,
  reason: string,
): { draft: CreditDraft } | { errors: Partial<Record<string, string>> } {
  const errors: Partial<Record<string, string>> = {};
  const chosen: CreditDraft['lines'] = [];
  for (const line of lines) {
    const text = (units[line.productId] ?? '').trim();
    if (!text) continue;
    const quantity = Number(text);
    if (!/^\d+$/.test(text) || quantity > line.left) {
      errors[line.productId] = adminTexts.creditWholeUnits(line.name, line.left);
    } else if (quantity > 0) {
      chosen.push({ productId: line.productId, quantity, name: line.name, amountPaise: lineTotal(line.unitPaise, quantity) });
    }
  }
  if (Object.keys(errors).length === 0 && chosen.length === 0) errors.lines = adminTexts.creditNoUnits;
  const trimmed = reason.trim();
  if (!trimmed) errors.reason = adminTexts.creditReasonRequired;
  else if (trimmed.length > CREDIT_REASON_MAX) errors.reason = adminTexts.creditReasonTooLong(CREDIT_REASON_MAX);
  return Object.keys(errors).length > 0 ? { errors } : { draft: { lines: chosen, reason: trimmed } };
}

const noteUrl = (orderId: string, k: number) => `/api/orders/${orderId}/credit-notes/${k}`;

export function OrderCreditNotes({ order }: { order: Order }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [draft, setDraft] = useState<CreditDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The note just issued, counted until the refreshed order lists it.
  const [issued, setIssued] = useState<OrderCreditNote | null>(null);

  const notes = order.creditNotes ?? [];
  const invoice = order.invoice;
  if (!invoice && notes.length === 0) return null;
  const lines = returnableLines(order, issued);
  const canCredit = Boolean(invoice) && order.status !== 'cancelled' && lines.some((line) => line.left > 0);
  const issuedIndex = issued ? notes.findIndex((note) => note.number === issued.number) : -1;

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const checked = checkCreditForm(lines, units, reason);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field to fix takes the focus: a line's units, else (none entered) the first line, else the reason.
      const line =
        lines.find((candidate) => checked.errors[candidate.productId]) ?? (checked.errors.lines ? lines.find((candidate) => candidate.left > 0) : undefined);
      document.getElementById(line ? `${id}-units-${line.productId}` : `${id}-reason`)?.focus();
      return;
    }
    setErrors({});
    setDraft(checked.draft);
  }

  async function issue(request: CreditDraft) {
    setBusy(true);
    setProblem(null);
    try {
      const response = await adminJson(`/api/orders/${order._id}/credit-notes`, 'POST', {
        lines: request.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        reason: request.reason,
      });
      const body = await readAnswer(response);
      if (!response.ok || typeof body?.creditNoteNumber !== 'string') {
        const fields = (body?.errors ?? {}) as Partial<Record<string, string[]>>;
        if (fields.reason?.[0]) setErrors({ reason: fields.reason[0] });
        throw new Error(answerMessage(body) ?? adminTexts.creditFailed);
      }
      setIssued({
        number: body.creditNoteNumber,
        issuedAt: new Date().toISOString(),
        amount: toRupees(sumMoney(request.lines.map((line) => line.amountPaise))),
        invoiceNumber: invoice!.number,
        reason: request.reason,
        lines: request.lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
      });
      setUnits({});
      setReason('');
      setOpen(false);
      // The order list is read again, so the card lists the note with its PDF.
      router.refresh();
    } catch (error) {
      if (error instanceof SessionEndedError) throw error;
      setProblem(error instanceof Error ? error.message : adminTexts.creditFailed);
    } finally {
      setDraft(null);
      setBusy(false);
    }
  }

  const total = draft ? sumMoney(draft.lines.map((line) => line.amountPaise)) : ZERO_MONEY;

  return (
    <section className={styles.creditNotes} data-testid="order-credit-notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.itemsTitle}>
        {adminTexts.creditNotes}
      </h3>
      {notes.length > 0 && (
        <ul className={styles.noteList}>
          {notes.map((note, index) => (
            <li key={note.number} data-testid="credit-note">
              <span className="reference-number">{note.number}</span>{' '}
              {adminTexts.creditNoteListed(formatOrderDate(note.issuedAt), formatMoney(fromRupees(note.amount)))}{' '}
              <span className={styles.noteReason}>
                {note.reason}
                {invoice && note.invoiceNumber !== invoice.number ? ` (${adminTexts.creditNoteAgainst(note.invoiceNumber)})` : ''}
              </span>{' '}
              <a
                href={noteUrl(order._id, index + 1)}
                download
                className={`${ui.button} ${ui.small}`}
                aria-label={adminTexts.downloadCreditNoteLabel(note.number)}
              >
                {adminTexts.downloadCreditNote}
              </a>
            </li>
          ))}
        </ul>
      )}
      {issued && (
        <p role="status" className={styles.noteIssued} data-testid="credit-note-issued">
          <strong>{adminTexts.creditIssued(issued.number)}</strong>{' '}
          {issuedIndex >= 0 && (
            <a
              href={noteUrl(order._id, issuedIndex + 1)}
              download
              className={`${ui.button} ${ui.small}`}
              aria-label={adminTexts.downloadCreditNoteLabel(issued.number)}
            >
              {adminTexts.downloadIssuedCreditNote}
            </a>
          )}
        </p>
      )}
      {invoice && order.status !== 'cancelled' && !canCredit && notes.length > 0 && <p className={styles.invoiceBuyer}>{adminTexts.creditNothingLeft}</p>}
      {canCredit && !open && (
        <p>
          <button type="button" className={`${ui.buttonSecondary} ${ui.small}`} onClick={() => setOpen(true)}>
            {adminTexts.creditReturn}
          </button>
        </p>
      )}
      {canCredit && open && (
        <form className={styles.creditForm} onSubmit={review} noValidate aria-labelledby={`${id}-form-title`}>
          <h4 id={`${id}-form-title`} className={styles.itemsTitle}>
            {adminTexts.creditReturnTitle}
          </h4>
          <p className={styles.invoiceBuyer}>{adminTexts.creditReturnLead}</p>
          {lines.map((line) =>
            line.left > 0 ? (
              <div key={line.productId} className={dialog.field}>
                <label htmlFor={`${id}-units-${line.productId}`}>{adminTexts.creditUnits(line.name)}</label>
                <input
                  id={`${id}-units-${line.productId}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.left}
                  step={1}
                  value={units[line.productId] ?? ''}
                  placeholder="0"
                  aria-invalid={errors[line.productId] || errors.lines ? true : undefined}
                  aria-describedby={`${id}-hint-${line.productId}${errors[line.productId] ? ` ${id}-error-${line.productId}` : ''}${errors.lines ? ` ${id}-lines-error` : ''}`}
                  onChange={(event) => {
                    setUnits((current) => ({ ...current, [line.productId]: event.target.value }));
                    setErrors((current) => ({ ...current, [line.productId]: undefined, lines: undefined }));
                  }}
                />
                <span id={`${id}-hint-${line.productId}`} className={dialog.note}>
                  {adminTexts.creditUnitsHint(line.invoiced, line.credited, line.left)}
                </span>
                {errors[line.productId] && (
                  <span id={`${id}-error-${line.productId}`} className={styles.invoiceProblem}>
                    {errors[line.productId]}
                  </span>
                )}
              </div>
            ) : (
              <p key={line.productId} className={styles.invoiceBuyer}>
                {adminTexts.creditAllCredited(line.name, line.invoiced)}
              </p>
            ),
          )}
          {errors.lines && (
            <p id={`${id}-lines-error`} className={styles.invoiceProblem}>
              {errors.lines}
            </p>
          )}
          <div className={dialog.field}>
            <label htmlFor={`${id}-reason`}>{adminTexts.creditReason}</label>
            <input
              id={`${id}-reason`}
              type="text"
              value={reason}
              maxLength={CREDIT_REASON_MAX}
              required
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-hint ${id}-reason-error` : `${id}-reason-hint`}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            />
            <span id={`${id}-reason-hint`} className={dialog.note}>
              {adminTexts.creditReasonHint}
            </span>
            {errors.reason && (
              <span id={`${id}-reason-error`} className={styles.invoiceProblem}>
                {errors.reason}
              </span>
            )}
          </div>
          <div className={dialog.buttons}>
            <button
              type="button"
              className={ui.buttonSecondary}
              onClick={() => {
                setOpen(false);
                setErrors({});
                setProblem(null);
              }}
            >
              {adminTexts.cancel}
            </button>
            <button type="submit" className={ui.button} disabled={busy}>
              {busy ? adminTexts.creditIssuing : adminTexts.creditReview}
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className={styles.invoiceProblem}>
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={draft !== null}
        title={adminTexts.creditConfirmTitle(order.orderNumber)}
        confirmLabel={busy ? adminTexts.creditIssuing : adminTexts.creditIssue}
        busy={busy}
        onCancel={() => setDraft(null)}
        onConfirm={() => draft && void issue(draft)}
      >
        {draft && (
          <>
            <ul className={styles.noteList}>
              {draft.lines.map((line) => (
                <li key={line.productId}>{adminTexts.creditConfirmLine(line.quantity, line.name, formatMoney(line.amountPaise))}</li>
              ))}
            </ul>
            <p className={dialog.consequence}>{adminTexts.creditConfirmTotal(formatMoney(total), invoice?.number ?? '')}</p>
            <p>{adminTexts.creditConfirmReason(draft.reason)}</p>
            <p className={dialog.note}>{adminTexts.creditConfirmNote}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
