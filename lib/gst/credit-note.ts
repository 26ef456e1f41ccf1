/**
 * Credit notes (CGST Act section 34, Rule 53): their numbers and the tax they reverse.
 *
 * Numbers run CN/26-27/00001, ... per financial year in their own series (15 characters; at most 16).
 *
 * A note reverses units of the invoice's lines. So that every note of an invoice together reverse
 * exactly the invoice, to the paisa, a note's figures are differences of cumulative ones: for a line
 * of Q units of which n are reversed so far,
 *
 *   amount(n)        = unit price x n                                  (exact)
 *   taxable(n)       = round(line taxable value x n / Q), halves up
 *   SGST(n)          = round(line SGST x n / Q), halves up;  IGST(n) likewise
 *   CGST(n)          = amount(n) - taxable(n) - SGST(n) - IGST(n)
 *
 * and a note reversing units n+1..n+k carries figure(n+k) - figure(n). At n = Q every figure is the
 * line's own, so the notes of a fully reversed invoice add up to it exactly.
 */
import { lineTotal, paise, type Money } from '@/lib/money';
import { type FinancialYear, MAX_INVOICE_NUMBER_LENGTH } from './numbering';
import { sumTax, type TaxAmounts } from './tax';

export const CREDIT_NOTE_PREFIX = 'CN';

export function creditNoteNumber(year: FinancialYear, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Credit note sequence must be a positive whole number: ${seq}`);
  const number = `${CREDIT_NOTE_PREFIX}/${year.label}/${String(seq).padStart(5, '0')}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH) throw new RangeError(`Credit note number ${number} is longer than ${MAX_INVOICE_NUMBER_LENGTH} characters`);
  return number;
}

/** The id of the counters document that hands out a financial year's credit note numbers. */
export const creditNoteCounterId = (year: FinancialYear) => `credit-note-${year.startYear}`;

export interface CreditableLine extends TaxAmounts {
  productId: string;
  quantity: number;
  unitPaise: Money;
  rate: number;
}

const rounded = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

function cumulative(line: CreditableLine, n: number): TaxAmounts {
  const amount = lineTotal(line.unitPaise, n);
  const taxableValue = paise(rounded(line.taxableValue * n, line.quantity));
  const sgst = paise(rounded(line.sgst * n, line.quantity));
  const igst = paise(rounded(line.igst * n, line.quantity));
  return { amount, taxableValue, sgst, igst, cgst: paise(amount - taxableValue - sgst - igst) };
}

/** The figures of a note reversing `units` more units of `line`, of which `before` were reversed already. */
export function creditedPart(line: CreditableLine, before: number, units: number): TaxAmounts {
  if (!Number.isSafeInteger(units) || units < 1 || before < 0 || before + units > line.quantity) {
    throw new RangeError(`Cannot reverse ${units} more of ${line.quantity} units (${before} reversed already)`);
  }
  const upTo = cumulative(line, before + units);
  const until = cumulative(line, before);
  return {
    amount: paise(upTo.amount - until.amount),
    taxableValue: paise(upTo.taxableValue - until.taxableValue),
    cgst: paise(upTo.cgst - until.cgst),
    sgst: paise(upTo.sgst - until.sgst),
    igst: paise(upTo.igst - until.igst),
  };
}

export { sumTax };
