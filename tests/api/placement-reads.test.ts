/**
 * Placing an order reads each of its products once: one query of the products collection prices the
 * cart, gives the tax facts and says which lines' stock is counted; taking the units is a conditional
 * update per line, not another read. Every command mongoose sends during one POST /api/orders of a
 * 3-line cart is recorded (mongoose's debug hook, set for this placement only) with the app's call
 * site, so a failure names where each extra read comes from.
 */
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/lib/server/catalogue/products';
import { useTestDatabase } from '../helpers/database';
import { placeOrder } from '../helpers/place-order';

process.env.RATE_LIMIT_ORDER = '100000/600';
useTestDatabase();

const READS = new Set(['find', 'findOne', 'aggregate', 'countDocuments', 'estimatedDocumentCount', 'distinct']);

interface Command {
  collection: string;
  method: string;
  filter: unknown;
  /** The app's frames of the call (lib/ and app/), nearest first. */
  site: string[];
}

/** The product ids a filter names by `_id` (one id or `$in`); null when it names none (it reads any product). */
function idsOf(filter: unknown): string[] | null {
  const id = (filter as { _id?: unknown } | null)?._id;
  if (id == null) return null;
  if (typeof id === 'object' && id !== null && '$in' in id) return (id as { $in: unknown[] }).$in.map(String);
  return [String(id)];
}

function appFrames(stack: string): string[] {
  return stack
    .split('\n')
    .filter((line) => /\/(lib|app)\//.test(line) && !line.includes('node_modules'))
    .map((line) =>
      line
        .trim()
        .replace(/^at /, '')
        .replace(/\(?\/.*?\/(lib|app)\//, '$1/')
        .replace(/\)$/, ''),
    );
}

/** Runs `work` with every command mongoose sends recorded. */
async function recordCommands(work: () => Promise<unknown>): Promise<Command[]> {
  const commands: Command[] = [];
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    commands.push({ collection, method, filter: args[0], site: appFrames(new Error().stack ?? '') });
  });
  try {
    await work();
  } finally {
    mongoose.set('debug', false);
  }
  return commands;
}

describe('placing an order', () => {
  it('reads each product of a 3-line cart exactly once', async () => {
    const ids = await Promise.all(
      ['Receipt Printer', 'Barcode Scanner', 'Cash Drawer'].map(async (name, i) =>
        String((await createProduct({ name, category: 'POS Printer', price: 1000 + i, stock: 10, images: [], gstRate: 18, hsnCode: '84433210' })).product._id),
      ),
    );
    const commands = await recordCommands(() =>
      placeOrder([
        { _id: ids[0]!, quantity: 1 },
        { _id: ids[1]!, quantity: 2 },
        { _id: ids[2]!, quantity: 3 },
      ]),
    );
    // The placing did reach the products: each line's units were taken by one conditional update.
    const takes = commands.filter((command) => command.collection === 'products' && command.method === 'findOneAndUpdate');
    expect(takes.map((command) => idsOf(command.filter)?.[0]).sort()).toEqual([...ids].sort());

    const reads = commands.filter((command) => command.collection === 'products' && READS.has(command.method));
    // Every read names its products; none scans the catalogue.
    expect(reads.filter((read) => idsOf(read.filter) === null).map(({ method, site }) => ({ method, site }))).toEqual([]);
    for (const id of ids) {
      const readers = reads.filter((read) => idsOf(read.filter)?.includes(id)).map(({ method, site }) => ({ method, site: site.slice(0, 3) }));
      expect(readers, `reads of product ${id}`).toHaveLength(1);
      expect(readers[0]?.method).toBe('find');
    }
    // One query read all three.
    expect(reads).toHaveLength(1);
    expect(reads[0]!.site[0]).toMatch(/^readCart .*lib\/server\/orders\/lifecycle\.ts/);
  });
});
