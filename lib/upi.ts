/** The `upi://pay` link a phone's UPI app opens with the shop as payee and the order total filled in. */
import { site } from '@/content/site';
import { rupeeString, type Money } from '@/lib/money';

/** Percent-encodes a value; '@' stays literal because UPI ids contain it and some apps do not decode %40. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

export interface UpiPayment {
  /** Written in rupees with exactly two decimals. */
  amount: Money;
  /** Transaction note shown in the payer's app. */
  note?: string;
  payeeId?: string;
  payeeName?: string;
}

export function buildUpiLink({ amount, note, payeeId = site.upi.id, payeeName = site.upi.payee }: UpiPayment): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('A UPI amount must be a non-negative number.');
  const params: Array<[string, string]> = [
    ['pa', payeeId],
    ['pn', payeeName],
    ['am', rupeeString(amount)],
    ['cu', 'INR'],
  ];
  if (note) params.push(['tn', note]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&')}`;
}
