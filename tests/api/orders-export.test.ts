/**
 * GET /api/orders/export: the accountant's CSV. India-time days, one row per order line, a UTF-8 BOM,
 * plain-number amounts, formula-injection escaping, and a stream read from a cursor.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as EXPORT } from '@/app/api/orders/export/route';
import { csvCell } from '@/lib/csv';
import { EXPORT_COLUMNS } from '@/lib/server/orders/orders-csv';
import { OrderModel } from '@/models/Order';
import mongoose from 'mongoose';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { readStream, request, signedInAdmin } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

const productId = () => new mongoose.Types.ObjectId();

async function order(createdAt: string, change: Record<string, unknown> = {}) {
  const doc = await OrderModel.create({
    orderNumber: `SV-${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    fullName: 'Asha Verma',
    address: '12 Mall Road, Ludhiana',
    mobile: '9876543210',
    email: 'asha@example.in',
    paymentMethod: 'COD',
    items: [{ productId: productId(), name: 'TVS RP 3160 Gold', price: 7499.5, quantity: 2 }],
    totalAmount: 14999,
    ...change,
  });
  // timestamps set createdAt on create; put the order on the day the test wants.
  await OrderModel.collection.updateOne({ _id: doc._id }, { $set: { createdAt: new Date(createdAt) } });
  return doc;
}

async function download(query: string, token: string) {
  const response = await EXPORT(request(`/api/orders/export${query}`, { token }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

/** Parses the CSV this endpoint writes (quoted cells, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('GET /api/orders/export', () => {
  it('answers CSV with a UTF-8 BOM, the header and one row per order line, dates as dd/mm/yyyy India time', async () => {
    const { token } = await signedInAdmin();
    await order('2026-11-02T06:00:00Z', {
      fullName: 'राम कुमार',
      paymentMethod: 'Online',
      transactionId: 'UPI123456',
      paid: true,
      status: 'confirmed',
      items: [
        { productId: productId(), name: 'Barcode scanner, USB', price: 1999, quantity: 1 },
        { productId: productId(), name: 'Label roll "50x25"', price: 120.5, quantity: 3 },
      ],
      totalAmount: 2360.5,
    });
    const { response, bytes, text } = await download('?from=2026-11-01&to=2026-11-30', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-01-to-2026-11-30.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [
        expect.stringMatching(/^SV-/),
        '02/11/2026',
        'confirmed',
        'Yes',
        'Online',
        'UPI123456',
        'राम कुमार',
        '9876543210',
        'asha@example.in',
        '12 Mall Road, Ludhiana',
        'Barcode scanner, USB',
        '1',
        '1999',
        '1999',
        '2360.5',
        ...Array<string>(11).fill(''),
      ],
      [
        expect.stringMatching(/^SV-/),
        '02/11/2026',
        'confirmed',
        'Yes',
        'Online',
        'UPI123456',
        'राम कुमार',
        '9876543210',
        'asha@example.in',
        '12 Mall Road, Ludhiana',
        'Label roll "50x25"',
        '3',
        '120.5',
        '361.5',
        '2360.5',
        ...Array<string>(11).fill(''),
      ],
    ]);
  });

  it('counts days in India time: 23:59 IST on the last day is in, 00:00 IST the next day is out', async () => {
    const { token } = await signedInAdmin();
    await order('2026-10-31T18:29:59Z', { orderNumber: 'SV-BEFORE' }); // 31/10 23:59:59 IST
    await order('2026-10-31T18:30:00Z', { orderNumber: 'SV-FIRST' }); // 01/11 00:00 IST
    await order('2026-11-30T18:29:59Z', { orderNumber: 'SV-LAST' }); // 30/11 23:59:59 IST
    await order('2026-11-30T18:30:00Z', { orderNumber: 'SV-AFTER' }); // 01/12 00:00 IST
    const rows = parseCsv((await download('?from=2026-11-01&to=2026-11-30', token)).text.slice(1));
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['SV-FIRST', '01/11/2026'],
      ['SV-LAST', '30/11/2026'],
    ]);
  });

  it('escapes cells that begin with = + - @ tab or CR, and quotes commas, quotes and line breaks', async () => {
    const { token } = await signedInAdmin();
    await order('2026-11-05T06:00:00Z', {
      fullName: '=HYPERLINK("http://evil.example","Click")',
      address: '+91 Main Road\nLudhiana',
      email: '@evil.example',
      items: [{ productId: productId(), name: '-2+3', price: 10, quantity: 1 }],
      totalAmount: 10,
    });
    const { text } = await download('?from=2026-11-01&to=2026-11-30', token);
    const row = parseCsv(text.slice(1))[1]!;
    expect(row[6]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[9]).toBe("'+91 Main Road\nLudhiana");
    expect(row[8]).toBe("'@evil.example");
    expect(row[10]).toBe("'-2+3");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('answers only the header for a range without orders', async () => {
    const { token } = await signedInAdmin();
    const { text } = await download('?from=2020-01-01&to=2020-01-31', token);
    expect(parseCsv(text.slice(1))).toEqual([[...EXPORT_COLUMNS]]);
  });

  it.each([
    ['no dates', ''],
    ['a missing to', '?from=2026-11-01'],
    ['a malformed date', '?from=01/11/2026&to=2026-11-30'],
    ['an impossible date', '?from=2026-02-30&to=2026-03-01'],
    ['from after to', '?from=2026-12-01&to=2026-11-01'],
    ['an operator', '?from[$gt]=&to=2026-11-01'],
    ['a range of decades', '?from=1990-01-01&to=2026-01-01'],
  ])('refuses %s with 400 JSON', async (_case, query) => {
    const { token } = await signedInAdmin();
    const response = await EXPORT(request(`/api/orders/export${query}`, { token }));
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string');
  });

  it('streams: 1,000 orders arrive in several chunks, each order in date order', async () => {
    const { token } = await signedInAdmin();
    const base = Date.parse('2026-11-10T00:00:00Z');
    await OrderModel.collection.insertMany(
      Array.from({ length: 1000 }, (_, i) => ({
        orderNumber: `SV-${String(i).padStart(7, '0')}`,
        fullName: 'Bulk Buyer',
        address: 'Ludhiana',
        mobile: '9876543210',
        email: 'bulk@example.in',
        paymentMethod: 'COD',
        items: [{ productId: productId(), name: 'Roll', price: 10, quantity: 1 }],
        totalAmount: 10,
        status: 'new',
        paid: false,
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    );
    const response = await EXPORT(request('/api/orders/export?from=2026-11-01&to=2026-11-30', { token }));
    const { chunks, text } = await readStream(response);
    expect(chunks).toBeGreaterThan(2);
    const numbers = parseCsv(text.slice(1))
      .slice(1)
      .map((row) => row[0]);
    expect(numbers).toHaveLength(1000);
    expect(numbers).toEqual([...numbers].sort());
  });
});
