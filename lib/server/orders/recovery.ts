/**
 * Recovery: finishes or undoes what a crashed process left half done, and logs each repair.
 *
 *   - A stock movement of an order (its `stockMove`, lib/server/catalogue/stock-movements.ts) older than `staleMs`:
 *     placing or reopening is undone (the lines taken, known by their marks, go back; a placed order
 *     that never got its units is removed, a reopened one stays cancelled); cancelling or deleting is
 *     finished (the lines not given yet are given, then the order's movement ends or it is deleted);
 *     so is a return's (units sent back, credited by a credit note).
 *   - A product's mark whose movement is no longer under way: cleared, or, when its order is gone
 *     (a placing undone while a line was being taken), the units it took go back.
 *   - Products stored before `stockReceived` was kept get their baseline.
 *   - Invoice numbers taken but never written (lib/server/orders/invoices.ts, `recoverInvoiceNumbers`), and
 *     shipped orders whose invoice was never issued.
 *   - Credit note numbers taken but never written (lib/server/orders/credit-notes.ts,
 *     `recoverCreditNoteNumbers`): the note recorded on its claim is written, or the number recorded void.
 *   - Cancelled orders whose invoice no credit note reverses (the process stopped between the cancel
 *     write and the cancellation note) get their note.
 *
 * Runs at start-up and every RECOVERY_INTERVAL_MS on each instance (lib/server/platform/start-up.ts); every step is
 * conditional and idempotent, so instances running it at once, or a process still finishing its own
 * movement, do no harm. `staleMs` keeps it away from movements a live request is still making.
 */
import 'server-only';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { logEvent } from '@/lib/server/platform/log';
import { recordMissingBaselines } from '@/lib/server/catalogue/stock-ledger';
import { clearMarks, finishGiving, takesUnits, undoTakes, type ProductStockRecord, type StockMove } from '@/lib/server/catalogue/stock-movements';
import { issueInvoice, recoverInvoiceNumbers } from '@/lib/server/orders/invoices';
import { fullyReversed, issueCancellationNote, recoverCreditNoteNumbers } from '@/lib/server/orders/credit-notes';
import { CLAIM_STALE_MS } from '@/lib/server/orders/invoices';
import type { OrderGstRecord } from '@/lib/server/tax/order-tax';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';

/** A movement or claim this old is taken to belong to a dead process. */
export const RECOVERY_STALE_MS = 60_000;
export const RECOVERY_INTERVAL_MS = 5 * 60_000;

export interface RecoveryReport {
  movementsUndone: number;
  movementsFinished: number;
  marksCleared: number;
  marksUndone: number;
  baselines: number;
  invoicesFinished: number;
  invoiceNumbersVoided: number;
  creditNotesFinished: number;
  creditNoteNumbersVoided: number;
  cancellationNotesIssued: number;
}

async function recoverMovements(staleMs: number, report: RecoveryReport): Promise<void> {
  const stale = await OrderModel.find({ 'stockMove.at': mongoose.trusted({ $lt: new Date(Date.now() - staleMs) }) }, { stockMove: 1, orderNumber: 1 }).lean<
    Array<{ _id: mongoose.Types.ObjectId; orderNumber: string; stockMove: StockMove }>
  >();
  for (const { _id, orderNumber, stockMove } of stale) {
    const move: StockMove = {
      ...stockMove,
      order: String(stockMove.order),
      lines: stockMove.lines.map((line) => ({ ...line, productId: String(line.productId) })),
    };
    if (takesUnits(move.kind)) {
      await undoTakes(move);
      if (move.kind === 'place') await OrderModel.deleteOne({ _id, 'stockMove.id': move.id });
      else await OrderModel.updateOne({ _id, 'stockMove.id': move.id }, { $unset: { stockMove: 1 } });
      report.movementsUndone += 1;
      logEvent('warn', 'stock_movement_undone', { order: orderNumber, kind: move.kind, lines: move.lines });
    } else {
      await finishGiving(move);
      report.movementsFinished += 1;
      logEvent('warn', 'stock_movement_finished', { order: orderNumber, kind: move.kind, lines: move.lines });
    }
  }
}

async function recoverMarks(report: RecoveryReport): Promise<void> {
  const marked = await ProductModel.find({ 'stockMoves.0': mongoose.trusted({ $exists: true }) }, { stockMoves: 1 }).lean<ProductStockRecord[]>();
  for (const product of marked) {
    for (const applied of product.stockMoves ?? []) {
      const order = await OrderModel.findById(applied.order, { 'stockMove.id': 1 }).lean<{ stockMove?: { id: string } | null }>();
      if (order?.stockMove?.id === applied.id) continue;
      const line = { productId: String(product._id), quantity: Math.abs(applied.quantity) };
      if (!order && applied.quantity < 0) {
        const [undone] = await undoTakes({ id: applied.id, kind: 'place', order: String(applied.order), lines: [line], at: new Date() });
        if (undone) {
          report.marksUndone += 1;
          logEvent('warn', 'stock_mark_undone', { product: line.productId, units: line.quantity, order: String(applied.order) });
        }
      } else {
        await clearMarks({ id: applied.id, lines: [line] });
        report.marksCleared += 1;
      }
    }
  }
}

