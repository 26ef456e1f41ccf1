import { describe, expect, it } from 'vitest';
import {
  csvMoney,
  formatMoney,
  fromRupees,
  itemTotal,
  lineTotal,
  paise,
  rupeeString,
  storedRupees,
  sumMoney,
  toRupees,
  ZERO_MONEY,
  type Money,
} from '@/lib/money';

describe('fromRupees: to the nearest paisa, halves away from zero', () => {
  it.each([
    [4999, 499_900],
    [4999.5, 499_950],
    [0.1 + 0.2, 30],
    // Decimals that binary floating point stores just below the half still round as written.
    [1.005, 101],
    [4999.995, 500_000],
    [0.015, 2],
    [2.675, 268],
    [1.004, 100],
    [1.0049, 100],
    [-1.005, -101],
    [-0.004, 0],
    [0, 0],
  ])('%d rupees -> %d paise', (rupees, expected) => {
    expect(fromRupees(rupees)).toBe(expected);
  });

  it('never answers minus zero', () => {
    expect(Object.is(fromRupees(-0.001), 0)).toBe(true);
  });

  it('refuses what is not an amount', () => {
    expect(() => fromRupees(Number.NaN)).toThrow(RangeError);
    expect(() => fromRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => paise(1.5)).toThrow(RangeError);
  });

  it('reads back through toRupees', () => {
    expect(toRupees(fromRupees(4999.5))).toBe(4999.5);
    expect(toRupees(storedRupees(0.1 + 0.2))).toBe(0.3);
  });
});

describe('sums and line totals are exact', () => {
  it('adds 10,000 lines of ₹0.10 to exactly ₹1,000', () => {
    const lines = Array.from({ length: 10_000 }, () => fromRupees(0.1));
    expect(sumMoney(lines)).toBe(100_000);
    // The same sum in rupee floats drifts.
    expect(Array.from({ length: 10_000 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(1000);
  });

  it('multiplies a unit price by the quantity', () => {
    expect(lineTotal(fromRupees(0.1), 3)).toBe(30);
    expect(sumMoney([lineTotal(fromRupees(7499.5), 2), lineTotal(fromRupees(2150), 1)])).toBe(1_714_900);
    expect(itemTotal({ price: 4999.99, quantity: 3 })).toBe(1_499_997);
    expect(sumMoney([])).toBe(ZERO_MONEY);
  });
});

describe('formatMoney: one formatter, Indian grouping', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [4999, '₹4,999'],
    [4999.5, '₹4,999.50'],
    [4999.05, '₹4,999.05'],
    [99.99, '₹99.99'],
    [100_000, '₹1,00,000'],
    [123_456, '₹1,23,456'],
    [12_345_678.5, '₹1,23,45,678.50'],
    [4999.999, '₹5,000'],
  ])('shop: %d rupees -> %s', (rupees, text) => {
    expect(formatMoney(fromRupees(rupees))).toBe(text);
  });

  it('documents: no symbol, always two decimals', () => {
    expect(formatMoney(paise(12_000_050), 'document')).toBe('1,20,000.50');
    expect(formatMoney(paise(5), 'document')).toBe('0.05');
    expect(formatMoney(paise(123_456_789_00), 'document')).toBe('12,34,56,789.00');
    expect(formatMoney(paise(-1_234_50), 'document')).toBe('-1,234.50');
  });
});

describe('rupee strings for CSV cells and the UPI link', () => {
  it('writes two decimals without grouping', () => {
    expect(rupeeString(fromRupees(4999.5))).toBe('4999.50');
    expect(rupeeString(fromRupees(100_000))).toBe('100000.00');
    expect(rupeeString(paise(5))).toBe('0.05');
    expect(rupeeString(paise(-5))).toBe('-0.05');
  });

  it('gives a CSV a negative amount as a number', () => {
    expect(csvMoney(paise(123_450))).toBe('1234.50');
    expect(csvMoney(paise(-123_450))).toBe(-1234.5);
  });
});

describe('Money is not a plain number', () => {
  it('refuses a rupee float where Money is meant (checked by the type checker)', () => {
    const rupees = 4999.5;
    // @ts-expect-error A plain number (here rupees) is not Money: it must go through fromRupees or paise.
    const wrong: Money = rupees;
    // @ts-expect-error formatMoney takes Money only.
    expect(typeof formatMoney(rupees)).toBe('string');
    expect(wrong).toBe(rupees);
    expect(formatMoney(fromRupees(rupees))).toBe('₹4,999.50');
  });
});
