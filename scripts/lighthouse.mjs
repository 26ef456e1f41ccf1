/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian's Chromium against the production build,
 * 3 runs per page, the median of each figure. Prints the four category scores plus LCP, CLS, TBT
 * and the JavaScript transferred; writes the table under bench/results/.
 *
 * The same run measures the framework floor, in the floor app that `npm run bench` builds
 * (scripts/perf/floor-app.ts), started beside the shop. Total Blocking Time depends on the host's
 * CPU and on whatever else it runs, and on how many elements a page has to build, so each page is
 * held against two floor pages measured in the same rounds:
 * - the bare floor: a heading and a paragraph, the framework's scripts and nothing else;
 * - its DOM-matched floor: the static floor page /dom/{N} with as many elements as the page (N, the
 *   page's element count as Lighthouse's dom-size counts it, rounded to 50), audited right after it.
 * Each round audits the bare floor, then each page followed by its DOM-matched floor; before a page's
 * audit the script asks for it until the shop's server answers it fresh from its cache, so that no
 * background render of the page runs beside the audit (freshInCache). The script
 * prints each page's TBT as a ratio to both floors' and its Performance score's difference from
 * them, and checks the targets (docs/performance.md) against the DOM-matched floor: TBT at most
 * 1.5x its TBT, Performance within 3 points of it; and Accessibility and SEO 100, CLS 0.
 * Beside Lighthouse's TBT it prints a CPU-time blocking time of the same run (cpuTimeBlockingMs): the
 * same sum over every main-thread task of the load, by the CPU time each task took rather than its
 * wall-clock length, so that what else the machine runs does not enter it.
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
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// Plain JavaScript on purpose: Lighthouse sends functions into the page as source text, and a
// TypeScript loader's helpers (esbuild's __name) would not exist there.
const { startProductionServer } = await tsImport('./perf/production-server.ts', import.meta.url);
const { buildFloorApp, domPageSizes, DOM_PAGE_STEP, floorPagePaddings, startFloorApp } = await tsImport('./perf/floor-app.ts', import.meta.url);

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

/** @typedef {{ page: string, performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number, cls: number, tbtMs: number, cpuTbtMs: number, scriptKb: number, elements: number }} Measure */

/**
 * Blocking time as Lighthouse would count it if the page's main thread had the CPU to itself: each
 * top-level main-thread task from the navigation on, by its thread time (the CPU time the trace
 * records for it, which leaves out the time the thread waited for a core) times Lighthouse's CPU
 * slowdown of 4, less the 50 ms a task may take without blocking. On a 2-core host that also runs
 * the servers and Chromium's other processes, wall-clock task lengths (which Lighthouse's TBT uses)
 * grow with whatever else runs; this figure shows the work the page itself asks for.
 * Every task of the load counts, not only those after the first contentful paint as in TBT: on a busy
 * host the observed first paint waits for the main thread and can come after the long tasks, which
 * then fell out of the sum (0 ms for pages whose TBT was 500). Lighthouse's own TBT starts at its
 * simulated paint, which no such wait delays.
 * @param {import('lighthouse').Artifacts} artifacts
 */
async function cpuTimeBlockingMs(artifacts) {
  const context = { computedCache: new Map() };
  const tasks = await MainThreadTasks.request(artifacts.Trace, context);
  const { timestamps } = await ProcessedNavigation.request(artifacts.Trace, context);
  let blocking = 0;
  for (const task of tasks) {
    if (task.parent || task.event.ts < timestamps.timeOrigin) continue;
    const threadMs = (task.event.tdur ?? task.event.dur ?? 0) / 1000;
    blocking += Math.max(0, 4 * threadMs - 50);
  }
  return Math.round(blocking);
}

