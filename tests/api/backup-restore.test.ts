/**
 * The restore drill (npm run backup / npm run restore, lib/server/platform/backup.ts): orders, their
 * tax invoices and credit notes (one for a cancelled order, one for returned units) are made through
 * the API, the database is backed up, wiped and restored, and then every collection's count, every
 * index, the invoice and credit-note PDFs byte for byte and the next invoice and credit-note numbers
 * (the counters restored: no gap, no repeat) are as before. A restore into a database that holds
 * anything is refused unless forced. One drill calls the library, the other runs the real
 * `npm run backup` and `npm run restore` scripts as the owner does.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as NOTE_PDF } from '@/app/api/orders/[id]/credit-notes/[k]/route';
import { POST as CREDIT } from '@/app/api/orders/[id]/credit-notes/route';
import { GET as GET_INVOICE, POST as ISSUE } from '@/app/api/orders/[id]/invoice/route';
import { PATCH } from '@/app/api/orders/[id]/route';
import { creditNoteCounterId, creditNoteNumber } from '@/lib/gst/credit-note';
import { financialYearOf, invoiceCounterId, invoiceNumber } from '@/lib/gst/numbering';
import { backupDatabase, restoreDatabase, RestoreRefusedError } from '@/lib/server/platform/backup';
import { CounterModel } from '@/models/Counter';
import { ProductModel } from '@/models/Product';
import { useTestDatabase } from '../helpers/database';
import { placeOrder } from '../helpers/place-order';
import { runNpmScript } from '../helpers/run-npm-script';
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

const year = () => financialYearOf(new Date());

/** The shop as the drill leaves it before the loss, and what must be the same after the restore. */
interface Shop {
  token: string;
  orders: string[];
  printer: string;
  counts: Record<string, number>;
  indexes: Record<string, string[]>;
  invoicePdfs: Buffer[];
  notePdfs: Buffer[];
}

