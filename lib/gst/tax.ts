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
export type SupplyType = 'intra-state' | 'inter-state';

export interface TaxLineInput {
  /** GST-inclusive unit price in paise. */
  unitPaise: number;
  quantity: number;
  rate: number;
}

/** The five figures of a line's or a document's tax; the order schema's (models/order-tax-fields.ts) are these keys. */
export const TAX_AMOUNT_KEYS = ['amount', 'taxableValue', 'cgst', 'sgst', 'igst'] as const;
export type TaxAmountKey = (typeof TAX_AMOUNT_KEYS)[number];

/**
 * A line's or a document's tax: `amount` is the GST-inclusive amount. In paise everywhere but the order
 * JSON, which gives them in rupees (`TaxAmounts<number>` there).
 */
export type TaxAmounts<N = number> = Record<TaxAmountKey, N>;

export interface TaxLine extends TaxAmounts {
  rate: number;
}

/** Rupees (a number with at most two decimals) to whole paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** n / d rounded to the nearest whole number, halves up, in integers (n >= 0, d > 0). */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

export function taxLine(line: TaxLineInput, supply: SupplyType): TaxLine {
  if (!Number.isSafeInteger(line.unitPaise) || line.unitPaise < 0) throw new RangeError(`Unit price must be whole paise: ${line.unitPaise}`);
  const amount = line.unitPaise * line.quantity;
  const taxableValue = divideRounded(amount * 100, 100 + line.rate);
  const tax = amount - taxableValue;
  if (supply === 'inter-state') return { rate: line.rate, amount, taxableValue, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { rate: line.rate, amount, taxableValue, cgst: tax - sgst, sgst, igst: 0 };
}

export function sumTax(lines: readonly TaxAmounts[]): TaxAmounts {
  const total: TaxAmounts = { amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const line of lines) {
    total.amount += line.amount;
    total.taxableValue += line.taxableValue;
    total.cgst += line.cgst;
    total.sgst += line.sgst;
    total.igst += line.igst;
  }
  return total;
}

/** Same state as the shop: CGST + SGST; any other: IGST. */
export const supplyTypeFor = (shopStateCode: string, placeOfSupplyCode: string): SupplyType =>
  shopStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';

/** Whole paise as rupees with two decimals and Indian grouping, no symbol: 12000050 is "1,20,000.50". */
export function paiseAsRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toString();
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest ? `${rest},${last3}` : last3}.${String(abs % 100).padStart(2, '0')}`;
}
