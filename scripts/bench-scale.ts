/**
 * npm run bench:scale: the shop's own queries at the seeded size, 10x and 100x (up to 10,000 products and
 * 100,000 orders) on a generated dataset in the embedded database, through the lib/ functions the pages
 * and route handlers call. Prints a Markdown table and writes JSON + Markdown under bench/results/.
 *
 * Not a test: timings only. The embedded database runs in this process (as in tests), so every time is
 * driver + wire + server together. Outside Next the catalogue functions skip the data cache, so these
 * are cache-miss costs.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import mongoose from 'mongoose';
import { seedCatalogue } from '@/content/catalogue';
import { CATEGORIES, type Category } from '@/lib/categories';
import { listContactMessages } from '@/lib/server/messages/contact-messages';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/server/platform/db';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/server/platform/db/embedded';
import { startMongod } from '@/lib/server/platform/db/mongod';
import { startGodown } from '@sanvio/godown';
import { itemTotal, sumMoney, toRupees } from '@/lib/money';
import { countOrdersByStatus, listOrders } from '@/lib/server/orders/orders';
import { placeOrder } from '@/lib/server/orders/lifecycle';
import { getProduct, listAllProducts, listProducts } from '@/lib/server/catalogue/products';
import { ensureIndexes } from '@/lib/server/catalogue/seed';
import { ADMIN_PAGE_SIZE, PAGE_SIZE, type OrderStatus } from '@/lib/shop-rules';
import type { OrderInput } from '@/lib/validation/order';
import { ContactMessageModel } from '@/models/ContactMessage';
import { OrderModel } from '@/models/Order';
import { ProductModel } from '@/models/Product';
import { seededRandom } from './seeded-random';

const DATABASE_NAME = 'sanvio_scale';
const SIZES = [
  { name: 'seeded', products: 64, orders: 1_000, messages: 50 },
  { name: '10x', products: 1_000, orders: 10_000, messages: 500 },
  { name: '100x', products: 10_000, orders: 100_000, messages: 5_000 },
] as const;
type Size = (typeof SIZES)[number];

const BATCH = 1_000;
/** Time spent on one measurement after its warm-up; repetitions are cut to fit it (at least MIN_REPS). */
const BUDGET_MS = Number(process.env.BENCH_SCALE_BUDGET_MS ?? 1_500);
const MIN_REPS = 5;
const MAX_REPS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;
/** The category the one-category rows read (any of the 16 holds the same share of products). */
const CATEGORY: Category = 'Thermal Receipt Printers';

// ── helpers ────────────────────────────────────────────────────────────────────────────────────────

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

function memory() {
  collectGarbage();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

interface Timing {
  median: number;
  p95: number;
  reps: number;
  bytes?: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/**
 * Median and p95 of `fn` after a warm-up; repetitions fit BUDGET_MS (MIN_REPS..maxReps). `fn` gets the
 * repetition number so it can vary its input.
 */
async function measure(fn: (rep: number) => Promise<unknown>, maxReps = MAX_REPS): Promise<Timing> {
  let warm = 0;
  let spent = 0;
  let last = 0;
  while (warm < 3 && (warm === 0 || spent < 300)) {
    const started = performance.now();
    await fn(-1 - warm);
    last = performance.now() - started;
    spent += last;
    warm += 1;
  }
  const reps = Math.max(MIN_REPS, Math.min(maxReps, Math.floor(BUDGET_MS / Math.max(last, 0.01))));
  const times: number[] = [];
  for (let rep = 0; rep < reps; rep += 1) {
    const started = performance.now();
    await fn(rep);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), reps };
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/** Next's default cache handler refuses data-cache entries over this size (JSON.stringify(entry).length). */
const NEXT_DATA_CACHE_LIMIT = 2 * 1024 * 1024;

/** What Next measures for an unstable_cache entry holding `value` (the entry wraps the value's JSON as a string). */
function nextDataCacheEntryChars(value: unknown): number {
  return JSON.stringify({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(value), status: 200, url: '' }, revalidate: 300 }).length;
}

/** Database commands Mongoose sends while `fn` runs (its debug hook sees every collection call). */
async function countQueries(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  mongoose.set('debug', (collection: string, method: string) => {
    seen.push(`${collection}.${method}`);
  });
  try {
    await fn();
  } finally {
    mongoose.set('debug', false);
  }
  return seen;
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
  }
  return total;
}

