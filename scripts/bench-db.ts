/**
 * `npm run bench:db`: Godown's throughput at the shop's scale, through Mongoose like the app.
 * Not a test: it prints timings. Runs Godown in memory, in this process (as in tests).
 */
import mongoose, { Schema } from 'mongoose';
import { startGodown } from '@sanvio/godown';

const CATEGORIES = 16;
const PAGE_SIZE = 8;

const Product = mongoose.model(
  'BenchProduct',
  new Schema(
    {
      name: String,
      slug: { type: String, unique: true },
      category: { type: String, index: true },
      price: Number,
      description: String,
    },
    { timestamps: true },
  ),
);

async function time(label: string, count: number, fn: () => Promise<void>): Promise<{ label: string; count: number; ms: number }> {
  const started = performance.now();
  await fn();
  return { label, count, ms: performance.now() - started };
}

function product(i: number) {
  return {
    name: `Product ${i}`,
    slug: `product-${i}`,
    category: `category-${i % CATEGORIES}`,
    price: 500 + ((i * 37) % 20_000),
    description: 'A believable paragraph of product description text for a point-of-sale device. '.repeat(3),
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
  };
}

async function main(): Promise<void> {
  const godown = await startGodown({ quiet: true });
  await mongoose.connect(`${godown.uri}/bench`, { bufferCommands: false });
  await Product.init();
  const rows = [];

  rows.push(
    await time('insert (10 × insertMany of 1,000)', 10_000, async () => {
      for (let batch = 0; batch < 10; batch++) await Product.insertMany(Array.from({ length: 1_000 }, (_, i) => product(batch * 1_000 + i)));
    }),
  );
  await Product.deleteMany({});
  rows.push(
    await time('insert (one Model.create at a time)', 10_000, async () => {
      for (let i = 0; i < 10_000; i++) await Product.create(product(i));
    }),
  );

  await Product.deleteMany({});
  const ids = (await Product.insertMany(Array.from({ length: 2_000 }, (_, i) => product(i)))).map((doc) => doc._id);
  rows.push(
    await time('findById over 2,000 products', 1_000, async () => {
      for (let i = 0; i < 1_000; i++) await Product.findById(ids[(i * 7) % ids.length]).lean();
    }),
  );
  rows.push(
    await time(`category page of ${PAGE_SIZE} + countDocuments`, 1_000, async () => {
      for (let i = 0; i < 1_000; i++) {
        const filter = { category: `category-${i % CATEGORIES}` };
        const page = i % 10;
        await Promise.all([
          Product.find(filter)
            .sort({ createdAt: -1 })
            .skip(page * PAGE_SIZE)
            .limit(PAGE_SIZE)
            .lean(),
          Product.countDocuments(filter),
        ]);
      }
    }),
  );

  await mongoose.disconnect();
  await godown.close();

  console.log('\nGodown (in memory, same process, through Mongoose)\n');
  console.log(`${'operation'.padEnd(44)}${'count'.padStart(8)}${'total ms'.padStart(12)}${'per op ms'.padStart(12)}${'ops/s'.padStart(10)}`);
  for (const { label, count, ms } of rows) {
    console.log(
      `${label.padEnd(44)}${String(count).padStart(8)}${ms.toFixed(0).padStart(12)}${(ms / count).toFixed(3).padStart(12)}${Math.round((count / ms) * 1000)
        .toString()
        .padStart(10)}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
