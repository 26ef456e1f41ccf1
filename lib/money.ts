const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * ₹ with Indian digit grouping. Whole rupees show no decimals (₹4,999); an amount with paise always
 * shows two (₹4,999.50, never ₹4,999.5). Amounts are rounded to the paisa first.
 */
export function formatRupees(amount: number): string {
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

/** Paise-exact sum of price x quantity, so totals never drift by floating point. */
export function lineTotal(price: number, quantity: number): number {
  return Math.round(price * 100 * quantity) / 100;
}

export function sumMoney(amounts: readonly number[]): number {
  return Math.round(amounts.reduce((s, a) => s + Math.round(a * 100), 0)) / 100;
}
