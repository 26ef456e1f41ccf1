/**
 * npm run bench: requests/s and latency of the shop's hot paths on the production build, each as a
 * ratio to the framework floor measured in the same run: a bare Next app of the same version
 * (scripts/perf/floor-app.ts) answering a response of about the same size, a prerendered page for a
 * page, a route handler's in-memory JSON for an API answer. autocannon and both servers share this
 * machine's CPU, so only the ratios carry from one run to another.
 *
 * A second table measures the same pages and GET /api/products through the shipped nginx proxy cache
 * (scripts/perf/nginx-proxy.ts: deploy/nginx's files) in front of the same server, once each answer
 * is cached (X-Cache-Status: HIT), against the same floor served directly; target: at least 4x.
 * That table's load comes from two autocannon threads, for the target and its floor alike: one thread
 * turns every response body into a string (autocannon's request queue), which for a compressed page
 * costs it about 250 µs a response, so a single thread, not nginx, set the proxy's pace (about 4,000
 * compressed article answers a second at most, with nginx's workers mostly idle).
 *
 * Every target is measured twice, and its floor the same way each time: as every browser asks
 * (`Accept-Encoding: gzip, deflate, br`, so the answers come compressed where the server compresses)
 * and uncompressed (no Accept-Encoding). The proxy's 4x target is for the compressed case; in the
 * app no row may fall below the guard (0.6x) either way. Writes JSON and Markdown under bench/results/.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { buildFloorApp, floorPagePaddings, startFloorApp } from './perf/floor-app';
import { startNginx, writeNginxConfig } from './perf/nginx-proxy';
import { PERF_SETUP_CODE, startProductionServer } from './perf/production-server';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const FLOOR_PORT = PORT + 1;
const PROXY_PORT = PORT + 2;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** BENCH_ONLY="api,article": only the targets whose names contain one of these words. */
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
/** The target: at least this share of the floor's requests/s. */
const TARGET_RATIO = 0.8;
/** The guard against regressions in the app: no row below this share of the floor's requests/s. */
const GUARD_RATIO = 0.6;
/** What every browser sends; the other half of each measurement sends no Accept-Encoding at all. */
const BROWSER_ENCODING = 'gzip, deflate, br';
type Encoding = 'browser' | 'none';
const ENCODINGS: readonly Encoding[] = ['browser', 'none'];
const encodingHeaders = (encoding: Encoding): Record<string, string> => (encoding === 'browser' ? { 'accept-encoding': BROWSER_ENCODING } : {});
const encodingLabel = (encoding: Encoding) => (encoding === 'browser' ? BROWSER_ENCODING : 'none');
/** The target through the proxy, for cached answers: at least this many times the floor's requests/s. */
const PROXY_TARGET_RATIO = 4;
/** autocannon threads for the proxy table, its floor included (the header comment says why); one elsewhere. */
const PROXY_CLIENT_THREADS = 2;

