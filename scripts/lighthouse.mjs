/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian's Chromium against the production build,
 * 3 runs per page, the median of each figure. Prints the four category scores plus LCP, CLS, TBT
 * and the JavaScript transferred; writes the table under bench/results/.
 *
 * The same run measures the framework floor: the bare Next page of the floor app that `npm run
 * bench` builds (scripts/perf/floor-app.ts), started beside the shop. Total Blocking Time depends
 * on the host's CPU and on whatever else it runs, so each page is held against the floor measured
 * in the same rounds (each round audits the floor, then every page): the script prints each page's
 * TBT as a ratio to the floor's and its Performance score's difference from the floor's, and checks
 * the targets (docs/performance.md): TBT at most 1.5x the floor's, Performance within 3 points of
 * it, Accessibility and SEO 100, CLS 0.
 *
 * LIGHTHOUSE_ONLY="about,contact": only the pages whose paths contain one of these words.
 * LIGHTHOUSE_RUNS=1: fewer (or more) runs per page.
 * LIGHTHOUSE_BREAKDOWN=1: after each run, where the main thread's time went (Lighthouse's
 * mainthread-work-breakdown and bootup-time), the DOM's size and the long tasks behind TBT.
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
const { buildFloorApp, floorPagePaddings, startFloorApp } = await tsImport('./perf/floor-app.ts', import.meta.url);

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const FLOOR_PORT = PORT + 1;
/** The targets against the floor measured in the same run. */
const TBT_RATIO_TARGET = 1.5;
const PERFORMANCE_GAP_TARGET = 3;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const EXPLAIN = process.env.LIGHTHOUSE_EXPLAIN === '1';
const BREAKDOWN = process.env.LIGHTHOUSE_BREAKDOWN === '1';
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
  if (BREAKDOWN) printBreakdown(result.lhr, url);
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
 * Where the main thread's time went (mainthread-work-breakdown), which scripts took it
 * (bootup-time), the DOM's size and the long tasks behind TBT.
 * @param {import('lighthouse').Result} lhr
 * @param {string} url
 */