/**
 * Asks for a page of the shop until its server answers it from its cache as fresh, before the page is
 * audited. The shop keeps a page for CATALOGUE_MAX_AGE (60 s), and each round comes back to a page
 * later than that: the first request then gets the kept page at once and the server renders it
 * again in the background (150-300 ms of its CPU), which ran on the same two cores as the audited
 * page's main thread and lengthened its tasks. A phone does not share its CPU with the server, and
 * the floor's static pages are never rendered again. Returns the last answer's `x-nextjs-cache`
 * (HIT, MISS, or null for a page the server does not keep).
 */
async function freshInCache(url) {
  for (let request = 1; request <= 100; request += 1) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await response.arrayBuffer();
    const cache = response.headers.get('x-nextjs-cache');
    if (cache !== 'STALE') return cache;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was still being rendered again after 100 requests`);
}

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
    cpuTbtMs: await cpuTimeBlockingMs(result.artifacts),
    scriptKb: Math.round(scriptBytes / 102.4) / 10,
    elements: Math.round(audits['dom-size']?.numericValue ?? 0),
  };
}

/**
 * Each /dom/{N} page of the floor app with the elements Lighthouse counts on it: the opening tags in
 * its body as served (static markup) plus the body itself. The framework's own inline scripts grow
 * with the page, so a page's count is read, not assumed.
 * @param {string} baseUrl
 * @returns {Promise<Array<{ path: string, elements: number }>>}
 */
async function domFloorPages(baseUrl) {
  return Promise.all(
    domPageSizes().map(async (n) => {
      const html = await (await fetch(`${baseUrl}/dom/${n}`)).text();
      const body = html.slice(html.indexOf('<body'));
      return { path: `/dom/${n}`, elements: (body.match(/<[a-zA-Z][\w-]*/g) ?? []).length + 1 };
    }),
  );
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
    cpuTbtMs: pick('cpuTbtMs'),
    scriptKb: pick('scriptKb'),
    elements: pick('elements'),
  };
}

/** @param {Measure} row */
const describeRow = (row) =>
  `${row.page.padEnd(42)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms (CPU-time ${row.cpuTbtMs} ms)  JS ${row.scriptKb} kB  DOM ${row.elements}`;

/**
 * A page against the floor: TBT ratio, Performance difference, and which targets it misses.
 * @param {Measure} row @param {Measure} floor
 */
function againstFloor(row, floor) {
  // A floor TBT of 0 would make every ratio infinite: count it as 1 ms.
  const tbtRatio = row.tbtMs / Math.max(floor.tbtMs, 1);
  const cpuTbtRatio = row.cpuTbtMs / Math.max(floor.cpuTbtMs, 1);
  const performanceGap = row.performance - floor.performance;
  const missed = [
    ...(tbtRatio > TBT_RATIO_TARGET ? [`TBT ${tbtRatio.toFixed(2)}x > ${TBT_RATIO_TARGET}x`] : []),
    ...(performanceGap < -PERFORMANCE_GAP_TARGET ? [`Performance ${performanceGap} < -${PERFORMANCE_GAP_TARGET}`] : []),
    ...(row.accessibility < 100 ? [`Accessibility ${row.accessibility}`] : []),
    ...(row.seo < 100 ? [`SEO ${row.seo}`] : []),
    ...(row.cls > 0 ? [`CLS ${row.cls}`] : []),
  ];
  return { tbtRatio, cpuTbtRatio, performanceGap, missed };
}

async function main() {
  const loadAtStart = os.loadavg()[0].toFixed(1);
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
    // The bare floor: a heading and a paragraph, the framework's scripts and nothing else.
    const floorUrl = `${floor.baseUrl}/p/${floorPagePaddings()[0]}`;
    const domFloors = await domFloorPages(floor.baseUrl);
    /** The DOM-matched floor of each page, chosen from its element count in the first round. @type {Map<string, string>} */
    const domFloorOf = new Map();
    /** @type {Map<string, Measure[]>} */
    const runs = new Map([
      ['floor', []],
      ...pages.flatMap((page) => [
        [page, []],
        [`dom ${page}`, []],
      ]),
    ]);
    const record = (label, measure, round) => {
      runs.get(label).push(measure);
      console.log(`  run ${round + 1}/${RUNS} ${describeRow(measure)}`);
    };
    // Round by round, so that the floors and every page see the same load on the machine.
    for (let i = 0; i < RUNS; i += 1) {
      record('floor', { ...(await audit(floorUrl, chrome.port)), page: `floor ${new URL(floorUrl).pathname}` }, i);
      for (const page of pages) {
        await freshInCache(server.baseUrl + page);
        const measure = await audit(server.baseUrl + page, chrome.port);
        record(page, measure, i);
        if (!domFloorOf.has(page)) {
          const n = Math.max(DOM_PAGE_STEP, Math.round(measure.elements / DOM_PAGE_STEP) * DOM_PAGE_STEP);
          domFloorOf.set(page, domFloors.reduce((best, candidate) => (Math.abs(candidate.elements - n) < Math.abs(best.elements - n) ? candidate : best)).path);
        }
        const domPath = domFloorOf.get(page);
        record(`dom ${page}`, { ...(await audit(floor.baseUrl + domPath, chrome.port)), page: `floor ${domPath}` }, i);
      }
    }
    const floorRow = median(runs.get('floor'));
    const rows = pages.map((page) => ({ row: median(runs.get(page)), domFloor: median(runs.get(`dom ${page}`)) }));
    console.log(`\nMedians of ${RUNS}:\n${describeRow(floorRow)}`);
    for (const { row, domFloor } of rows) {
      const matched = againstFloor(row, domFloor);
      const bare = againstFloor(row, floorRow);
      console.log(describeRow(domFloor));
      console.log(
        `${describeRow(row)}  | TBT x${matched.tbtRatio.toFixed(2)} of ${domFloor.page} (x${bare.tbtRatio.toFixed(2)} of the bare floor; CPU-time blocking x${matched.cpuTbtRatio.toFixed(2)}), Performance ${matched.performanceGap >= 0 ? '+' : ''}${matched.performanceGap}${matched.missed.length ? `  MISSED: ${matched.missed.join(', ')}` : '  targets met'}`,
      );
    }
    const stamp = new Date().toISOString();
    const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${loadAtStart} at the start and ${os.loadavg()[0].toFixed(1)} at the end, Node ${process.version}, Lighthouse 12.2.3 mobile preset, median of ${RUNS}`;
    const markdown = [
      `Lighthouse ${stamp} on ${machine}.`,
      '',
      '| page | elements | Performance | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | JS kB | DOM-matched floor: elements, TBT ms, Performance | TBT vs DOM-matched floor | Performance vs it | TBT vs bare floor | CPU-time blocking ms, whole load: page, DOM-matched floor, ratio |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |',
      `| ${floorRow.page} (bare floor) | ${floorRow.elements} | ${floorRow.performance} | ${floorRow.accessibility} | ${floorRow.bestPractices} | ${floorRow.seo} | ${floorRow.lcpMs} | ${floorRow.cls} | ${floorRow.tbtMs} | ${floorRow.scriptKb} | - | - | - | 1.00x | ${floorRow.cpuTbtMs} |`,
      ...rows.map(({ row: r, domFloor }) => {
        const matched = againstFloor(r, domFloor);
        const bare = againstFloor(r, floorRow);
        return `| ${r.page} | ${r.elements} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.scriptKb} | ${domFloor.page}: ${domFloor.elements}, ${domFloor.tbtMs}, ${domFloor.performance} | ${matched.tbtRatio.toFixed(2)}x | ${matched.performanceGap >= 0 ? '+' : ''}${matched.performanceGap} | ${bare.tbtRatio.toFixed(2)}x | ${r.cpuTbtMs}, ${domFloor.cpuTbtMs}, ${matched.cpuTbtRatio.toFixed(2)}x |`;
      }),
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const base = path.join('bench/results', `lighthouse-${stamp.replace(/[:.]/g, '-')}`);
    writeFileSync(`${base}.json`, JSON.stringify({ date: stamp, machine, loadAtStart, floor: floorRow, rows, runs: Object.fromEntries(runs) }, null, 2));
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
