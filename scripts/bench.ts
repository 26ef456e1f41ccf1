/**
 * npm run bench: requests/s and latency of the shop's hot paths on the production build, each as a
 * ratio to a static file of similar size served by the same server (the baseline). Writes the table
 * as JSON and Markdown under bench/results/.
 */
import autocannon from 'autocannon';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer } from './perf/production-server';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;

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
  rpsRatio: number;
  p99Ratio: number;
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

/** The public file whose size is closest to the API's catalogue response. */
function baselineFile(bytes: number): string {
  const files: Array<{ file: string; size: number }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push({ file: '/' + path.relative('public', full).split(path.sep).join('/'), size: statSync(full).size });
    }
  };
  walk('public');
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return files[0]!.file;
}

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

async function main() {
  const server = await startProductionServer(PORT, { RATE_LIMIT_DISABLED: '1' });
  try {
    const { productId, category, article } = await prepare(server.baseUrl);
    const catalogueBytes = (await (await fetch(`${server.baseUrl}/api/products`)).arrayBuffer()).byteLength;
    const categoryQuery = `category=${encodeURIComponent(category)}&page=2`;
    const targets: Target[] = [
      { name: 'baseline: static file', path: baselineFile(catalogueBytes) },
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

    const rows: Row[] = [];
    for (const target of targets) {
      const bytes = target.method === 'POST' ? 0 : (await (await fetch(server.baseUrl + target.path)).arrayBuffer()).byteLength;
      await run(server.baseUrl, target, WARMUP_SECONDS);
      const result = await run(server.baseUrl, target, DURATION_SECONDS);
      const baseline = rows[0];
      const row: Row = {
        name: target.name,
        path: target.path,
        bytes,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        rpsRatio: baseline ? result.requests.average / baseline.requestsPerSecond : 1,
        p99Ratio: baseline ? result.latency.p99 / Math.max(baseline.p99, 1) : 1,
      };
      rows.push(row);
      console.log(`${row.name.padEnd(36)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  x${row.rpsRatio.toFixed(2)} rps  x${row.p99Ratio.toFixed(2)} p99${row.non2xx ? `  (${row.non2xx} non-2xx)` : ''}`);
    }

    const stamp = new Date().toISOString();
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const markdown = [
      `Benchmark ${stamp} on ${machine}; autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up.`,
      '',
      '| target | bytes | req/s | p50 ms | p99 ms | req/s vs baseline | p99 vs baseline | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.name} | ${r.bytes} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.rpsRatio.toFixed(2)}x | ${r.p99Ratio.toFixed(2)}x | ${r.non2xx} |`),
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const base = path.join('bench/results', `bench-${stamp.replace(/[:.]/g, '-')}`);
    writeFileSync(`${base}.json`, JSON.stringify({ date: stamp, machine, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, rows }, null, 2));
    writeFileSync(`${base}.md`, markdown + '\n');
    console.log(`\n${markdown}\n\nWritten to ${base}.json and ${base}.md`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