// ── the generated dataset ─────────────────────────────────────────────────────────────────────────

const FIRST_NAMES = [
  'Aarav',
  'Simran',
  'Harpreet',
  'Gurpreet',
  'Rohit',
  'Neha',
  'Manpreet',
  'Amit',
  'Pooja',
  'Jaswinder',
  'Rajesh',
  'Kiran',
  'Sandeep',
  'Anjali',
  'Vikram',
  'Navneet',
];
const LAST_NAMES = ['Singh', 'Kaur', 'Sharma', 'Gupta', 'Arora', 'Sethi', 'Malhotra', 'Bansal', 'Grewal', 'Sandhu', 'Verma', 'Kapoor', 'Jain', 'Mittal'];
const LOCALITIES = [
  'Model Town',
  'Sarabha Nagar',
  'Civil Lines',
  'Dugri',
  'BRS Nagar',
  'Ghumar Mandi',
  'Focal Point',
  'Feroze Gandhi Market',
  'Pakhowal Road',
  'Haibowal',
];
const CITIES = ['Ludhiana', 'Jalandhar', 'Amritsar', 'Patiala', 'Mohali', 'Bathinda', 'Moga', 'Khanna'];
const SHOPS = ['General Store', 'Medicos', 'Traders', 'Supermart', 'Electronics', 'Kirana', 'Sweets', 'Enterprises'];
const OFFERS = ['Free installation in Ludhiana', '10% off with AMC', 'Free roll pack with every unit', 'Extended 2-year warranty'];
const ENQUIRIES = [
  'Please share the price of the thermal printer for our billing counter and whether it works with Marg.',
  'We need five barcode scanners for a new pharmacy branch. Can you quote with delivery to Jalandhar?',
  'Our cash drawer does not open with the printer any more. Can an engineer visit this week?',
  'Looking for an AMC for 12 POS terminals across three stores in Ludhiana. Kindly call back.',
];

/** Product i of a catalogue of n: a seed product with a model suffix, spread over the 16 categories and a year. */
function productDoc(i: number, n: number, now: number, rand: () => number) {
  const seed = seedCatalogue[i % seedCatalogue.length]!;
  // Inserted oldest first, as a shop adds products over time.
  const createdAt = new Date(now - Math.floor(((n - i - rand()) / n) * YEAR_MS));
  const priced = rand() > 0.05;
  return {
    _id: new mongoose.Types.ObjectId(),
    name: `${seed.name} (model SV-${String(1000 + i)})`,
    description: seed.description,
    ...(priced ? { price: Math.round(seed.price * (0.8 + rand() * 0.5)) } : {}),
    ...(rand() < 0.3 ? { offer: pick(rand, OFFERS) } : {}),
    rating: Math.round((3 + rand() * 2) * 10) / 10,
    category: seed.category,
    images: seed.images,
    createdAt,
    updatedAt: createdAt,
  };
}

interface PricedProduct {
  _id: mongoose.Types.ObjectId;
  name: string;
  price: number;
  image: string | null;
}

/** Crockford base-32, 7 characters: a scrambled but unique order number per index. */
function orderNumber(i: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let n = (i * 2_654_435_761 + 12_345) % 2 ** 35;
  let code = '';
  for (let k = 0; k < 7; k += 1) {
    code = alphabet[n % 32] + code;
    n = Math.floor(n / 32);
  }
  return `SV-${code}`;
}

function statusFor(ageFraction: number, rand: () => number): OrderStatus {
  const r = rand();
  if (ageFraction < 0.01) return r < 0.6 ? 'new' : r < 0.9 ? 'confirmed' : 'cancelled';
  if (ageFraction < 0.04) return r < 0.3 ? 'confirmed' : r < 0.8 ? 'shipped' : r < 0.95 ? 'delivered' : 'cancelled';
  return r < 0.88 ? 'delivered' : r < 0.98 ? 'cancelled' : 'shipped';
}

