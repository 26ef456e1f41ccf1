import { describe, expect, it } from 'vitest';
import { groupIndian } from '@/lib/group-digits';

describe('groupIndian', () => {
  it('groups whole numbers as India writes them', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(2000)).toBe('2,000');
    expect(groupIndian(100000)).toBe('1,00,000');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(-1234)).toBe('-1,234');
  });

  it("agrees with Intl's en-IN grouping on every size of number", () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890, 98765, 500000, 1000000000];
    for (const n of samples) expect(groupIndian(n)).toBe(n.toLocaleString('en-IN', { maximumFractionDigits: 0 }));
  });
});