/**
 * Shipped orders without an invoice (the process stopped between the status write and the issue, or
 * while it held the claim before taking a number) get it now: a stale claim that took no number is
 * dropped first. A claim that took one is finished by recoverInvoiceNumbers.
 */
async function recoverShippedWithoutInvoice(staleMs: number, report: RecoveryReport): Promise<void> {
  const before = new Date(Date.now() - staleMs);
  const orders = await OrderModel.find(
    { status: 'shipped', invoice: mongoose.trusted({ $exists: false }), updatedAt: mongoose.trusted({ $lt: before }) },
    { orderNumber: 1, invoiceClaim: 1 },
  ).lean<Array<{ _id: mongoose.Types.ObjectId; orderNumber: string; invoiceClaim?: { token: string; at: Date; seq?: number } | null }>>();
  for (const order of orders) {
    const claim = order.invoiceClaim;
    if (claim) {
      if (claim.seq != null || claim.at > before) continue;
      await OrderModel.updateOne(
        { _id: order._id, 'invoiceClaim.token': claim.token, 'invoiceClaim.seq': mongoose.trusted({ $exists: false }) },
        { $unset: { invoiceClaim: 1 } },
        { timestamps: false },
      );
    }
    const issued = await issueInvoice(String(order._id));
    if (issued?.created) {
      report.invoicesFinished += 1;
      logEvent('warn', 'invoice_issue_finished', { order: order.orderNumber, invoice: issued.invoiceNumber });
    }
  }
}

/**
 * Cancelled orders whose current invoice is not reversed in full (the process stopped after the
 * cancel write and before `settleCancelledInvoice` issued the note) get their cancellation note now.
 * An order with a credit note being issued (a live claim) or its units still moving is left to that.
 */
async function recoverCancelledWithoutNote(staleMs: number, report: RecoveryReport): Promise<void> {
  const orders = await OrderModel.find(
    {
      status: 'cancelled',
      'invoice.number': mongoose.trusted({ $type: 'string' }),
      stockMove: mongoose.trusted({ $exists: false }),
      updatedAt: mongoose.trusted({ $lt: new Date(Date.now() - staleMs) }),
    },
    { orderNumber: 1, 'invoice.number': 1, 'invoice.tax.lines': 1, 'creditNotes.invoiceNumber': 1, 'creditNotes.tax.lines': 1, creditClaim: 1 },
  ).lean<Array<Pick<OrderGstRecord, 'invoice' | 'creditNotes'> & { _id: mongoose.Types.ObjectId; orderNumber: string; creditClaim?: { at: Date } | null }>>();
  for (const order of orders) {
    if (fullyReversed(order)) continue;
    if (order.creditClaim && order.creditClaim.at.getTime() > Date.now() - CLAIM_STALE_MS) continue;
    try {
      const number = await issueCancellationNote(String(order._id));
      report.cancellationNotesIssued += 1;
      logEvent('warn', 'cancellation_note_issued', { order: order.orderNumber, invoice: order.invoice?.number, creditNote: number });
    } catch (error) {
      // Say a GSTIN went missing meanwhile: the next pass tries again.
      logEvent('error', 'cancellation_note_failed', { order: order.orderNumber, message: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** One pass of recovery; logs `recovery_repaired` with the counts when it repaired anything. */
export async function recover({ staleMs = RECOVERY_STALE_MS }: { staleMs?: number } = {}): Promise<RecoveryReport> {
  await connectToDatabase();
  const report: RecoveryReport = {
    movementsUndone: 0,
    movementsFinished: 0,
    marksCleared: 0,
    marksUndone: 0,
    baselines: 0,
    invoicesFinished: 0,
    invoiceNumbersVoided: 0,
    creditNotesFinished: 0,
    creditNoteNumbersVoided: 0,
    cancellationNotesIssued: 0,
  };
  await recoverMovements(staleMs, report);
  await recoverMarks(report);
  report.baselines = await recordMissingBaselines();
  Object.assign(report, await recoverInvoiceNumbers(staleMs));
  Object.assign(report, await recoverCreditNoteNumbers(staleMs));
  await recoverShippedWithoutInvoice(staleMs, report);
  await recoverCancelledWithoutNote(staleMs, report);
  if (Object.values(report).some((count) => count > 0)) logEvent('warn', 'recovery_repaired', { ...report });
  return report;
}

const globalRecovery = globalThis as typeof globalThis & { __sanvioRecovery?: NodeJS.Timeout };

/** Recovery now and every RECOVERY_INTERVAL_MS (once per process); a failed pass is logged and tried again at the next. */
export function startRecovery(): void {
  if (globalRecovery.__sanvioRecovery) return;
  const pass = () =>
    recover().catch((error: unknown) => logEvent('error', 'recovery_failed', { message: error instanceof Error ? error.message : String(error) }));
  void pass();
  globalRecovery.__sanvioRecovery = setInterval(pass, RECOVERY_INTERVAL_MS);
  globalRecovery.__sanvioRecovery.unref();
}
