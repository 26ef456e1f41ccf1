/**
 * npm run bench: requests/s and latency of the shop's hot paths on the production build, each as a
 * ratio to a static file of similar size served by the same server (its baseline). On this machine
 * autocannon and the server share the CPU and a static file's rate falls as its size grows, so each
 * target is compared with a file of its own response size (within 5%): a 120 kB page with a 120 kB
 * file, the 4 kB API page with a 4 kB file. The files are written to public/bench-baseline/ before the
 * server starts (it lists public/ once, at start) and removed afterwards. The table also keeps the
 * ratio to one fixed 34 kB image, as earlier runs reported it. Writes JSON and Markdown under
 * bench/results/.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer } from './perf/production-server';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** BENCH_ONLY="api,article": only the targets whose names contain one of these words (the baselines always run). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((word) => word.trim()).filter(Boolean);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

interface Row {
  name: string;
  path: string;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Size of the static file this target is compared with, and that file's figures. */
  baselineBytes: number;
  baselineRequestsPerSecond: number;
  baselineP99: number;
  rpsRatio: number;
  p99Ratio: number;
  /** Ratios to the fixed 34 kB image (the single baseline of earlier runs). */
  fixedRpsRatio: number;
  fixedP99Ratio: number;
}

function run(url: string, target: Target, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: url + target.path,
    connections: CONNECTIONS,
    duration: seconds,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
  });
}

const BASELINE_DIR = path.join('public', 'bench-baseline');
const FIXED_BASELINE = '/images/slides/slide-1.png';

/**
 * Static files from 256 B to 512 kB, each 5% bigger than the last, of random (incompressible) bytes;
 * a target is compared with the one nearest its response size.
 */
function writeBaselineFiles(): number[] {
  rmSync(BASELINE_DIR, { recursive: true, force: true });
  mkdirSync(BASELINE_DIR, { recursive: true });
  const sizes: number[] = [];
  for (let size = 256; size <= 512 * 1024; size = Math.ceil(size * 1.05)) {
    writeFileSync(path.join(BASELINE_DIR, `${size}.bin`), randomBytes(size));
    sizes.push(size);
  }
  return sizes;
}

const nearest = (sizes: number[], bytes: number) => sizes.reduce((best, size) => (Math.abs(size - bytes) < Math.abs(best - bytes) ? size : best));

