/**
 * Indexes, and the demo catalogue of content/catalogue.ts (invented products, ratings and offers,
 * each stored with `demo: true`); safe to run twice.
 */
import 'server-only';
import { config } from '@/lib/server/platform/config.mjs';
import { seedCatalogue, type SeedProduct } from '@/content/catalogue';
import { connectToDatabase } from '@/lib/server/platform/db';
import { ALL_MODELS } from '@/models/all-models';
import { ProductModel } from '@/models/Product';
import { productSearchFields } from '@/lib/search-words';
import { DEFAULT_GST_RATE } from '@/lib/gst/slabs';

/**
 * Creates every model's indexes. Production connects with autoIndex off, so deploys run this once
 * (through `npm run seed`); the unique ones (admin email, order number, idempotency key) matter, and
 * the TTL indexes that sweep expired admin sessions, old
 * Web Vitals aggregates and the vitals guards' per-load and per-address records.
 */
export async function ensureIndexes(): Promise<void> {
  await connectToDatabase();
  await Promise.all(ALL_MODELS.map((model) => model.createIndexes()));
}

/** Round-robin over categories, so the newest-first listing opens with a mix rather than one category. */
function interleaveByCategory(products: readonly SeedProduct[]): SeedProduct[] {
  const groups = new Map<string, SeedProduct[]>();
  for (const product of products) groups.set(product.category, [...(groups.get(product.category) ?? []), product]);
  const queues = [...groups.values()];
  const ordered: SeedProduct[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) ordered.push(next);
    }
  }
  return ordered;
}

export interface SeedResult {
  inserted: number;
  skipped: boolean;
}

/**
 * Inserts the seed catalogue when the products collection is empty (or always with `force`).
 * Each product is upserted by name, so a second run, even a concurrent one, adds no duplicates and
 * never overwrites an admin's edits.
 */
export async function seedProducts(options: { force?: boolean } = {}): Promise<SeedResult> {
  await connectToDatabase();
  if (!options.force && (await ProductModel.estimatedDocumentCount()) > 0) return { inserted: 0, skipped: true };
  const now = Date.now();
  const ordered = interleaveByCategory(seedCatalogue);
  let inserted = 0;
  for (const [index, product] of ordered.entries()) {
    // Newest first in the listing follows the interleaved order.
    const createdAt = new Date(now - index * 60_000);
    const result = await ProductModel.updateOne(
      { name: product.name },
      {
        $setOnInsert: {
          // Every seeded kind of goods is taxed at 18% (content/catalogue.ts names each heading's source).
          gstRate: DEFAULT_GST_RATE,
          ...product,
          demo: true,
          ...productSearchFields(product),
          createdAt,
          updatedAt: createdAt,
        },
      },
      { upsert: true, timestamps: false },
    );
    inserted += result.upsertedCount;
  }
  return { inserted, skipped: false };
}

/**
 * Whether `npm run seed` loads the demo catalogue: always with `--demo`; without it only into the
 * embedded development database. A database named by MONGODB_URI, or NODE_ENV=production, is a
 * deployment's, and gets its indexes alone, so the invented products never go live by accident.
 */
export function demoCatalogueWanted(args: readonly string[], settings = config()): boolean {
  if (args.includes('--demo')) return true;
  return settings.NODE_ENV !== 'production' && !settings.MONGODB_URI;
}

/** How many demo products (seeded, never edited by an admin) the database still holds. */
export async function countDemoProducts(): Promise<number> {
  await connectToDatabase();
  return ProductModel.countDocuments({ demo: true });
}
