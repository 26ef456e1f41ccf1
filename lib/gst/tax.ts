/**
 * GST on an order, computed from GST-inclusive prices, all in whole paise. The rounding rule (one
 * rule, applied per line):
 *
 *   line amount   = unit price in paise x quantity                (exact: prices are whole paise)
 *   taxable value = line amount x 100 / (100 + rate), rounded to the nearest paisa, halves up
 *   tax           = line amount - taxable value                    (so every line adds up exactly)
 *   IGST          = tax                                            (supply to another state)
 *   CGST          = tax - SGST, SGST = floor(tax / 2)              (same state: an odd paisa goes to CGST)
 *
 * The order's figures are the sums of its lines, so taxable value + CGST + SGST + IGST is the order
 * total to the paisa, whatever the cart.
 */
import { lineTotal, paise, sumMoney, ZERO_MONEY, type Money } from '@/lib/money';

export type SupplyType = 'intra-state' | 'inter-state';

export interface TaxLineInput {
  /** GST-inclusive unit price. */
  unitPaise: Money;
  quantity: number;
  rate: number;
}

/** The five figures of a line's or a document's tax; the order schema's (models/order-tax-fields.ts) are these keys. */
export const TAX_AMOUNT_KEYS = ['amount', 'taxableValue', 'cgst', 'sgst', 'igst'] as const;
export type TaxAmountKey = (typeof TAX_AMOUNT_KEYS)[number];

/**
 * A line's or a document's tax: `amount` is the GST-inclusive amount. Money (whole paise) everywhere but
 * the order JSON, which gives them in rupees (`TaxAmounts<number>` there).
 */
export type TaxAmounts<N = Money> = Record<TaxAmountKey, N>;

export interface TaxLine extends TaxAmounts {
  rate: number;
}

/** n / d rounded to the nearest whole number, halves up, in integers (n >= 0, d > 0). */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

export function taxLine(line: TaxLineInput, supply: SupplyType): TaxLine {
  if (!Number.isSafeInteger(line.unitPaise) || line.unitPaise < 0) throw new RangeError(`Unit price must be whole paise: ${line.unitPaise}`);
  const amount = lineTotal(line.unitPaise, line.quantity);
  const taxableValue = paise(divideRounded(amount * 100, 100 + line.rate));
  const tax = paise(amount - taxableValue);
  if (supply === 'inter-state') return { rate: line.rate, amount, taxableValue, cgst: ZERO_MONEY, sgst: ZERO_MONEY, igst: tax };
  const sgst = paise(Math.floor(tax / 2));
  return { rate: line.rate, amount, taxableValue, cgst: paise(tax - sgst), sgst, igst: ZERO_MONEY };
}

/** The one tax sum: each figure of the lines (or documents) added up, exact in paise. */
export function sumTax(lines: readonly TaxAmounts[]): TaxAmounts {
  const total = { amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const line of lines) for (const key of TAX_AMOUNT_KEYS) total[key] += line[key];
  return { amount: paise(total.amount), taxableValue: paise(total.taxableValue), cgst: paise(total.cgst), sgst: paise(total.sgst), igst: paise(total.igst) };
}

/** Each figure negated: a credit note's figures, counted against the invoices. */
export const negatedTax = <T extends TaxAmounts>(amounts: T): T => ({
  ...amounts,
  amount: paise(-amounts.amount),
  taxableValue: paise(-amounts.taxableValue),
  cgst: paise(-amounts.cgst),
  sgst: paise(-amounts.sgst),
  igst: paise(-amounts.igst),
});

/** The GST of a line or document: CGST + SGST + IGST. */
export const gstOf = (amounts: TaxAmounts): Money => sumMoney([amounts.cgst, amounts.sgst, amounts.igst]);

/** Same state as the shop: CGST + SGST; any other: IGST. */
export const supplyTypeFor = (shopStateCode: string, placeOfSupplyCode: string): SupplyType =>
  shopStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';