/** An admin's session and the shop's API, as the admin pages call it. */
function shopApi(token: string) {
  const issue = async (id: string) => {
    const response = await ISSUE(request(`/api/orders/${id}/invoice`, { method: 'POST', token }), withId(id));
    expect(response.status).toBe(201);
    return (await bodyOf(response)).invoiceNumber as string;
  };
  const cancel = async (id: string) => {
    const response = await PATCH(request(`/api/orders/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } }), withId(id));
    expect(response.status).toBe(200);
  };
  const credit = async (id: string, productId: string, quantity: number) => {
    const response = await CREDIT(
      request(`/api/orders/${id}/credit-notes`, { method: 'POST', token, body: { lines: [{ productId, quantity }], reason: 'Returned unused' } }),
      withId(id),
    );
    expect(response.status).toBe(201);
    return (await bodyOf(response)).creditNoteNumber as string;
  };
  const invoicePdf = async (id: string) => {
    const response = await GET_INVOICE(request(`/api/orders/${id}/invoice`, { token }), withId(id));
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdf;
  };
  const notePdf = async (id: string, k: number) => {
    const response = await NOTE_PDF(request(`/api/orders/${id}/credit-notes/${k}`, { token }), { params: Promise.resolve({ id, k: String(k) }) });
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdf;
  };
  return { issue, cancel, credit, invoicePdf, notePdf };
}

/**
 * Five orders, four invoiced; the first cancelled after its invoice (a cancellation credit note), the
 * second with one of its two units returned (a credit note for returned units).
 */
async function makeShop(): Promise<Shop> {
  await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).createIndexes()));
  const { token } = await signedInAdmin();
  const api = shopApi(token);
  const printer = String(
    (
      await ProductModel.create({
        name: 'Receipt Printer',
        category: 'POS Printer',
        price: 7499.5,
        hsnCode: '84433210',
        gstRate: 18,
        stock: 50,
        stockReceived: 50,
      })
    )._id,
  );
  const orders = [];
  for (let i = 0; i < 5; i += 1) orders.push((await placeOrder([{ _id: printer, quantity: 1 + (i % 2) }], { fullName: `Buyer ${i}` }))._id);
  const numbers = [];
  for (const id of orders.slice(0, 4)) numbers.push(await api.issue(id));
  expect(numbers).toEqual([1, 2, 3, 4].map((seq) => invoiceNumber(year(), seq)));
  await api.cancel(orders[0]!);
  expect(await api.credit(orders[1]!, printer, 1)).toBe(creditNoteNumber(year(), 2));

  const counts = await everyCount();
  expect(counts).toMatchObject({ orders: 5, products: 1, counters: expect.any(Number) });
  const noted = await db()
    .collection('orders')
    .find({ 'creditNotes.0': { $exists: true } }, { projection: { _id: 1, 'creditNotes.number': 1 } })
    .toArray();
  expect(noted.map((order) => [String(order._id), (order.creditNotes as Array<{ number: string }>).map((note) => note.number)]).sort()).toEqual(
    [
      [orders[0], [creditNoteNumber(year(), 1)]],
      [orders[1], [creditNoteNumber(year(), 2)]],
    ].sort(),
  );
  return {
    token,
    orders,
    printer,
    counts,
    indexes: await everyIndex(),
    invoicePdfs: await Promise.all(orders.slice(0, 4).map(api.invoicePdf)),
    notePdfs: [await api.notePdf(orders[0]!, 1), await api.notePdf(orders[1]!, 1)],
  };
}

/** After the restore: the same counts, indexes and PDFs, and both numberings go on with no gap and no repeat. */
async function expectRestored(shop: Shop): Promise<void> {
  expect(await everyCount()).toEqual(shop.counts);
  expect(await everyIndex()).toEqual(shop.indexes);
  // The same session still works (its record came back), and each document's PDF is the same bytes.
  const api = shopApi(shop.token);
  const invoicePdfs = await Promise.all(shop.orders.slice(0, 4).map(api.invoicePdf));
  for (const [i, pdf] of invoicePdfs.entries()) expect(pdf.equals(shop.invoicePdfs[i]!)).toBe(true);
  const notePdfs = [await api.notePdf(shop.orders[0]!, 1), await api.notePdf(shop.orders[1]!, 1)];
  for (const [i, pdf] of notePdfs.entries()) expect(pdf.equals(shop.notePdfs[i]!)).toBe(true);
  // The numberings go on where they stopped: the next invoice is the 5th, the next credit note the 3rd.
  expect((await CounterModel.findById(invoiceCounterId(year())).lean())?.seq).toBe(4);
  expect((await CounterModel.findById(creditNoteCounterId(year())).lean())?.seq).toBe(2);
  expect(await api.issue(shop.orders[4]!)).toBe(invoiceNumber(year(), 5));
  expect(await api.credit(shop.orders[3]!, shop.printer, 1)).toBe(creditNoteNumber(year(), 3));
  await api.cancel(shop.orders[2]!);
  const cancelled = await db()
    .collection('orders')
    .findOne({ _id: new mongoose.Types.ObjectId(shop.orders[2]) }, { projection: { 'creditNotes.number': 1 } });
  expect(cancelled?.creditNotes).toEqual([{ number: creditNoteNumber(year(), 4) }]);
  expect(await api.issue((await placeOrder([{ _id: shop.printer, quantity: 1 }]))._id)).toBe(invoiceNumber(year(), 6));
}

/** The database is lost: nothing of it is left. */
async function loseDatabase(): Promise<void> {
  await db().dropDatabase();
  expect(await everyCount()).toEqual({});
}

beforeEach(() => db().dropDatabase());

describe('backup and restore', () => {
  it('brings back orders, invoices, credit notes, their PDFs byte for byte and both numberings, with no gap and no repeat', async () => {
    const shop = await makeShop();

    // The backup: one compressed archive, its counts those of the database.
    const backup = await backupDatabase(db(), dir);
    expect(backup.counts).toEqual(shop.counts);
    expect(statSync(backup.file).size).toBeGreaterThan(0);
    const lines = gunzipSync(readFileSync(backup.file)).toString('utf8').trim().split('\n');
    expect(lines.at(-1)).toContain('"end":true');

    await loseDatabase();

    // A database that holds anything is refused, and left as it is; force empties it first.
    await db().collection('products').insertOne({ name: 'Made after the loss' });
    await expect(restoreDatabase(db(), backup.file)).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(await everyCount()).toEqual({ products: 1 });
    expect(await restoreDatabase(db(), backup.file, { force: true })).toEqual(shop.counts);

    await expectRestored(shop);
  }, 180_000);

  it('npm run backup and npm run restore <archive>, as the owner runs them: refused on a non-empty database without --force', async () => {
    const shop = await makeShop();
    const database = db().databaseName;
    const backupDir = mkdtempSync(path.join(dir, 'scripts-'));

    const backup = await runNpmScript('backup', [], { BACKUP_DIR: backupDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const printed = backup.stdout.trim().split('\n');
    const archive = /^backup: (\S+) \(/.exec(printed.at(-1) ?? '')?.[1];
    expect(archive).toBeTruthy();
    expect(path.dirname(archive!)).toBe(backupDir);
    expect(path.basename(archive!)).toMatch(new RegExp(`^sanvio-${database}-.*\\.jsonl\\.gz$`));
    // It prints each collection's count: those of the database.
    const counted = Object.fromEntries(printed.slice(0, -1).map((line) => [line.split(/\s+/)[0], Number(line.split(/\s+/)[1])]));
    expect(counted).toEqual(shop.counts);

    await loseDatabase();
    await db().collection('products').insertOne({ name: 'Made after the loss' });

    // Without --force: exit 1, the reason on stderr, and the database left as it is.
    const refused = await runNpmScript('restore', [archive!]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `restore failed: The database ${database} is not empty (products). Restore into an empty database, or pass --force to delete what it holds first.`,
    );
    expect(refused.stdout).toBe('');
    expect(await everyCount()).toEqual({ products: 1 });

    const restored = await runNpmScript('restore', [archive!, '--force']);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const restoredLines = restored.stdout.trim().split('\n');
    expect(restoredLines.at(-1)).toBe(`restore: ${archive} into ${database}; every count matches the archive.`);
    expect(Object.fromEntries(restoredLines.slice(0, -1).map((line) => [line.split(/\s+/)[0], Number(line.split(/\s+/)[1])]))).toEqual(shop.counts);

    await expectRestored(shop);
  }, 300_000);
});
