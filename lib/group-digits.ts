/**
 * A whole number with Indian digit grouping: 12345678 is "1,23,45,678", 2000 is "2,000".
 * Written out rather than with toLocaleString('en-IN'): a browser builds its first Intl number format
 * slowly (50-130 ms on this machine's Chromium, on the main thread), and a form that shows its
 * character limit would pay that while it hydrates.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},${last3}` : last3}`;
}
