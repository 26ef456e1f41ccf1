/**
 * The listing's and the product page's client code (each product card's buttons, the listing's links)
 * never reaches the whole text catalogue, lib/messages.ts (about 12 kB of script on
 * every listing and product page): it takes its few texts from lib/messages/shop.ts. Nor does the
 * contact form's, which takes its own from lib/messages/contact.ts. Followed
 * through every import, as the bundler does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { contactFormMessages } from '@/lib/messages/contact';
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

/**
 * Every project file reached from these, through value imports (type-only imports are erased), as far
 * as the browser gets them: not into a Server Actions module.
 */
function reachedFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // A 'use server' module reaches the browser as references to its actions, not as its code.
    if (/^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/.test(source)) continue;
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

describe("the contact form's client code", () => {
  it('reaches lib/messages/contact.ts and never the whole catalogue', () => {
    const reached = reachedFrom(['components/contact/contact-form.tsx']);
    expect(reached.has('lib/messages/contact.ts')).toBe(true);
    expect([...reached].filter((file) => file === 'lib/messages.ts' || file.startsWith('lib/messages/validation'))).toEqual([]);
  });

  it('shows the texts the catalogue has for it', () => {
    expect(messages.contact.invalidPhone).toBe('Please enter a valid 10-digit phone number.');
    expect(messages.contact.thankYouTitle).toBe('Thank You!');
    for (const key of Object.keys(contactFormMessages) as Array<keyof typeof contactFormMessages>) {
      expect(messages.contact[key]).toBe(contactFormMessages[key]);
    }
  });
});