function person(rand: () => number) {
  const first = pick(rand, FIRST_NAMES);
  const last = pick(rand, LAST_NAMES);
  return {
    fullName: `${first} ${last}`,
    email: `${first}.${last}${Math.floor(rand() * 1000)}@example.in`.toLowerCase(),
    mobile: String(9_000_000_000 + Math.floor(rand() * 999_999_999)),
    address: `${pick(rand, SHOPS)}, ${1 + Math.floor(rand() * 400)} ${pick(rand, LOCALITIES)}, ${pick(rand, CITIES)}, Punjab ${141_001 + Math.floor(rand() * 30)}`,
  };
}

/** Order j of n, inserted oldest first: 1-3 lines, a status that fits its age, COD or UPI. */
function orderDoc(j: number, n: number, now: number, products: PricedProduct[], rand: () => number) {
  const ageFraction = (n - j - rand()) / n;
  const createdAt = new Date(now - Math.floor(ageFraction * YEAR_MS));
  const lineCount = 1 + Math.floor(rand() * 3);
  const chosen = new Map<string, PricedProduct>();
  while (chosen.size < lineCount) {
    const product = pick(rand, products);
    chosen.set(String(product._id), product);
  }
  const items = [...chosen.values()].map((product) => ({
    productId: product._id,
    name: product.name,
    price: product.price,
    quantity: rand() < 0.7 ? 1 : 2 + Math.floor(rand() * 4),
    image: product.image,
  }));
  const online = rand() < 0.35;
  const status = statusFor(ageFraction, rand);
  return {
    orderNumber: orderNumber(j),
    ...person(rand),
    paymentMethod: online ? 'Online' : 'COD',
    transactionId: online ? String(400_000_000_000 + Math.floor(rand() * 99_999_999_999)) : null,
    items,
    totalAmount: toRupees(sumMoney(items.map(itemTotal))),
    status,
    paid: online || status === 'delivered',
    // The checkout sends an Idempotency-Key with every Place Order.
    idempotencyKey: randomUUID(),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + (status === 'new' ? 0 : Math.floor(rand() * 5 * DAY_MS))),
  };
}

function messageDoc(k: number, n: number, now: number, rand: () => number) {
  const who = person(rand);
  return {
    name: who.fullName,
    phone: who.mobile,
    email: who.email,
    message: `${pick(rand, ENQUIRIES)} ${pick(rand, ENQUIRIES)}`,
    read: k < n * 0.9,
    createdAt: new Date(now - Math.floor(((n - k - rand()) / n) * YEAR_MS)),
  };
}

interface Loaded {
  insertMs: { products: number; orders: number; messages: number };
  productIds: string[];
  priced: PricedProduct[];
}

/** Inserts the dataset of `size` with insertMany in batches of 1,000 (validated by the Mongoose models). */
async function loadDataset(size: Size): Promise<Loaded> {
  const rand = seededRandom(size.products * 7 + size.orders);
  const now = Date.now();
  const productIds: string[] = [];
  const priced: PricedProduct[] = [];

  let started = performance.now();
  for (let from = 0; from < size.products; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, size.products - from) }, (_, k) => productDoc(from + k, size.products, now, rand));
    await ProductModel.insertMany(batch);
    for (const doc of batch) {
      productIds.push(String(doc._id));
      if (doc.price !== undefined) priced.push({ _id: doc._id, name: doc.name, price: doc.price, image: doc.images[0] ?? null });
    }
  }
  const products = performance.now() - started;

  started = performance.now();
  for (let from = 0; from < size.orders; from += BATCH) {
    await OrderModel.insertMany(Array.from({ length: Math.min(BATCH, size.orders - from) }, (_, k) => orderDoc(from + k, size.orders, now, priced, rand)));
  }
  const orders = performance.now() - started;

  started = performance.now();
  for (let from = 0; from < size.messages; from += BATCH) {
    await ContactMessageModel.insertMany(
      Array.from({ length: Math.min(BATCH, size.messages - from) }, (_, k) => messageDoc(from + k, size.messages, now, rand)),
    );
  }
  const messages = performance.now() - started;
  return { insertMs: { products, orders, messages }, productIds, priced };
}

// ── the measurements ──────────────────────────────────────────────────────────────────────────────

interface SizeResult {
  size: Size;
  insertMs: Loaded['insertMs'];
  memory: { before: ReturnType<typeof memory>; after: ReturnType<typeof memory> };
  pages: { allLast: number; categoryLast: number; ordersLast: number };
  /** Size Next's default cache handler measures for the whole catalogue's data-cache entry (limit 2 MiB). */
  cacheEntryChars: number;
  timings: Record<string, Timing>;
  queries: { listingPage: string[]; productPage: string[] };
}

