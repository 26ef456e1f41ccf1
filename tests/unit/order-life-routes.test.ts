/**
 * An order's life has one home, lib/server/orders/lifecycle.ts: routes and Server Actions under app/
 * only call it. This walks every module under app/ and fails when one imports, from anywhere, a
 * function that issues an order's documents (an invoice, a credit note) or moves an order's stock
 * itself, or reaches those modules through a namespace import. The admin's own stock movement of a
 * product (`adjustStock`, POST /api/products/{id}/stock) is no part of an order's life; an order's
 * routes may not use it either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Functions only the lifecycle module (and recovery) may call. */
const ORDER_LIFE_ONLY = [
  'issueInvoice',
  'issueCreditNote',
  'issueCancellationNote',
  'applyTakes',
  'applyGives',
  'undoTakes',
  'finishGiving',
  'clearMarks',
  'newStockMove',
];
/** Modules whose namespace would hand those functions out. */
const GUARDED_MODULES = ['@/lib/server/orders/invoices', '@/lib/server/orders/credit-notes', '@/lib/server/catalogue/stock-movements'];

function moduleFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The imports of a module: each imported name (as exported) with its source, and namespace or dynamic imports. */
function importsOf(source: string): Array<{ name: string; from: string }> {
  const found: Array<{ name: string; from: string }> = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?([^'"]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, clause = '', from = ''] = match;
    const named = /\{([^}]*)\}/.exec(clause);
    for (const part of named?.[1]?.split(',') ?? []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) found.push({ name, from });
    }
    if (/\*\s+as\s+\w+/.test(clause)) found.push({ name: '*', from });
  }
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ name: '*', from: match[1]! });
  return found;
}

/** What a module under app/ must not import, as "name from source". */
function refused(file: string, source: string): string[] {
  const orderRoute = file.split(path.sep).includes('orders');
  return importsOf(source)
    .filter(({ name, from }) => ORDER_LIFE_ONLY.includes(name) || (name === '*' && GUARDED_MODULES.includes(from)) || (orderRoute && name === 'adjustStock'))
    .map(({ name, from }) => `${name} from ${from}`);
}

describe('routes and Server Actions only call the order lifecycle', () => {
  it('tells a refused import from an allowed one, however it is written', () => {
    const route = path.join('app', 'api', 'orders', '[id]', 'route.ts');
    expect(refused(route, "import { findInvoice, issueInvoice } from '@/lib/server/orders/invoices';")).toEqual([
      'issueInvoice from @/lib/server/orders/invoices',
    ]);
    expect(refused(route, "import {\n  issueCreditNote as credit,\n} from '@/lib/server/orders/credit-notes';")).toEqual([
      'issueCreditNote from @/lib/server/orders/credit-notes',
    ]);
    expect(refused(route, "import * as notes from '@/lib/server/orders/credit-notes';")).toEqual(['* from @/lib/server/orders/credit-notes']);
    expect(refused(route, "const m = await import('@/lib/server/catalogue/stock-movements');")).toEqual(['* from @/lib/server/catalogue/stock-movements']);
    expect(refused(route, "import { adjustStock } from '@/lib/server/catalogue/stock-movements';")).toEqual([
      'adjustStock from @/lib/server/catalogue/stock-movements',
    ]);
    expect(
      refused(path.join('app', 'api', 'products', '[id]', 'stock', 'route.ts'), "import { adjustStock } from '@/lib/server/catalogue/stock-movements';"),
    ).toEqual([]);
    expect(refused(route, "import { changeOrder, issueOrderInvoice } from '@/lib/server/orders/lifecycle';")).toEqual([]);
  });

  it('no module under app/ issues an invoice or a credit note or moves an order’s stock itself', () => {
    const root = path.join(process.cwd(), 'app');
    const files = moduleFiles(root);
    const found = files.flatMap((file) =>
      refused(path.relative(process.cwd(), file), readFileSync(file, 'utf8')).map((what) => `${path.relative(process.cwd(), file)}: ${what}`),
    );
    expect(found).toEqual([]);
    // The walk found the app's modules, among them the routes that issue documents through the lifecycle.
    expect(files.length).toBeGreaterThan(50);
    const lifecycleCallers = files.filter((file) => readFileSync(file, 'utf8').includes("from '@/lib/server/orders/lifecycle'"));
    expect(lifecycleCallers.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining([path.join('api', 'orders', '[id]', 'invoice', 'route.ts'), path.join('api', 'orders', '[id]', 'credit-notes', 'route.ts')]),
    );
  });
});
