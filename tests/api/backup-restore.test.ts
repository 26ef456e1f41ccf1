/**
 * The restore drill (npm run backup / npm run restore, lib/server/platform/backup.ts): orders and their
 * tax invoices are made through the API, the database is backed up, wiped and restored, and then
 * every collection's count, every index, the invoice PDFs byte for byte and the next invoice number
 * (the counters restored: no gap, no repeat) are as before. A restore into a database that holds
 * anything is refused unless forced.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as GET_INVOICE, POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { backupDatabase, restoreDatabase, RestoreRefusedError } from '@/lib/server/platform/backup';
import { CounterModel } from '@/models/Counter';
import { ProductModel } from '@/models/Product';
import { useTestDatabase } from '../helpers/database';
import { placeOrder } from '../helpers/place-order';
import { bodyOf, request, signedInAdmin, withId } from './http';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

const dir = mkdtempSync(path.join(tmpdir(), 'sanvio-backup-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const db = () => mongoose.connection.db!;

async function everyCount(): Promise<Record<string, number>> {
  const names = (await db().listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name).sort();
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await db().collection(name).countDocuments();
  return counts;
}

async function everyIndex(): Promise<Record<string, string[]>> {
  const names = (await db().listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name).sort();
  const indexes: Record<string, string[]> = {};
  for (const name of names) indexes[name] = (await db().collection(name).indexes()).map((index) => `${index.name}${index.unique ? ' unique' : ''}`).sort();
  return indexes;
}

describe('backup and restore', () => {
  it('brings back orders, invoices, their PDFs byte for byte and the invoice numbering, with no gap and no repeat', async () => {
    await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).createIndexes()));
    const { token } = await signedInAdmin();
    const printer = await ProductModel.create({ name: 'Receipt Printer', category: 'POS Printer', price: 7499.5, hsnCode: '84433210', gstRate: 18, stock: 50 });
    const place = async (i: number) => (await placeOrder([{ _id: String(printer._id), quantity: 1 + (i % 2) }], { fullName: `Buyer ${i}` }))._id;
    const issue = async (id: string) => {
      const response = await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));
      expect(response.status).toBe(201);
      return (await bodyOf(response)).invoiceNumber as string;
    };
    const pdfOf = async (id: string) => {
      const response = await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id));
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const year = financialYearOf(new Date());

    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await place(i));
    const numbers = [];
    for (const id of orders.slice(0, 3)) numbers.push(await issue(id));
    expect(numbers).toEqual([1, 2, 3].map((seq) => invoiceNumber(year, seq)));
    const pdfs = await Promise.all(orders.slice(0, 3).map(pdfOf));
    const counts = await everyCount();
    const indexes = await everyIndex();
    expect(counts).toMatchObject({ orders: 5, products: 1, counters: expect.any(Number) });

    // The backup: one compressed archive, its counts those of the database.
    const backup = await backupDatabase(db(), dir);
    expect(backup.counts).toEqual(counts);
    expect(statSync(backup.file).size).toBeGreaterThan(0);
    const lines = gunzipSync(readFileSync(backup.file)).toString('utf8').trim().split('\n');
    expect(lines.at(-1)).toContain('"end":true');

    // The database is lost.
    await db().dropDatabase();
    expect(await everyCount()).toEqual({});

    // A database that holds anything is refused, and left as it is; --force empties it first.
    await db().collection('products').insertOne({ name: 'Made after the loss' });
    await expect(restoreDatabase(db(), backup.file)).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(await everyCount()).toEqual({ products: 1 });
    expect(await restoreDatabase(db(), backup.file, { force: true })).toEqual(counts);

    expect(await everyCount()).toEqual(counts);
    expect(await everyIndex()).toEqual(indexes);
    // The same session still signs in (its record came back), and each invoice's PDF is the same bytes.
    const restoredPdfs = await Promise.all(orders.slice(0, 3).map(pdfOf));
    for (const [i, pdf] of restoredPdfs.entries()) expect(pdf.equals(pdfs[i]!)).toBe(true);
    // The numbering goes on where it stopped: the next invoice is the 4th, never a repeat or a gap.
    expect((await CounterModel.findById(invoiceCounterId(year)).lean())?.seq).toBe(3);
    expect(await issue(orders[3]!)).toBe(invoiceNumber(year, 4));
    expect(await issue(await place(9))).toBe(invoiceNumber(year, 5));
  }, 180_000);
});
