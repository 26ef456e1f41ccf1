/**
 * Money: whole paise, from the data layer to the formatter. `Money` is a branded number, so a rupee
 * float (or any plain number) cannot be passed where an amount is meant; amounts enter through the
 * constructors below and leave through `formatMoney`, `toRupees` (the JSON fields the spec fixes in
 * rupees and the stored rupee fields) or `rupeeString` (CSV cells, the UPI link).
 */
import { groupIndian } from './group-digits';

export type Money = number & { readonly __money: 'paise' };

export const ZERO_MONEY = 0 as Money;

/** Whole paise as Money, e.g. a tax figure stored in paise. Throws on anything but a safe integer. */
export function paise(amount: number): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole paise: ${amount}`);
  return amount as Money;
}

/**
 * Rupees (a price or total as stored or sent in JSON) to the nearest paisa, halves away from zero. The
 * product with 100 is read to 15 significant digits first, so a decimal like 1.005 (stored as
 * 1.00499999...) rounds as written, to 101 paise.
 */
export function fromRupees(rupees: number): Money {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  const scaled = Number(Math.abs(rupees * 100).toPrecision(15));
  const rounded = Math.round(scaled);
  return (rupees < 0 && rounded !== 0 ? -rounded : rounded) as Money;
}

/** Rupees as a number (at most two decimals): for the JSON fields and stored fields kept in rupees. */
export const toRupees = (money: Money): number => money / 100;

export function sumMoney(amounts: readonly Money[]): Money {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Money;
}

/** The unit price times the quantity: exact, as both are whole numbers. */
export const lineTotal = (unit: Money, quantity: number): Money => paise(unit * quantity);

/**
 * The one formatter, with Indian digit grouping.
 * - 'shop' (the default): with ₹; whole rupees show no decimals (₹4,999), an amount with paise always
 *   shows two (₹4,999.50, never ₹4,999.5).
 * - 'document' (tax invoices, credit notes, GST returns, their mails): no symbol (the column says Rs.),
 *   always two decimals: "1,20,000.50".
 */
export function formatMoney(money: Money, style: 'shop' | 'document' = 'shop'): string {
  const sign = money < 0 ? '-' : '';
  const abs = Math.abs(money);
  const rupees = groupIndian(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  if (style === 'document') return `${sign}${rupees}.${fraction}`;
  return `${sign}₹${rupees}${fraction === '00' ? '' : `.${fraction}`}`;
}

/**
 * A CSV cell: rupees with two decimals, "4999.50"; a negative amount (a credit note) as a number, which
 * the CSV writes plain (a text cell starting "-" would be escaped as a formula).
 */
export const csvMoney = (money: Money): string | number => (money < 0 ? toRupees(money) : rupeeString(money));

/** Rupees with exactly two decimals and no grouping, "4999.50": a CSV cell, the UPI link's amount. */
export function rupeeString(money: Money): string {
  const sign = money < 0 ? '-' : '';
  const abs = Math.abs(money);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// The stored rupee fields (a product's `price`, an order's `totalAmount` and its items' `price`) stay in
// rupees in the database and in the JSON the spec fixes; these are the one place they are read as Money.

/** A price or total stored in rupees, as Money. */
export const storedRupees = (rupees: number): Money => fromRupees(rupees);

/** An order line's (or cart line's) total: its stored rupee price times the quantity. */
export const itemTotal = (item: { price: number; quantity: number }): Money => lineTotal(storedRupees(item.price), item.quantity);
