/**
 * The listing's and the product page's client code (each product card's buttons, the listing's links)
 * never reaches the whole text catalogue, lib/messages.ts (about 12 kB of script on
 * every listing and product page): it takes its few texts from lib/messages/shop.ts. Followed
 * through every import, as the bundler does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { shopMessages } from '@/lib/messages/shop';

const root = path.resolve(__dirname, '../..');
const ENTRIES = ['components/shop/product-action-buttons.tsx', 'components/shop/listing-link.tsx'];

/** The project script an import names; null for a package or a stylesheet. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base || base.endsWith('.css')) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')]) {
    if (/\.(ts|tsx|mjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`${path.relative(root, from)} imports ${specifier}, which names no script`);
}

/** Every project file reached from these, through value imports (type-only imports are erased). */
function reachedFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return new Set([...seen].map((file) => path.relative(root, file)));
}

describe("the listing's and product page's client code", () => {
  it('reaches lib/messages/shop.ts and never the whole catalogue', () => {
    const reached = reachedFrom(ENTRIES);
    expect(reached.has('lib/messages/shop.ts')).toBe(true);
    expect(reached.has('lib/cart/cart-store.ts')).toBe(true);
    expect([...reached].filter((file) => file === 'lib/messages.ts' || file.startsWith('lib/messages/validation'))).toEqual([]);
  });

  it("never reaches the WhatsApp links or the shop's facts: the out-of-stock link is made on the server", () => {
    const reached = reachedFrom(ENTRIES);
    expect([...reached].filter((file) => file === 'lib/whatsapp.ts' || file.startsWith('content/'))).toEqual([]);
  });

  it('shows the texts the catalogue has for them', () => {
    expect(messages.products.loading).toBe(shopMessages.listingLoading);
    expect(messages.products.addedToCart('Scanner')).toBe('Scanner added to cart!');
    expect(messages.cart.quantityLimit).toMatch(/^Quantity can be at most \d+ per item\.$/);
    expect(shopMessages.quantityLimit).toBe(messages.cart.quantityLimit);
  });
});