function printBreakdown(lhr, url) {
  const { audits } = lhr;
  const origin = new URL(url).origin;
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  const groups = (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`);
  console.log(`  ${new URL(url).pathname}: main thread ${ms(audits['mainthread-work-breakdown']?.numericValue)}: ${groups.join(', ')}`);
  for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 6)) {
    console.log(
      `    script ${String(item.url).replace(origin, '').slice(0, 70)}: total ${ms(item.total)}, evaluation ${ms(item.scripting)}, parse/compile ${ms(item.scriptParseCompile)}`,
    );
  }
  const longTasks = (audits['long-tasks']?.details?.items ?? []).map((task) => `${String(task.url).replace(origin, '').slice(0, 40)} ${ms(task.duration)}`);
  console.log(`    DOM ${audits['dom-size']?.numericValue ?? '?'} elements; long tasks: ${longTasks.join(', ') || 'none'}`);
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

/** @param {number[]} values */
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each figure's median over the runs (so a row can mix runs: the median TBT need not come from the
 * run with the median score).
 * @param {Measure[]} runs
 * @returns {Measure}
 */
function median(runs) {
  const pick = (key) => middle(runs.map((run) => run[key]));
  return {
    page: runs[0].page,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    scriptKb: pick('scriptKb'),
  };
}

/** @param {Measure} row */
const describeRow = (row) =>
  `${row.page.padEnd(42)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms  JS ${row.scriptKb} kB`;

/**
 * A page against the floor: TBT ratio, Performance difference, and which targets it misses.
 * @param {Measure} row @param {Measure} floor
 */
function againstFloor(row, floor) {
  // A floor TBT of 0 would make every ratio infinite: count it as 1 ms.
  const tbtRatio = row.tbtMs / Math.max(floor.tbtMs, 1);
  const performanceGap = row.performance - floor.performance;
  const missed = [
    ...(tbtRatio > TBT_RATIO_TARGET ? [`TBT ${tbtRatio.toFixed(2)}x > ${TBT_RATIO_TARGET}x`] : []),
    ...(performanceGap < -PERFORMANCE_GAP_TARGET ? [`Performance ${performanceGap} < -${PERFORMANCE_GAP_TARGET}`] : []),
    ...(row.accessibility < 100 ? [`Accessibility ${row.accessibility}`] : []),
    ...(row.seo < 100 ? [`SEO ${row.seo}`] : []),
    ...(row.cls > 0 ? [`CLS ${row.cls}`] : []),
  ];
  return { tbtRatio, performanceGap, missed };
}

async function main() {
  const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  console.log('Building the framework floor app...');
  await buildFloorApp();
  const floor = await startFloorApp(FLOOR_PORT);
  const server = await startProductionServer(PORT, { RATE_LIMIT_DISABLED: '1' }).catch(async (error) => {
    await floor.stop();
    throw error;
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const products = await (await fetch(`${server.baseUrl}/api/products`)).json();
    const allPages = ['/', '/products', `/product-detail/${products[0]._id}`, '/blogs', '/best_thermal_tvse_printers_sanvio', '/about', '/contact'];
    const pages = ONLY ? allPages.filter((page) => ONLY.some((word) => page.includes(word))) : allPages;
    if (!pages.length) throw new Error(`LIGHTHOUSE_ONLY="${process.env.LIGHTHOUSE_ONLY}" names none of the pages`);
    // The floor's smallest page: a heading and a paragraph, the framework's scripts and nothing else.
    const floorUrl = `${floor.baseUrl}/p/${floorPagePaddings()[0]}`;
    const targets = [{ url: floorUrl, label: 'floor' }, ...pages.map((page) => ({ url: server.baseUrl + page, label: page }))];
    /** @type {Map<string, Measure[]>} */
    const runs = new Map(targets.map((target) => [target.label, []]));
    // Round by round, so that the floor and every page see the same load on the machine.
    for (let i = 0; i < RUNS; i += 1) {
      for (const target of targets) {
        const measure = await audit(target.url, chrome.port);
        runs.get(target.label).push({ ...measure, page: target.label === 'floor' ? `floor ${new URL(target.url).pathname}` : measure.page });
        console.log(`  run ${i + 1}/${RUNS} ${describeRow(measure)}`);
      }
    }
    const floorRow = median(runs.get('floor'));
    const rows = pages.map((page) => median(runs.get(page)));
    console.log(`\nMedians of ${RUNS}:\n${describeRow(floorRow)}`);
    for (const row of rows) {
      const { tbtRatio, performanceGap, missed } = againstFloor(row, floorRow);
      console.log(
        `${describeRow(row)}  | TBT x${tbtRatio.toFixed(2)} of the floor, Performance ${performanceGap >= 0 ? '+' : ''}${performanceGap}${missed.length ? `  MISSED: ${missed.join(', ')}` : '  targets met'}`,
      );
    }
    const stamp = new Date().toISOString();
    const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}, Lighthouse 12.2.3 mobile preset, median of ${RUNS}`;
    const markdown = [
      `Lighthouse ${stamp} on ${machine}.`,
      '',
      '| page | Performance | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | JS kB | TBT vs floor | Performance vs floor |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${floorRow.page} | ${floorRow.performance} | ${floorRow.accessibility} | ${floorRow.bestPractices} | ${floorRow.seo} | ${floorRow.lcpMs} | ${floorRow.cls} | ${floorRow.tbtMs} | ${floorRow.scriptKb} | 1.00x | 0 |`,
      ...rows.map((r) => {
        const { tbtRatio, performanceGap } = againstFloor(r, floorRow);
        return `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.scriptKb} | ${tbtRatio.toFixed(2)}x | ${performanceGap >= 0 ? '+' : ''}${performanceGap} |`;
      }),
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const base = path.join('bench/results', `lighthouse-${stamp.replace(/[:.]/g, '-')}`);
    writeFileSync(`${base}.json`, JSON.stringify({ date: stamp, machine, floor: floorRow, rows, runs: Object.fromEntries(runs) }, null, 2));
    writeFileSync(`${base}.md`, markdown + '\n');
    console.log(`\n${markdown}\n\nWritten to ${base}.json and ${base}.md`);
  } finally {
    chrome.kill();
    await server.stop();
    await floor.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
