/**
 * Invoice numbers: consecutive within a financial year (1 April to 31 March, India time), written
 * PREFIX/YY-YY/NNNNN, e.g. SV/26-27/00001 (14 characters; the GST rules allow at most 16).
 */
import { indiaToday } from '@/lib/india-date';

export const INVOICE_PREFIX = 'SV';
export const MAX_INVOICE_NUMBER_LENGTH = 16;

export interface FinancialYear {
  /** The calendar year it starts in (April). */
  startYear: number;
  /** "26-27". */
  label: string;
}

/** The financial year a moment falls in, by the date in India. */
export function financialYearOf(moment: Date = new Date()): FinancialYear {
  const today = indiaToday(moment);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** The financial year that starts in April of `startYear`. */
export function financialYearStarting(startYear: number): FinancialYear {
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return { startYear, label: `${yy(startYear)}-${yy(startYear + 1)}` };
}

/** The financial year of a counter document's id (`invoice-2026`, `credit-note-2026`). */
export const counterYear = (counterId: string): FinancialYear => financialYearStarting(Number(counterId.slice(counterId.lastIndexOf('-') + 1)));

/** The number of the seq-th invoice of a financial year. */
export function invoiceNumber(year: FinancialYear, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Invoice sequence must be a positive whole number: ${seq}`);
  const number = `${INVOICE_PREFIX}/${year.label}/${String(seq).padStart(5, '0')}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH) throw new RangeError(`Invoice number ${number} is longer than ${MAX_INVOICE_NUMBER_LENGTH} characters`);
  return number;
}

/** The id of the counters document that hands out a financial year's numbers. */
export const invoiceCounterId = (year: FinancialYear) => `invoice-${year.startYear}`;
