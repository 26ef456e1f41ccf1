import { afterEach, describe, expect, it, vi } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin, normaliseGstin } from '@/lib/gst/gstin';
import { counterYear, financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { creditNoteCounterId } from '@/lib/gst/credit-note';
import { findState, INDIAN_STATES, stateByCode } from '@/lib/gst/states';
import { RECORDED_GST_RATES } from '@/lib/gst/slabs';
import { sumTax, supplyTypeFor, taxLine } from '@/lib/gst/tax';
import { formatMoney, fromRupees, paise, type Money } from '@/lib/money';
import { numberInWords, rupeesInWords } from '@/lib/gst/words';

/** Completes 14 characters with their check character. */
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('GSTIN', () => {
  it('accepts published GSTINs: the GST portal sample 27AAPFU0939F1ZV and 29AAGCB7383J1Z4', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it.each(['03ABCDE1234F1Z', '07AABCS1429B1Z', '33AAACH3311K1Z', '19ZZZZZ9999Z9Z', '06AAAAA0000A1Z'])(
    'a computed check character for %s validates',
    (first14) => {
      const gstin = withCheck(first14);
      expect(gstinProblem(gstin)).toBeNull();
    },
  );

  it('every other check character is refused as a checksum error', () => {
    const good = withCheck('03ABCDE1234F1Z');
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const candidate = good.slice(0, 14) + c;
      expect(gstinProblem(candidate)).toBe(c === good[14] ? null : 'checksum');
    }
  });

  it('a single changed character or swapped neighbours are caught', () => {
    const good = withCheck('27AAPFU0939F1Z');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('checksum');
    expect(gstinProblem('72AAPFU0939F1ZV')).toBe('checksum');
    expect(good).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    ['', 'format'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1ZVX', 'format'],
    ['27aapfu0939f1zv', 'format'],
    ['2AAAPFU0939F1ZV', 'format'],
    ['27AAPFU0939F1YV', 'format'],
    ['27AAPF10939F1ZV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
  ])('%j is not a GSTIN (%s)', (text, problem) => {
    expect(gstinProblem(text)).toBe(problem);
  });

  it('the first two digits must be the state code when one is given', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', '03')).toBe('state');
  });

  it('normalises spaces and casing the way people type it', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});

describe('states and union territories', () => {
  it('has the 28 states, 8 union territories and Other Territory (97) with unique two-digit codes', () => {
    expect(INDIAN_STATES).toHaveLength(37);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(37);
    expect(stateByCode('97')?.name).toBe('Other Territory');
    expect(findState('other territory')?.code).toBe('97');
    for (const state of INDIAN_STATES) expect(state.code).toMatch(/^\d{2}$/);
  });

  it('finds a state in any casing; Punjab is 03', () => {
    expect(findState('  pUNjab ')).toEqual({ name: 'Punjab', code: '03' });
    expect(findState('tamil   nadu')?.code).toBe('33');
    expect(findState('Atlantis')).toBeUndefined();
    expect(stateByCode('07')?.name).toBe('Delhi');
  });
});

/** A small deterministic generator, so a failing cart can be reproduced. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('tax per line', () => {
  it('splits a GST-inclusive ₹1,180 at 18%: taxable ₹1,000, CGST ₹90 + SGST ₹90, or IGST ₹180', () => {
    expect(taxLine({ unitPaise: paise(118_000), quantity: 1, rate: 18 }, 'intra-state')).toEqual({
      rate: 18,
      amount: 118_000,
      taxableValue: 100_000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
    });
    expect(taxLine({ unitPaise: paise(118_000), quantity: 1, rate: 18 }, 'inter-state')).toEqual({
      rate: 18,
      amount: 118_000,
      taxableValue: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
    });
  });

  it('rounds the taxable value to the nearest paisa, halves up, and gives an odd paisa of tax to CGST', () => {
    // 10000 x 100 / 105 = 9523.8... -> 9524; tax 476 -> 238 + 238.
    expect(taxLine({ unitPaise: paise(10_000), quantity: 1, rate: 5 }, 'intra-state')).toMatchObject({ taxableValue: 9524, cgst: 238, sgst: 238 });
    // 4999 x 3 = 14997; x 100 / 118 = 12709.32 -> 12709; tax 2288 -> 1144 + 1144.
    expect(taxLine({ unitPaise: paise(4999), quantity: 3, rate: 18 }, 'intra-state')).toMatchObject({
      amount: 14_997,
      taxableValue: 12_709,
      cgst: 1144,
      sgst: 1144,
    });
    // 101 x 100 / 112 = 90.178 -> 90; tax 11 -> CGST 6, SGST 5.
    expect(taxLine({ unitPaise: paise(101), quantity: 1, rate: 12 }, 'intra-state')).toMatchObject({ taxableValue: 90, cgst: 6, sgst: 5 });
    // 59 x 100 / 118 = 50 exactly.
    expect(taxLine({ unitPaise: paise(59), quantity: 1, rate: 18 }, 'inter-state')).toMatchObject({ taxableValue: 50, igst: 9 });
    // An exact half goes up: 14 x 100 / 112 = 12.5 -> 13; tax 1 -> CGST 1, SGST 0.
    expect(taxLine({ unitPaise: paise(14), quantity: 1, rate: 12 }, 'intra-state')).toMatchObject({ taxableValue: 13, cgst: 1, sgst: 0 });
  });

  it('at 0% the whole amount is taxable and no tax is charged', () => {
    expect(taxLine({ unitPaise: paise(12_345), quantity: 2, rate: 0 }, 'inter-state')).toMatchObject({ taxableValue: 24_690, igst: 0, cgst: 0, sgst: 0 });
  });

  it('refuses a unit price that is not whole paise', () => {
    expect(() => taxLine({ unitPaise: 10.5 as Money, quantity: 1, rate: 18 }, 'intra-state')).toThrow(RangeError);
  });

  it('in 2,000 random carts, every line and the order add up to the total to the paisa', () => {
    const next = random(20_260_401);
    for (let cart = 0; cart < 2000; cart += 1) {
      const supply = next() < 0.5 ? 'intra-state' : 'inter-state';
      const lineCount = 1 + Math.floor(next() * 20);
      const lines = Array.from({ length: lineCount }, () => {
        const unitPaise = fromRupees(Math.round(next() * 50_000_000) / 100);
        const quantity = 1 + Math.floor(next() * 99);
        const rate = RECORDED_GST_RATES[Math.floor(next() * RECORDED_GST_RATES.length)] ?? 18;
        return taxLine({ unitPaise, quantity, rate }, supply);
      });
      for (const line of lines) {
        expect(line.taxableValue + line.cgst + line.sgst + line.igst).toBe(line.amount);
        expect(Number.isInteger(line.taxableValue) && Number.isInteger(line.cgst) && Number.isInteger(line.sgst) && Number.isInteger(line.igst)).toBe(true);
        expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
        // The taxable value is the exact one rounded: within half a paisa.
        expect(Math.abs(line.taxableValue - (line.amount * 100) / (100 + line.rate))).toBeLessThanOrEqual(0.5);
        if (supply === 'inter-state') expect(line.cgst + line.sgst).toBe(0);
        else expect(line.igst).toBe(0);
      }
      const total = sumTax(lines);
      expect(total.taxableValue + total.cgst + total.sgst + total.igst).toBe(total.amount);
      expect(total.amount).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
    }
  });

  it('same state as the shop is intra-state; any other is inter-state', () => {
    expect(supplyTypeFor('03', '03')).toBe('intra-state');
    expect(supplyTypeFor('03', '07')).toBe('inter-state');
  });

  it('formats paise as rupees with Indian grouping', () => {
    expect(formatMoney(paise(12_000_050), 'document')).toBe('1,20,000.50');
    expect(formatMoney(paise(5), 'document')).toBe('0.05');
    expect(formatMoney(paise(123_456_789_00), 'document')).toBe('12,34,56,789.00');
  });
});

describe('amounts in words (Indian system)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [45, 'Forty Five'],
    [100, 'One Hundred'],
    [999, 'Nine Hundred Ninety Nine'],
    [1000, 'One Thousand'],
    [12_345, 'Twelve Thousand Three Hundred Forty Five'],
    [100_000, 'One Lakh'],
    [120_000, 'One Lakh Twenty Thousand'],
    [9_999_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [10_000_000, 'One Crore'],
    [123_456_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [1_000_000_000_000, 'One Lakh Crore'],
  ])('%d is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise as invoices do', () => {
    expect(rupeesInWords(paise(12_000_000))).toBe('Rupees One Lakh Twenty Thousand Only');
    expect(rupeesInWords(paise(12_034_550))).toBe('Rupees One Lakh Twenty Thousand Three Hundred Forty Five and Fifty Paise Only');
    expect(rupeesInWords(paise(99))).toBe('Ninety Nine Paise Only');
    expect(rupeesInWords(paise(100))).toBe('Rupees One Only');
  });

  it('one paisa is "One Paisa", two or more are "Paise"', () => {
    expect(rupeesInWords(paise(1))).toBe('One Paisa Only');
    expect(rupeesInWords(paise(101))).toBe('Rupees One and One Paisa Only');
    expect(rupeesInWords(paise(2))).toBe('Two Paise Only');
  });

  it('refuses fractions and negatives', () => {
    expect(() => rupeesInWords(1.5 as Money)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});

describe('invoice numbers by financial year (India time)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes year at midnight between 31 March and 1 April in India, not in UTC', () => {
    vi.useFakeTimers();
    // 31 March 2027, 23:59:59 in India (UTC+5:30).
    vi.setSystemTime(new Date('2027-03-31T18:29:59Z'));
    expect(financialYearOf().label).toBe('26-27');
    expect(invoiceNumber(financialYearOf(), 1)).toBe('SV/26-27/00001');
    vi.advanceTimersByTime(1000);
    // 1 April 2027, 00:00:00 in India, still 31 March in UTC.
    expect(new Date().toISOString().slice(0, 10)).toBe('2027-03-31');
    expect(financialYearOf().label).toBe('27-28');
    expect(invoiceNumber(financialYearOf(), 1)).toBe('SV/27-28/00001');
    expect(invoiceCounterId(financialYearOf())).toBe('invoice-2027');
  });

  it("a counter's id names its financial year, for invoices and credit notes alike", () => {
    const year = financialYearOf(new Date('2027-01-15T06:00:00Z'));
    expect(counterYear(invoiceCounterId(year))).toEqual(year);
    expect(counterYear(creditNoteCounterId(year))).toEqual({ startYear: 2026, label: '26-27' });
    expect(counterYear('invoice-2099')).toEqual({ startYear: 2099, label: '99-00' });
  });

  it('January to March belong to the year that began the April before', () => {
    expect(financialYearOf(new Date('2027-01-15T06:00:00Z'))).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2026-04-01T06:00:00Z'))).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2099-12-31T06:00:00Z')).label).toBe('99-00');
  });

  it('pads to five digits and never exceeds 16 characters', () => {
    const year = { startYear: 2026, label: '26-27' };
    expect(invoiceNumber(year, 42)).toBe('SV/26-27/00042');
    expect(invoiceNumber(year, 1_234_567)).toBe('SV/26-27/1234567');
    expect(invoiceNumber(year, 1_234_567).length).toBe(16);
    expect(() => invoiceNumber(year, 12_345_678)).toThrow(RangeError);
    expect(() => invoiceNumber(year, 0)).toThrow(RangeError);
  });
});
