/**
 * npm run stock:check (scripts/stock-check.ts), run as the owner runs it, in a child process against
 * this file's database: exit 0 and its summary while every tracked product balances (stock + units
 * held by live orders = stockReceived), exit 1 naming the one product whose stock was changed behind
 * the ledger's back.
 */
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '@/lib/server/catalogue/products';
import { ProductModel } from '@/models/Product';
import { useTestDatabase } from '../helpers/database';
import { placeOrder } from '../helpers/place-order';
import { runNpmScript } from '../helpers/run-npm-script';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

const product = async (name: string, stock: number) =>
  String((await createProduct({ name, category: 'POS Printer', price: 4999, stock, images: [], gstRate: 18, hsnCode: '84433210' })).product._id);

let printer = '';
let scanner = '';
beforeAll(async () => {
  printer = await product('Receipt Printer', 10);
  scanner = await product('Barcode Scanner', 8);
  // Untracked (no stock): not counted.
  await createProduct({ name: 'Repair Visit', category: 'POS Printer', price: 500, images: [], gstRate: 18, hsnCode: '998713' });
  // Orders hold units, so the balance is stock + held, not the stock alone.
  await placeOrder([
    { _id: printer, quantity: 3 },
    { _id: scanner, quantity: 1 },
  ]);
  await placeOrder([{ _id: printer, quantity: 2 }]);
});

describe('npm run stock:check', () => {
  it('exits 0 and reports every tracked product balanced when stock + held = received', async () => {
    expect(await ProductModel.findById(printer, { stock: 1 }).lean()).toMatchObject({ stock: 5 });
    const run = await runNpmScript('stock:check');
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toContain('UNBALANCED');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('stock:check: 2 tracked products, 0 unbalanced.');
    expect(run.code).toBe(0);
  }, 120_000);

  it('exits 1 and names the one product whose stock no longer adds up', async () => {
    // Two units vanish from the shelf without a movement (what a lost write would leave).
    await mongoose.connection.db!.collection('products').updateOne({ _id: new mongoose.Types.ObjectId(printer) }, { $inc: { stock: -2 } });
    const run = await runNpmScript('stock:check');
    const lines = run.stdout.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('UNBALANCED'))).toEqual([
      `UNBALANCED ${printer} Receipt Printer: stock 3 + held 5 = 8, received 10 (-2 off)`,
    ]);
    expect(run.stdout).not.toContain(scanner);
    expect(lines.at(-1)).toBe('stock:check: 2 tracked products, 1 unbalanced.');
    expect(run.code).toBe(1);
  }, 120_000);
});