interface Target {
  name: string;
  path: string;
  kind: 'page' | 'api';
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface Row extends Measure {
  name: string;
  encoding: Encoding;
  /** Bytes on the wire for this encoding (compressed when the answer was). */
  wireBytes: number;
  path: string;
  bytes: number;
  floorPath: string;
  floorBytes: number;
  floor: Measure;
  ratio: number;
}

interface ProxyRow extends Row {
  /** X-Cache-Status of a request right after the measurement. */
  cacheStatus: string;
}

async function measure(url: string, encoding: Encoding, clientThreads = 1): Promise<Measure> {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers: encodingHeaders(encoding), workers: clientThreads > 1 ? clientThreads : undefined });
  await run(WARMUP_SECONDS);
  const result = await run(DURATION_SECONDS);
  return { requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const bytesOf = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength;

/** Bytes on the wire and the Content-Encoding for one encoding (node:http, which never decompresses). */
async function wireBytesOf(url: string, encoding: Encoding): Promise<{ bytes: number; contentEncoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: encodingHeaders(encoding) }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, contentEncoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function prepare(baseUrl: string): Promise<{ productId: string; categorySlug: string; category: string }> {
  // Enough products in one category for a page 2, added through the admin API.
  const admin = { email: 'bench@sanvio.in', password: 'bench-password-12345' };
  const json = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/api/admin/register`, { method: 'POST', headers: json, body: JSON.stringify({ ...admin, setupCode: PERF_SETUP_CODE }) });
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const { token } = (await login.json()) as { token: string };
  const category = 'Thermal Receipt Printers';
  for (let i = 0; i < 12; i += 1) {
    await fetch(`${baseUrl}/api/products`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `Bench Receipt Printer ${i + 1}`,
        category,
        price: 6000 + i * 250,
        rating: 4,
        images: ['/images/products/thermal-receipt-printers/1.webp'],
      }),
    });
  }
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as Array<{ _id: string }>;
  return { productId: products[0]!._id, categorySlug: 'thermal-receipt-printers', category };
}

async function main() {
  const loadAtStart = os.loadavg()[0]!.toFixed(2);
  console.log('Building the framework floor app...');
  await buildFloorApp();
  const floor = await startFloorApp(FLOOR_PORT);
  const server = await startProductionServer(PORT, { RATE_LIMIT_DISABLED: '1' }).catch(async (error: unknown) => {
    await floor.stop();
    throw error;
  });
  try {
    const { productId, categorySlug, category } = await prepare(server.baseUrl);
    const allTargets: Target[] = [
      { name: 'GET /api/products', path: '/api/products', kind: 'api' },
      { name: 'GET /api/products?category&page=2', path: `/api/products?category=${encodeURIComponent(category)}&page=2`, kind: 'api' },
      { name: 'page /products', path: '/products', kind: 'page' },
      { name: 'page /products/{category}/page/2', path: `/products/${categorySlug}/page/2`, kind: 'page' },
      { name: 'page /product-detail/{id}', path: `/product-detail/${productId}`, kind: 'page' },
      { name: 'page article', path: '/best_thermal_tvse_printers_sanvio', kind: 'page' },
    ];
    const targets = allTargets.filter((target) => !ONLY || ONLY.some((word) => target.name.includes(word)));
    // Through the proxy: the pages and the whole catalogue (BENCH_ONLY=proxy: only these).
    const proxyTargets = allTargets.filter(
      (target) => !target.path.includes('page=2') && (!ONLY || ONLY.some((word) => `proxy ${target.name}`.includes(word))),
    );
    if (!targets.length && !proxyTargets.length) throw new Error(`BENCH_ONLY="${process.env.BENCH_ONLY}" names none of the targets`);

    // The size of each floor page as served, to pick the one nearest each shop page.
    const floorPages = await Promise.all(
      floorPagePaddings().map(async (padding) => ({ path: `/p/${padding}`, bytes: await bytesOf(`${floor.baseUrl}/p/${padding}`) })),
    );
    const floorMeasures = new Map<string, Measure>();
    const wire = new Map<string, string>();

    /**
     * The floor response nearest `bytes` for a target of this kind, measured once per run, or, for a
     * target through the proxy, again right before it (so that both see the same load on a shared
     * machine) and with the proxy table's client threads.
     */
    const floorFor = async (kind: Target['kind'], bytes: number, encoding: Encoding, throughProxy: boolean) => {
      const floorPath =
        kind === 'api'
          ? `/api/json?bytes=${bytes}`
          : floorPages.reduce((best, page) => (Math.abs(page.bytes - bytes) < Math.abs(best.bytes - bytes) ? page : best)).path;
      const floorBytes = await bytesOf(floor.baseUrl + floorPath);
      let floorMeasure = throughProxy ? undefined : floorMeasures.get(`${encoding} ${floorPath}`);
      if (!floorMeasure) {
        floorMeasure = await measure(floor.baseUrl + floorPath, encoding, throughProxy ? PROXY_CLIENT_THREADS : 1);
        if (!throughProxy) floorMeasures.set(`${encoding} ${floorPath}`, floorMeasure);
      }
      const onWire = await wireBytesOf(floor.baseUrl + floorPath, encoding);
      wire.set(`floor ${encoding} ${floorPath}`, `${onWire.bytes} B ${onWire.contentEncoding}`);
      return { floorPath, floorBytes, floorMeasure };
    };

    /** One target measured at `url` (the server's, or the proxy's), beside the floor of its kind and size. */
    const measureRow = async (target: Target, url: string, encoding: Encoding, throughProxy = false): Promise<Row> => {
      const bytes = await bytesOf(url);
      const { floorPath, floorBytes, floorMeasure } = await floorFor(target.kind, bytes, encoding, throughProxy);
      const onWire = await wireBytesOf(url, encoding);
      const result = await measure(url, encoding, throughProxy ? PROXY_CLIENT_THREADS : 1);
      const ratio = result.requestsPerSecond / Math.max(floorMeasure.requestsPerSecond, 1);
      return { name: target.name, encoding, wireBytes: onWire.bytes, path: target.path, bytes, ...result, floorPath, floorBytes, floor: floorMeasure, ratio };
    };

    const rows: Row[] = [];
    for (const target of targets)
      for (const encoding of ENCODINGS) {
        const row = await measureRow(target, server.baseUrl + target.path, encoding);
        rows.push(row);
        console.log(
          `${row.name.padEnd(36)} ${encoding.padEnd(7)} ${String(row.requestsPerSecond).padStart(6)} req/s p99 ${row.p99} ms | floor ${row.floorPath} (${row.floorBytes} B) ${row.floor.requestsPerSecond} req/s p99 ${row.floor.p99} ms | x${row.ratio.toFixed(2)}${row.non2xx ? ` (${row.non2xx} non-2xx)` : ''}`,
        );
      }

    // Through the proxy: nginx with the shipped files in front of the same server, on cached answers.
    const proxyRows: ProxyRow[] = [];
    if (proxyTargets.length > 0) {
      const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'sanvio-bench-nginx-'));
      const proxy = await startNginx(writeNginxConfig(nginxDir, { listenPort: PROXY_PORT, upstreamPorts: [PORT], workerProcesses: 'auto' }), PROXY_PORT);
      try {
        for (const target of proxyTargets)
          for (const encoding of ENCODINGS) {
            const url = proxy.baseUrl + target.path;
            // Until nginx answers from its cache (the first answer may be one Next serves while rendering anew, which nginx does not keep).
            let status = '';
            for (let attempt = 0; attempt < 20 && status !== 'HIT'; attempt += 1) {
              if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
              status = (await fetch(url, { headers: encodingHeaders(encoding) })).headers.get('x-cache-status') ?? '';
            }
            if (status !== 'HIT') throw new Error(`${target.path} through the proxy: X-Cache-Status ${status || 'none'} after 20 requests`);
            const measured = await measureRow(target, url, encoding, true);
            const cacheStatus = (await fetch(url, { headers: encodingHeaders(encoding) })).headers.get('x-cache-status') ?? '';
            const row: ProxyRow = { ...measured, cacheStatus };
            proxyRows.push(row);
            console.log(
              `proxy ${row.name.padEnd(30)} ${encoding.padEnd(7)} ${String(row.requestsPerSecond).padStart(6)} req/s p99 ${row.p99} ms | floor ${row.floorPath} (${row.floorBytes} B) ${row.floor.requestsPerSecond} req/s | x${row.ratio.toFixed(2)} ${cacheStatus}`,
            );
          }
      } finally {
        await proxy.stop();
        rmSync(nginxDir, { recursive: true, force: true });
      }
    }

    const stamp = new Date().toISOString();
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    const markdown = [
      `Benchmark ${stamp} on ${machine}, load average ${loadAtStart} at the start, ${load} at the end; autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up.`,
      '',
      `Each target against the framework floor of about its size, measured in the same run and asked the same way (Accept-Encoding: ${encodingLabel('browser')}, or none); target: at least ${TARGET_RATIO}x; guard: no row below ${GUARD_RATIO}x.`,
      '',
      '| target | Accept-Encoding | bytes (on the wire) | req/s | p50 ms | p99 ms | floor (bytes) | floor req/s, p99 ms | req/s vs floor | target met | above guard | non-2xx |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | :---: | :---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${encodingLabel(r.encoding)} | ${r.bytes} (${r.wireBytes}) | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.floorPath.replace(/\?.*/, '')} (${r.floorBytes}) | ${r.floor.requestsPerSecond}, ${r.floor.p99} | ${r.ratio.toFixed(2)}x | ${r.ratio >= TARGET_RATIO ? 'yes' : 'no'} | ${r.ratio >= GUARD_RATIO ? 'yes' : 'NO'} | ${r.non2xx} |`,
      ),
      ...(proxyRows.length === 0
        ? []
        : [
            '',
            `Through the proxy (nginx with deploy/nginx's files, in front of the same server), cached answers, against the same floor served directly and asked the same way, measured again just before each target, both with ${PROXY_CLIENT_THREADS} autocannon threads; target: at least ${PROXY_TARGET_RATIO}x as browsers ask (Accept-Encoding: ${encodingLabel('browser')}).`,
            '',
            '| target | Accept-Encoding | bytes (on the wire) | req/s | p50 ms | p99 ms | floor (bytes) | floor req/s, p99 ms | req/s vs floor | met | X-Cache-Status after | non-2xx |',
            '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | :---: | :---: | ---: |',
            ...proxyRows.map(
              (r) =>
                `| ${r.name} | ${encodingLabel(r.encoding)} | ${r.bytes} (${r.wireBytes}) | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.floorPath.replace(/\?.*/, '')} (${r.floorBytes}) | ${r.floor.requestsPerSecond}, ${r.floor.p99} | ${r.ratio.toFixed(2)}x | ${r.encoding === 'browser' ? (r.ratio >= PROXY_TARGET_RATIO ? 'yes' : 'no') : '-'} | ${r.cacheStatus} | ${r.non2xx} |`,
            ),
          ]),
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const base = path.join('bench/results', `bench-${stamp.replace(/[:.]/g, '-')}`);
    writeFileSync(
      `${base}.json`,
      JSON.stringify(
        {
          date: stamp,
          machine,
          loadAverage: os.loadavg(),
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          rows,
          proxyRows,
          floorOnWire: Object.fromEntries(wire),
        },
        null,
        2,
      ),
    );
    writeFileSync(`${base}.md`, markdown + '\n');
    console.log(`\n${markdown}\n\nWritten to ${base}.json and ${base}.md`);
  } finally {
    await server.stop();
    await floor.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
