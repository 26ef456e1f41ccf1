/**
 * The demo catalogue is opt-in outside development: `npm run seed` creates the indexes, and loads the
 * invented products only with --demo into a deployment's database. Seeded products are marked
 * `demo: true`, and a production server's start-up (instrumentation.ts) warns with their count.
 */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import { seedCatalogue } from '@/content/catalogue';
import type { Config } from '@/lib/server/platform/config.mjs';
import { logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { updateProduct } from '@/lib/server/catalogue/products';
import { countDemoProducts, demoCatalogueWanted, seedProducts } from '@/lib/server/catalogue/seed';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { runSeed } from '../helpers/run-seed';

useTestDatabase();
beforeEach(() => clearCollections());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('npm run seed', () => {
  it('against a deployment database creates the indexes and no products; with --demo it loads the demo catalogue', async () => {
    const plain = await runSeed([], { NODE_ENV: 'production' });
    expect(plain.code, plain.output).toBe(0);
    expect(plain.output).toContain('Add --demo to load it anyway.');
    expect(await ProductModel.countDocuments()).toBe(0);
    const indexes = await mongoose.connection.collection('orders').indexes();
    expect(indexes.some((index) => index.unique && 'orderNumber' in index.key)).toBe(true);

    const demo = await runSeed(['--demo'], { NODE_ENV: 'production' });
    expect(demo.code, demo.output).toBe(0);
    expect(await ProductModel.countDocuments({ demo: true })).toBe(seedCatalogue.length);
  }, 120_000);

  it('loads the demo catalogue only with --demo, or into the embedded development database', () => {
    const settings = (values: Partial<Config>) => ({ NODE_ENV: 'development', MONGODB_URI: undefined, ...values }) as Config;
    expect(demoCatalogueWanted([], settings({}))).toBe(true);
    expect(demoCatalogueWanted([], settings({ MONGODB_URI: 'mongodb://db.example:27017/sanvio' }))).toBe(false);
    expect(demoCatalogueWanted([], settings({ NODE_ENV: 'production' }))).toBe(false);
    expect(demoCatalogueWanted(['--demo'], settings({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.example:27017/sanvio' }))).toBe(true);
  });
});

describe('demo products', () => {
  it("are marked when seeded; an admin edit makes one the shop's own", async () => {
    await seedProducts();
    expect(await countDemoProducts()).toBe(seedCatalogue.length);
    await ProductModel.create({ name: 'Our Own Cash Drawer', category: 'Cash Drawers', price: 3500 });
    expect(await countDemoProducts()).toBe(seedCatalogue.length);
    const first = await ProductModel.findOne({ demo: true }).lean();
    await updateProduct(String(first!._id), { price: 4999 });
    expect(await countDemoProducts()).toBe(seedCatalogue.length - 1);
  });

  it("are counted in a production server's start-up warning, read from the database", async () => {
    await seedProducts();
    await ProductModel.deleteMany({ demo: true, name: mongoose.trusted({ $ne: seedCatalogue[0]!.name }) });
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('LOG_SILENT', '');
    const warn = vi.spyOn(logOutput.stderr, 'write').mockImplementation(() => true);
    // The start-up logs other lines too (the first-admin setup code while there is no admin).
    const demoLines = () =>
      warn.mock.calls
        .map((call) => JSON.parse(String(call[0])) as { level: string; event: string; demoProducts: number; message: string })
        .filter((line) => line.event.startsWith('demo_products'));
    await register();
    await expect.poll(() => demoLines().length).toBe(1);
    const [line] = demoLines();
    expect(line).toMatchObject({ level: 'warn', event: 'demo_products_in_place', demoProducts: 1 });
    expect(line!.message).toMatch(/^1 product in the database is the invented demo catalogue/);

    await ProductModel.deleteMany({});
    warn.mockClear();
    const { warnAboutDemoProducts } = await import('@/lib/server/catalogue/demo-products');
    await warnAboutDemoProducts();
    expect(demoLines()).toEqual([]);
  });
});
