const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 123456.5 -> "₹1,23,456.5". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Paise-exact sum of price x quantity, so totals never drift by floating point. */
export function lineTotal(price: number, quantity: number): number {
  return Math.round(price * 100 * quantity) / 100;
}

export function sumMoney(amounts: readonly number[]): number {
  return Math.round(amounts.reduce((s, a) => s + Math.round(a * 100), 0)) / 100;
}
