import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { addDays, indiaToday, isCalendarDate, weekdayOf } from '@/lib/india-date';
import { anchoredPrefix, productSearchFields, queryWords } from '@/lib/search-words';
import { serviceRequestSchema } from '@/lib/validation/service-request';
import { orderTrackSchema, trackFormSchema } from '@/lib/validation/tracking';
import { orderView } from '@/lib/tracking-view';
import { orderWhatsAppLink, trackingUrl } from '@/lib/whatsapp';
import { trackedOrder } from '../helpers/tracked-order';

describe('search words', () => {
  it('splits on anything but letters and digits, lower-cased, once each', () => {
    expect(productSearchFields({ name: 'TVS RP-3200 Star', category: 'POS Printer', description: 'Star printer; 80mm.' })).toEqual({
      nameWords: ['tvs', 'rp', '3200', 'star'],
      searchWords: ['tvs', 'rp', '3200', 'star', 'pos', 'printer', '80mm'],
    });
  });

  it('reads a query as at most 8 words of its first 100 characters, none for punctuation only', () => {
    expect(queryWords('  Thermal  PRINTER ')).toEqual(['thermal', 'printer']);
    expect(queryWords('.* ( $where')).toEqual(['where']);
    expect(queryWords('!!! ---')).toEqual([]);
    expect(queryWords(`${'a'.repeat(99)} b`)).toEqual(['a'.repeat(99)]);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('escapes every regular-expression character of a prefix', () => {
    const source = anchoredPrefix('a.b*c(d)$[e]\\f');
    expect(new RegExp(source).test('a.b*c(d)$[e]\\fgh')).toBe(true);
    expect(new RegExp(source).test('axb*c(d)$[e]\\f')).toBe(false);
    expect(source.startsWith('^')).toBe(true);
  });
});

describe('tracking input', () => {
  it('takes the number in any case with spaces around it', () => {
    expect(orderTrackSchema.parse({ orderNumber: ' sv-7k2m9qx ', mobile: '9876543210' }).orderNumber).toBe('SV-7K2M9QX');
    expect(trackFormSchema.parse({ number: 'sr-4h8t2pb', mobile: '9876543210' }).number).toBe('SR-4H8T2PB');
  });

  it('refuses numbers not in the printed form, including letters the numbers never use', () => {
    for (const orderNumber of ['SV7K2M9QX', 'SV-7K2M9Q', 'SV-7K2M9QO', 'SR-7K2M9QX', 'SV-7K2M9QX1']) {
      expect(orderTrackSchema.safeParse({ orderNumber, mobile: '9876543210' }).success, orderNumber).toBe(false);
    }
  });
});

describe('repair booking dates, in India time', () => {
  const base = { name: 'A', mobile: '9876543210', deviceType: 'Other', brandModel: 'X', problem: 'Y', visit: 'drop-off' } as const;
  let monday = addDays(indiaToday(), 1);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);

  it('accepts a working day and treats empty optional fields as absent', () => {
    const parsed = serviceRequestSchema.parse({ ...base, preferredDate: monday, email: '', serialNumber: '  ', address: 'ignored for a drop-off' });
    expect(parsed.email).toBeUndefined();
    expect(parsed.serialNumber).toBeUndefined();
    expect(parsed.address).toBeUndefined();
  });

  it('refuses Sundays, past days and impossible dates', () => {
    expect(serviceRequestSchema.safeParse({ ...base, preferredDate: addDays(monday, -1) }).success).toBe(false);
    expect(serviceRequestSchema.safeParse({ ...base, preferredDate: addDays(indiaToday(), -1) }).success).toBe(false);
    expect(isCalendarDate('2031-02-29')).toBe(false);
    expect(isCalendarDate('2032-02-29')).toBe(true);
  });

  it('reports every problem at once: the address rule runs even when other fields failed', () => {
    const result = serviceRequestSchema.safeParse({ ...base, problem: '', visit: 'on-site', preferredDate: addDays(monday, -1) });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...fields].sort()).toEqual(['address', 'preferredDate', 'problem']);
  });

  it('takes today from India: 20:00 UTC is already the next day there', () => {
    expect(indiaToday(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(indiaToday(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-01');
  });
});

describe('WhatsApp order link', () => {
  it('opens a chat with the shop number and carries the number, items, total, payment and tracking URL, encoded', () => {
    const link = orderWhatsAppLink(
      { orderNumber: 'SV-7K2M9QX', items: [{ name: 'Roll & Ribbon #2', quantity: 3, price: 99.5 }], totalAmount: 298.5, paymentMethod: 'COD' },
      trackingUrl('https://www.sanvio.in/', 'SV-7K2M9QX'),
    );
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('SV-7K2M9QX');
    expect(text).toContain('Roll & Ribbon #2 × 3');
    expect(text).toContain('Total: ₹298.5');
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toContain('Track: https://www.sanvio.in/track-order?number=SV-7K2M9QX');
    expect(link.split('?text=')[1]).not.toMatch(/[&# \n]/);
  });
});

describe("the tracked order's payment line", () => {
  const tracked = (paymentMethod: 'COD' | 'Online', paid: boolean) =>
    orderView(
      {
        orderNumber: 'SV-7K2M9QX',
        placedAt: '2026-03-02T10:00:00Z',
        items: [{ name: 'Receipt Printer', quantity: 1, price: 7499 }],
        totalAmount: 7499,
        paymentMethod,
        paid,
        status: 'new',
        statusHistory: [{ status: 'new', at: '2026-03-02T10:00:00Z' }],
      },
      'https://www.sanvio.in',
    ).payment;

  it('says the method and whether the shop has the money, never both paid and not paid', () => {
    expect(tracked('Online', false)).toBe('UPI, payment not yet confirmed by the shop');
    expect(tracked('Online', true)).toBe('UPI, paid');
    expect(tracked('COD', false)).toBe('Cash on delivery, to be paid on delivery');
    expect(tracked('COD', true)).toBe('Cash on delivery, paid');
    for (const line of [tracked('Online', false), tracked('COD', false)]) expect(line).not.toMatch(/\bpaid online\b/);
  });
});

describe('the tracked order: skipped steps and the shipment', () => {
  const order = (status: 'new' | 'shipped' | 'delivered', history: Array<['new' | 'confirmed' | 'shipped' | 'delivered', string]>) =>
    trackedOrder({
      status,
      statusHistory: history.map(([s, at]) => ({ status: s, at })),
      ...(status !== 'new'
        ? { shipment: { courier: 'Delhivery', consignmentNumber: 'DL-1234567', trackingUrl: 'https://www.delhivery.com/track-v2/package/DL-1234567' } }
        : {}),
    });

  it('a step the order went past without entering is skipped, never "not yet"; steps ahead are not skipped', () => {
    const shipped = order('shipped', [
      ['new', '2026-03-02T10:00:00Z'],
      ['shipped', '2026-03-03T10:00:00Z'],
    ]).timeline;
    expect(shipped.map((step) => [step.label, step.at !== null, step.skipped ?? false])).toEqual([
      ['Placed', true, false],
      ['Confirmed', false, true],
      ['Shipped', true, false],
      ['Delivered', false, false],
    ]);
    const placed = order('new', [['new', '2026-03-02T10:00:00Z']]).timeline;
    expect(placed.some((step) => step.skipped)).toBe(false);
    const delivered = order('delivered', [
      ['new', '2026-03-02T10:00:00Z'],
      ['delivered', '2026-03-04T10:00:00Z'],
    ]).timeline;
    expect(delivered.filter((step) => step.skipped).map((step) => step.label)).toEqual(['Confirmed', 'Shipped']);
  });

  it('carries the courier, number and tracking link, and the WhatsApp message names them', () => {
    const view = order('shipped', [
      ['new', '2026-03-02T10:00:00Z'],
      ['shipped', '2026-03-03T10:00:00Z'],
    ]);
    expect(view.shipment).toEqual({
      courier: 'Delhivery',
      consignmentNumber: 'DL-1234567',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/DL-1234567',
    });
    const text = new URL(view.whatsAppUrl).searchParams.get('text') ?? '';
    expect(text).toContain('Shipped with Delhivery, consignment DL-1234567: https://www.delhivery.com/track-v2/package/DL-1234567');
  });
});
