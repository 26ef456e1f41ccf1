import { describe, expect, it } from 'vitest';
import { orderListQuery } from '@/lib/admin-list-query';
import { newReferenceNumber } from '@/lib/server/platform/reference-number';

describe("the admin Orders screen's ?order= filter", () => {
  it('takes the order numbers the shop writes, in any casing', () => {
    for (let i = 0; i < 50; i += 1) {
      const number = newReferenceNumber('SV');
      expect(orderListQuery({ order: number.toLowerCase() }).order).toBe(number);
    }
  });

  it('ignores a number with a letter the shop never writes (I, L, O, U) or the repair prefix', () => {
    for (const order of ['SV-ABCI234', 'SV-L234567', 'SV-O234567', 'SV-U234567', 'SR-ABC1234', 'SV-ABC123']) {
      expect(orderListQuery({ order }), order).toEqual({ page: 1 });
    }
  });
});