function orderInput(priced: PricedProduct[], rand: () => number): OrderInput {
  const lines = 1 + Math.floor(rand() * 3);
  return {
    ...person(rand),
    paymentMethod: 'COD',
    transactionId: null,
    billingState: 'Punjab',
    gstin: null,
    businessName: null,
    cart: Array.from({ length: lines }, () => ({ _id: String(pick(rand, priced)._id), quantity: 1 + Math.floor(rand() * 2) })),
  };
}

async function runSize(size: Size): Promise<SizeResult> {
  await mongoose.connection.dropDatabase();
  await ensureIndexes();
  const before = memory();
  const loaded = await loadDataset(size);
  const after = memory();
  console.log(
    `[scale] ${size.name}: ${size.products} products in ${loaded.insertMs.products.toFixed(0)} ms, ${size.orders} orders in ${loaded.insertMs.orders.toFixed(0)} ms, ` +
      `${size.messages} messages in ${loaded.insertMs.messages.toFixed(0)} ms; heap ${(after.heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(after.rss / 2 ** 20).toFixed(0)} MiB`,
  );

  const allLast = Math.ceil(size.products / PAGE_SIZE);
  const categoryCount = await ProductModel.countDocuments({ category: CATEGORY });
  const categoryLast = Math.max(1, Math.ceil(categoryCount / PAGE_SIZE));
  const ordersLast = Math.ceil(size.orders / ADMIN_PAGE_SIZE);
  const rand = seededRandom(99);
  const timings: Record<string, Timing> = {};
  const step = async (key: string, fn: (rep: number) => Promise<unknown>, maxReps?: number) => {
    timings[key] = await measure(fn, maxReps);
    const t = timings[key];
    console.log(`[scale] ${size.name} ${key.padEnd(22)} median ${t.median.toFixed(2)} ms  p95 ${t.p95.toFixed(2)} ms  (${t.reps} reps)`);
  };

  await step('listAllFirst', () => listProducts({ page: 1 }));
  await step('listAllLast', () => listProducts({ page: allLast }));
  await step('listCategoryFirst', () => listProducts({ category: CATEGORY, page: 1 }));
  await step('listCategoryLast', () => listProducts({ category: CATEGORY, page: categoryLast }));
  await step('listAllProducts', () => listAllProducts());
  const catalogue = await listAllProducts();
  timings.listAllProducts!.bytes = jsonBytes(catalogue);
  const cacheEntryChars = nextDataCacheEntryChars(catalogue);
  await step('getProduct', (rep) => getProduct(loaded.productIds[Math.abs(rep * 7919) % loaded.productIds.length]!));
  // GET /api/orders without page/limit answers the whole list; the admin screen asks for pages of ADMIN_PAGE_SIZE.
  await step('listOrders', () => listOrders());
  timings.listOrders!.bytes = jsonBytes((await listOrders()).orders);
  await step('ordersPage', () => listOrders({ page: 1, limit: ADMIN_PAGE_SIZE }));
  timings.ordersPage!.bytes = jsonBytes((await listOrders({ page: 1, limit: ADMIN_PAGE_SIZE })).orders);
  await step('ordersLastPage', () => listOrders({ page: ordersLast, limit: ADMIN_PAGE_SIZE }));
  await step('countOrdersByStatus', () => countOrdersByStatus());
  await step('placeOrder', () => placeOrder(orderInput(loaded.priced, rand), randomUUID()), 100);
  await step('listContactMessages', () => listContactMessages());
  timings.listContactMessages!.bytes = jsonBytes((await listContactMessages()).messages);
  await step('messagesPage', () => listContactMessages({ page: 1, limit: ADMIN_PAGE_SIZE }));

  const queries = {
    listingPage: await countQueries(() => listProducts({ category: CATEGORY, page: 1 })),
    productPage: await countQueries(() => getProduct(loaded.productIds[0]!)),
  };
  return { size, insertMs: loaded.insertMs, memory: { before, after }, pages: { allLast, categoryLast, ordersLast }, cacheEntryChars, timings, queries };
}