async function prepare(baseUrl: string): Promise<{ productId: string; category: string; article: string }> {
  // Enough products in one category for a page 2, added through the admin API (this also exercises cache invalidation).
  const admin = { email: 'bench@sanvio.in', password: 'bench-password-123' };
  await fetch(`${baseUrl}/api/admin/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { token } = (await login.json()) as { token: string };
  const category = 'Thermal Receipt Printers';
  for (let i = 0; i < 12; i += 1) {
    await fetch(`${baseUrl}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Bench Receipt Printer ${i + 1}`, category, price: 6000 + i * 250, rating: 4, images: ['/images/products/thermal-receipt-printers/1.webp'] }),
    });
  }
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as Array<{ _id: string }>;
  return { productId: products[0]!._id, category, article: '/best_thermal_tvse_printers_sanvio' };
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(baseUrl: string, target: Target): Promise<Measure> {
  await run(baseUrl, target, WARMUP_SECONDS);
  const result = await run(baseUrl, target, DURATION_SECONDS);
  return { requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  const baselineSizes = writeBaselineFiles();
  const server = await startProductionServer(PORT, { RATE_LIMIT_DISABLED: '1' }).catch((error: unknown) => {
    rmSync(BASELINE_DIR, { recursive: true, force: true });
    throw error;
  });
  try {
    const { productId, category, article } = await prepare(server.baseUrl);
    const categoryQuery = `category=${encodeURIComponent(category)}&page=2`;
    const allTargets: Target[] = [
      { name: 'GET /api/products', path: '/api/products' },
      { name: 'GET /api/products?category&page=2', path: `/api/products?${categoryQuery}` },
      { name: 'page /products', path: '/products' },
      { name: 'page /products?category&page=2', path: `/products?${categoryQuery}` },
      { name: 'page /product-detail/{id}', path: `/product-detail/${productId}` },
      { name: 'page article', path: article },
      {
        name: 'POST /api/contact',
        path: '/api/contact',
        method: 'POST',
        body: JSON.stringify({ name: 'Bench Visitor', phone: '9876543210', email: 'bench@example.in', message: 'Benchmark message' }),
      },
    ];
    const targets = allTargets.filter((target) => !ONLY || ONLY.some((word) => target.name.includes(word)));
    if (!targets.length) throw new Error(`BENCH_ONLY="${process.env.BENCH_ONLY}" names none of the targets`);

    const baselines = new Map<string, Measure>();
    const baselineOf = async (file: string) => {
      const known = baselines.get(file);
      if (known) return known;
      const measured = await measure(server.baseUrl, { name: file, path: file });
      if (measured.non2xx) throw new Error(`The baseline ${file} answered ${measured.non2xx} non-2xx responses`);
      baselines.set(file, measured);
      console.log(`${`baseline ${file}`.padEnd(40)} ${String(measured.requestsPerSecond).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms`);
      return measured;
    };
    const fixed = await baselineOf(FIXED_BASELINE);

    const rows: Row[] = [];
    for (const target of targets) {
      const response = await fetch(server.baseUrl + target.path, target.body ? { method: target.method, body: target.body, headers: { 'content-type': 'application/json' } } : undefined);
      const bytes = (await response.arrayBuffer()).byteLength;
      const baselineBytes = nearest(baselineSizes, bytes);
      const baseline = await baselineOf(`/bench-baseline/${baselineBytes}.bin`);
      const result = await measure(server.baseUrl, target);
      const row: Row = {
        name: target.name,
        path: target.path,
        bytes,
        ...result,
        baselineBytes,
        baselineRequestsPerSecond: baseline.requestsPerSecond,
        baselineP99: baseline.p99,
        rpsRatio: result.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1),
        p99Ratio: result.p99 / Math.max(baseline.p99, 1),
        fixedRpsRatio: result.requestsPerSecond / Math.max(fixed.requestsPerSecond, 1),
        fixedP99Ratio: result.p99 / Math.max(fixed.p99, 1),
      };
      rows.push(row);
      console.log(`${row.name.padEnd(40)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  x${row.rpsRatio.toFixed(2)} rps  x${row.p99Ratio.toFixed(2)} p99 (vs ${baselineBytes} B file)${row.non2xx ? `  (${row.non2xx} non-2xx)` : ''}`);
    }

    const stamp = new Date().toISOString();
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const markdown = [
      `Benchmark ${stamp} on ${machine}; autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up.`,
      '',
      `Each target is compared with a static file of its own size (within 5%) served by the same server; the last two columns compare with the fixed ${FIXED_BASELINE} (${fixed.requestsPerSecond} req/s, p99 ${fixed.p99} ms).`,
      '',
      '| target | bytes | req/s | p50 ms | p99 ms | static file of that size: req/s, p99 ms | req/s vs that file | p99 vs that file | req/s vs fixed image | p99 vs fixed image | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.bytes} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.baselineRequestsPerSecond}, ${r.baselineP99} | ${r.rpsRatio.toFixed(2)}x | ${r.p99Ratio.toFixed(2)}x | ${r.fixedRpsRatio.toFixed(2)}x | ${r.fixedP99Ratio.toFixed(2)}x | ${r.non2xx} |`,
      ),
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const base = path.join('bench/results', `bench-${stamp.replace(/[:.]/g, '-')}`);
    writeFileSync(`${base}.json`, JSON.stringify({ date: stamp, machine, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, fixedBaseline: { path: FIXED_BASELINE, ...fixed }, rows }, null, 2));
    writeFileSync(`${base}.md`, markdown + '\n');
    console.log(`\n${markdown}\n\nWritten to ${base}.json and ${base}.md`);
  } finally {
    await server.stop();
    rmSync(BASELINE_DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
