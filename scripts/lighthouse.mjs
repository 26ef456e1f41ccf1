/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian's Chromium against the production build,
 * 3 runs per page, median by performance score. Prints the four category scores plus LCP, CLS, TBT
 * and the JavaScript transferred; writes the table under bench/results/.
 *
 * LIGHTHOUSE_ONLY="about,contact": only the pages whose paths contain one of these words.
 * LIGHTHOUSE_EXPLAIN=1: after each run, what Lighthouse's simulated LCP was made of: the first paint
 * and LCP it observed in its own unthrottled load, and every request in the graph it simulated LCP
 * from, with its simulated end time (docs/performance.md, "Why LCP was a coin toss", explains the race this
 * shows).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// Plain JavaScript on purpose: Lighthouse sends functions into the page as source text, and a
// TypeScript loader's helpers (esbuild's __name) would not exist there.
const { startProductionServer } = await tsImport('./perf/production-server.ts', import.meta.url);

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const EXPLAIN = process.env.LIGHTHOUSE_EXPLAIN === '1';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @typedef {{ page: string, performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number, cls: number, tbtMs: number, scriptKb: number }} Measure */

/** @returns {Promise<Measure>} */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (EXPLAIN) await explainLcp(result, url);
  const scriptBytes = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    page: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    scriptKb: Math.round(scriptBytes / 102.4) / 10,
  };
}

/**
 * Prints the requests Lighthouse's simulated LCP waited for (its pessimistic graph, which it averages
 * with an optimistic one that leaves out low-priority images).
 * @param {import('lighthouse').RunnerResult} result
 * @param {string} url
 */
async function explainLcp(result, url) {
  const { artifacts, lhr } = result;
  const observed = lhr.audits.metrics.details.items[0];
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const origin = new URL(url).origin;
  console.log(
    `  ${new URL(url).pathname}: simulated FCP ${Math.round(observed.firstContentfulPaint)} ms, LCP ${Math.round(observed.largestContentfulPaint)} ms; observed first paint ${Math.round(observed.observedFirstPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms`,
  );
  const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type === 'network').sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of nodes) {
    const { priority, resourceType, transferSize, url: requestUrl } = node.request;
    console.log(
      `    ends ${String(Math.round(timing.endTime)).padStart(5)} ms  ${resourceType} ${priority} ${(transferSize / 1024).toFixed(1)} kB  ${requestUrl.replace(origin, '').slice(0, 80)}`,
    );
  }
}

/** @param {Measure[]} runs */
const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

async function main() {
  const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const server = await startProductionServer(PORT, { RATE_LIMIT_DISABLED: '1' });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const products = await (await fetch(`${server.baseUrl}/api/products`)).json();
    const allPages = ['/', '/products', `/product-detail/${products[0]._id}`, '/blogs', '/best_thermal_tvse_printers_sanvio', '/about', '/contact'];
    const pages = ONLY ? allPages.filter((page) => ONLY.some((word) => page.includes(word))) : allPages;
    if (!pages.length) throw new Error(`LIGHTHOUSE_ONLY="${process.env.LIGHTHOUSE_ONLY}" names none of the pages`);
    /** @type {Measure[]} */
    const rows = [];
    for (const page of pages) {
      /** @type {Measure[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(server.baseUrl + page, chrome.port));
      const row = median(runs);
      rows.push(row);
      console.log(
        `${row.page.padEnd(42)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms  JS ${row.scriptKb} kB`,
      );
    }
    const stamp = new Date().toISOString();
    const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Lighthouse 12.2.3 mobile preset, median of ${RUNS}`;
    const markdown = [
      `Lighthouse ${stamp} on ${machine}.`,
      '',
      '| page | Performance | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | JS kB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) => `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.scriptKb} |`,
      ),
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const base = path.join('bench/results', `lighthouse-${stamp.replace(/[:.]/g, '-')}`);
    writeFileSync(`${base}.json`, JSON.stringify({ date: stamp, machine, rows }, null, 2));
    writeFileSync(`${base}.md`, markdown + '\n');
    console.log(`\n${markdown}\n\nWritten to ${base}.json and ${base}.md`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