interface PersistedResult {
  insertMs: Loaded['insertMs'];
  journalBytes: number;
  directoryBytes: number;
  coldStart: { serverMs: number; firstQueryMs: number; totalMs: number };
}

/**
 * The biggest size on a persisted database in a temporary directory: bytes on disk, and a cold start
 * (stop, start on the same files, time until the first listing page answers). The same server call
 * lib/server/platform/db/embedded.ts makes with `persist`, pointed at a temporary directory rather than ./.data.
 */
async function runPersisted(kind: EmbeddedDatabase['kind'], size: Size): Promise<PersistedResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sanvio-scale-'));
  const start = async () => {
    if (kind === 'godown') {
      const godown = await startGodown({ dataDir: dir, quiet: true });
      return { uri: godown.uri, stop: godown.close };
    }
    return startMongod({ dbPath: dir });
  };
  try {
    let server = await start();
    process.env.MONGODB_URI = `${server.uri}/${DATABASE_NAME}`;
    await ensureIndexes();
    const loaded = await loadDataset(size);
    await disconnectFromDatabase();
    await server.stop();
    const journalBytes = kind === 'godown' ? statSync(path.join(dir, 'journal.log')).size : 0;
    const onDisk = directoryBytes(dir);
    collectGarbage();

    const started = performance.now();
    server = await start();
    const serverMs = performance.now() - started;
    process.env.MONGODB_URI = `${server.uri}/${DATABASE_NAME}`;
    const page = await listProducts({ page: 1 });
    const totalMs = performance.now() - started;
    if (page.total !== size.products) throw new Error(`cold start found ${page.total} products, expected ${size.products}`);
    await disconnectFromDatabase();
    await server.stop();
    return { insertMs: loaded.insertMs, journalBytes, directoryBytes: onDisk, coldStart: { serverMs, firstQueryMs: totalMs - serverMs, totalMs } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ── the report ────────────────────────────────────────────────────────────────────────────────────

const n = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => (value >= 100 ? n(Math.round(value)) : value.toFixed(value >= 10 ? 1 : 2));
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const kb = (bytes: number) => (bytes >= 2 ** 20 ? mib(bytes) : `${(bytes / 1024).toFixed(1)} kB`);
const cell = (t: Timing | undefined) => (t ? `${ms(t.median)} / ${ms(t.p95)}${t.reps < 50 ? ` (n=${t.reps})` : ''}` : '—');

function markdownTable(results: SizeResult[], persisted: PersistedResult | null): string {
  const header = `| measurement | ${results.map((r) => `${n(r.size.products)} products / ${n(r.size.orders)} orders`).join(' | ')} |`;
  const divider = `| --- | ${results.map(() => '---:').join(' | ')} |`;
  const row = (label: string, value: (r: SizeResult) => string) => `| ${label} | ${results.map(value).join(' | ')} |`;
  const timed = (label: string, key: string) => row(label, (r) => cell(r.timings[key]));
  const bytes = (label: string, key: string) => row(label, (r) => kb(r.timings[key]?.bytes ?? 0));
  const lines = [
    header,
    divider,
    row('insert products (insertMany ×1,000), ms', (r) => ms(r.insertMs.products)),
    row('insert orders (insertMany ×1,000), ms', (r) => ms(r.insertMs.orders)),
    row('insert contact messages, ms', (r) => `${ms(r.insertMs.messages)} (${n(r.size.messages)})`),
    row('heap used after loading (growth)', (r) => `${mib(r.memory.after.heapUsed)} (+${mib(r.memory.after.heapUsed - r.memory.before.heapUsed)})`),
    row('process RSS after loading', (r) => mib(r.memory.after.rss)),
    timed('listing page 1, all (find + count), ms', 'listAllFirst'),
    row('listing last page, all (page), ms', (r) => `${cell(r.timings.listAllLast)} (p. ${n(r.pages.allLast)})`),
    timed('listing page 1, one category, ms', 'listCategoryFirst'),
    row('listing last page, one category (page), ms', (r) => `${cell(r.timings.listCategoryLast)} (p. ${n(r.pages.categoryLast)})`),
    timed('product by id (getProduct), ms', 'getProduct'),
    timed('whole catalogue (listAllProducts), ms', 'listAllProducts'),
    bytes('whole catalogue, JSON', 'listAllProducts'),
    row(
      'whole catalogue, Next data-cache entry (limit 2 MiB)',
      (r) => `${kb(r.cacheEntryChars)}${r.cacheEntryChars > NEXT_DATA_CACHE_LIMIT ? ', not cached' : ''}`,
    ),
    timed('admin: all orders (plain GET /api/orders), ms', 'listOrders'),
    bytes('admin: all orders, JSON', 'listOrders'),
    timed(`admin: orders page 1 (${ADMIN_PAGE_SIZE} + count), ms`, 'ordersPage'),
    bytes(`admin: orders page 1, JSON`, 'ordersPage'),
    row('admin: orders last page (page), ms', (r) => `${cell(r.timings.ordersLastPage)} (p. ${n(r.pages.ordersLast)})`),
    timed('admin: order counts by status, ms', 'countOrdersByStatus'),
    timed('place an order (placeOrder), ms', 'placeOrder'),
    timed('admin: all contact messages (plain GET /api/contact), ms', 'listContactMessages'),
    bytes('admin: all contact messages, JSON', 'listContactMessages'),
    timed(`admin: contact messages page 1 (${ADMIN_PAGE_SIZE} + count), ms`, 'messagesPage'),
  ];
  if (persisted) {
    const last = results.length - 1;
    const only = (label: string, value: string) => `| ${label} | ${results.map((_, i) => (i === last ? value : '')).join(' | ')} |`;
    lines.push(
      only('persisted: insert products + orders + messages, ms', ms(persisted.insertMs.products + persisted.insertMs.orders + persisted.insertMs.messages)),
      only('persisted: journal on disk', persisted.journalBytes ? mib(persisted.journalBytes) : mib(persisted.directoryBytes)),
      only(
        'persisted: cold start to first listing page, ms',
        `${ms(persisted.coldStart.totalMs)} (server ${ms(persisted.coldStart.serverMs)} + connect and query ${ms(persisted.coldStart.firstQueryMs)})`,
      ),
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const database = await startEmbeddedDatabase({ persist: false });
  process.env.MONGODB_URI = `${database.uri}/${DATABASE_NAME}`;
  await connectToDatabase();

  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await runSize(size));
  await mongoose.connection.dropDatabase();
  await disconnectFromDatabase();
  await database.stop();

  const biggest = SIZES[SIZES.length - 1]!;
  const persisted = await runPersisted(database.kind, biggest);
  console.log(
    `[scale] persisted ${biggest.name}: journal ${mib(persisted.journalBytes || persisted.directoryBytes)}, cold start ${ms(persisted.coldStart.totalMs)} ms`,
  );

  const biggestResult = results[results.length - 1]!;
  const stamp = new Date().toISOString();
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const minutes = (performance.now() - runStarted) / 60_000;
  const markdown = [
    `Scaling benchmark ${stamp} on ${machine}; database: ${database.kind} (in this process). ` +
      `Times are median / p95 in ms of repeated calls after a warm-up (n = repetitions where fewer than 50); ` +
      `catalogue reads skip Next's data cache (cache-miss cost). Run took ${minutes.toFixed(1)} min.`,
    '',
    markdownTable(results, persisted),
    '',
    `Queries per call: listing page ${results[0]?.queries.listingPage.length} (${results[0]?.queries.listingPage.join(', ')}), ` +
      `product page ${results[0]?.queries.productPage.length} (${results[0]?.queries.productPage.join(', ')}). ` +
      `The whole catalogue's data-cache entry passes Next's 2 MiB limit at about ${n(Math.round(NEXT_DATA_CACHE_LIMIT / (biggestResult.cacheEntryChars / biggestResult.size.products) / 100) * 100)} products.`,
  ].join('\n');
  mkdirSync('bench/results', { recursive: true });
  const base = path.join('bench/results', `bench-scale-${stamp.replace(/[:.]/g, '-')}`);
  writeFileSync(
    `${base}.json`,
    JSON.stringify(
      { date: stamp, machine, database: database.kind, budgetMs: BUDGET_MS, categories: CATEGORIES.length, category: CATEGORY, results, persisted },
      null,
      2,
    ),
  );
  writeFileSync(`${base}.md`, markdown + '\n');
  console.log(`\n${markdown}\n\nWritten to ${base}.json and ${base}.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
