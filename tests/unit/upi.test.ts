import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { buildUpiLink } from '@/lib/upi';
import { fromRupees, paise, type Money } from '@/lib/money';

describe('UPI payment link', () => {
  it('names the shop as payee and carries the exact amount in INR with two decimals', () => {
    const link = buildUpiLink({ amount: fromRupees(13200), note: 'Order at Sanvio Technologies' });
    const url = new URL(link);
    expect(url.protocol).toBe('upi:');
    expect(link.startsWith('upi://pay?')).toBe(true);
    expect(url.searchParams.get('pa')).toBe(site.upi.id);
    expect(url.searchParams.get('pn')).toBe(site.upi.payee);
    expect(url.searchParams.get('am')).toBe('13200.00');
    expect(url.searchParams.get('cu')).toBe('INR');
    expect(url.searchParams.get('tn')).toBe('Order at Sanvio Technologies');
  });

  it('keeps paise exact (no floating-point tails)', () => {
    expect(new URL(buildUpiLink({ amount: fromRupees(0.1 + 0.2) })).searchParams.get('am')).toBe('0.30');
    expect(new URL(buildUpiLink({ amount: fromRupees(4999.5) })).searchParams.get('am')).toBe('4999.50');
  });

  it('percent-encodes names and notes but keeps the @ of the UPI id readable', () => {
    const link = buildUpiLink({ amount: fromRupees(1), payeeId: 'shop@okaxis', payeeName: 'A & B Traders', note: 'Order #12 = paid?' });
    expect(link).toContain('pa=shop@okaxis');
    expect(link).toContain('pn=A%20%26%20B%20Traders');
    expect(link).toContain('tn=Order%20%2312%20%3D%20paid%3F');
    expect(new URL(link).searchParams.get('tn')).toBe('Order #12 = paid?');
  });

  it('leaves the note out when there is none', () => {
    expect(buildUpiLink({ amount: fromRupees(5) })).not.toContain('tn=');
  });

  it('refuses a negative or non-finite amount', () => {
    expect(() => buildUpiLink({ amount: paise(-100) })).toThrow(RangeError);
    expect(() => buildUpiLink({ amount: Number.NaN as Money })).toThrow(RangeError);
  });
});
