import { describe, expect, it } from 'vitest';
import { formatOrderDate, indiaToday, startOfIndiaDay } from '@/lib/india-date';
import { formatRupees, lineTotal, sumMoney } from '@/lib/money';

describe('formatRupees: whole rupees without decimals, paise always with two (en-IN grouping)', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [7499, '₹7,499'],
    [123456, '₹1,23,456'],
    [4999, '₹4,999'],
    [4999.5, '₹4,999.50'],
    [4999.05, '₹4,999.05'],
    [12345678.5, '₹1,23,45,678.50'],
    [99.99, '₹99.99'],
    [0.1 + 0.2, '₹0.30'],
    [4999.999, '₹5,000'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('order arithmetic is paise-exact', () => {
  it('multiplies and sums without floating-point drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([lineTotal(7499.5, 2), lineTotal(2150, 1)])).toBe(17149);
  });
});

describe('formatOrderDate (spec 9: order dates dd/mm/yyyy)', () => {
  it('formats in India time', () => {
    expect(formatOrderDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    // 20:00 UTC on 31 Dec is already 1 Jan in Ludhiana.
    expect(formatOrderDate(new Date('2025-12-31T20:00:00Z'))).toBe('01/01/2026');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatOrderDate('not a date')).toBe('');
  });
});

describe('startOfIndiaDay: an India calendar day begins at 18:30 UTC the evening before', () => {
  it('is midnight in India, and indiaToday reads it back as the same day', () => {
    expect(startOfIndiaDay('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(indiaToday(startOfIndiaDay('2026-04-01'))).toBe('2026-04-01');
    expect(indiaToday(new Date(startOfIndiaDay('2026-04-01').getTime() - 1))).toBe('2026-03-31');
  });
});
