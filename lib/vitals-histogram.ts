/**
 * Real-user speed: which Core Web Vitals the browser reports, the page templates they are filed
 * under, and the fixed histograms that hold them (docs/performance.md, "Real visitors").
 *
 * Every report lands in one bucket of its metric's histogram; the buckets' edges never change, so
 * a day's counts from any number of reports add up, and the 75th percentile is read back from the
 * counts alone. The web.dev thresholds are edges themselves, so a percentile read from the
 * histogram always gets the same rating (good / needs improvement / poor) as the exact value would.
 */
import { ARTICLE_SLUGS, POLICY_SLUGS } from '@/lib/content/slugs';
import { ROUTES } from '@/lib/routes.mjs';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The metrics the dashboard shows; FCP and TTFB are stored as well. */
export const DASHBOARD_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalName[];

export const PAGE_TEMPLATES = ['home', 'listing', 'product', 'article', 'content', 'contact', 'tracking', 'other'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** NetworkInformation.effectiveType's values: the only detail of the visitor's connection kept. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/**
 * Upper edges of each metric's buckets (milliseconds; CLS is unitless). Bucket 0 holds values of
 * exactly 0, bucket i holds values above edges[i-1] up to edges[i], and one more bucket past the
 * last edge holds everything larger.
 */
export const BUCKET_EDGES: Readonly<Record<VitalName, readonly number[]>> = {
  LCP: [0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000, 10000, 12000, 15000, 20000, 30000],
  FCP: [0, 250, 500, 750, 1000, 1250, 1500, 1800, 2100, 2400, 2700, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000],
  TTFB: [0, 50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2200, 2600, 3000, 4000, 5000, 7000, 10000, 20000],
  INP: [0, 25, 50, 75, 100, 125, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1500, 2000, 3000, 5000, 10000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
};

/** web.dev's thresholds: at most the first is good, above the second is poor. */
export const THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The largest value a report may carry: ten minutes for the timings, 100 for CLS. */
export const MAX_VALUE: Readonly<Record<VitalName, number>> = { LCP: 600_000, INP: 600_000, CLS: 100, FCP: 600_000, TTFB: 600_000 };

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rate(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

/** Number of buckets of a metric: one per edge, plus the overflow. */
export function bucketCount(name: VitalName): number {
  return BUCKET_EDGES[name].length + 1;
}

/** The bucket a value falls in. */
export function bucketOf(name: VitalName, value: number): number {
  const edges = BUCKET_EDGES[name];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** Counts per bucket, index = bucket; missing buckets are 0. */
export type Histogram = readonly number[];

/** Adds two histograms of the same metric. */
export function addHistograms(a: Histogram, b: Histogram): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/**
 * The p-th percentile (0 < p < 1) read from a histogram, or null when it is empty. Within the
 * bucket holding that rank, values are taken as spread evenly between its edges; in the overflow
 * bucket the answer is the last edge (a lower bound). The answer always lies in the same bucket
 * as the exact percentile of the values counted.
 */
export function percentile(name: VitalName, histogram: Histogram, p: number): number | null {
  const edges = BUCKET_EDGES[name];
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const count = histogram[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      if (i === 0) return edges[0]!;
      if (i >= edges.length) return edges.at(-1)!;
      const lower = edges[i - 1]!;
      const upper = edges[i]!;
      const share = Math.max(rank - below, 0) / count;
      return lower + (upper - lower) * share;
    }
    below += count;
  }
  return edges.at(-1)!;
}

export const p75 = (name: VitalName, histogram: Histogram) => percentile(name, histogram, 0.75);

const ARTICLES: ReadonlySet<string> = new Set(ARTICLE_SLUGS);
const POLICIES: ReadonlySet<string> = new Set(POLICY_SLUGS);

/**
 * The template a page path is filed under, from the route table (lib/routes.mjs, each route's `vitals`). Anything the routes do not know
 * (and any query or fragment) counts as `other`, so the stored key space stays these eight.
 */
export function pageTemplate(path: string): PageTemplate {
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase().replace(/\/+$/, '') || '/';
  if (pathname === '/') return 'home';
  const [first = '', ...rest] = pathname.slice(1).split('/');
  const route = Object.values(ROUTES).find((candidate) => candidate.path === `/${first}`);
  const vitals: { template: string; below: number | 'any' } | undefined = route && 'vitals' in route ? route.vitals : undefined;
  if (vitals) return vitals.below === 'any' || vitals.below === rest.length ? (vitals.template as PageTemplate) : 'other';
  if (rest.length > 0) return 'other';
  if (ARTICLES.has(first)) return 'article';
  if (POLICIES.has(first)) return 'content';
  return 'other';
}
