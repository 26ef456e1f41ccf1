import { describe, expect, it } from 'vitest';
import { formatOrderDate, indiaToday, startOfIndiaDay } from '@/lib/india-date';

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
