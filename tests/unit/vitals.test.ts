/** The fixed histograms real visitors' Web Vitals are kept in, the p75 read back from them, and the page templates. */
import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUGS, POLICY_SLUGS } from '@/lib/content/slugs';
import {
  BUCKET_EDGES,
  THRESHOLDS,
  VITAL_NAMES,
  addHistograms,
  bucketCount,
  bucketOf,
  p75,
  pageTemplate,
  percentile,
  rate,
  type VitalName,
} from '@/lib/vitals-histogram';

function histogramOf(name: VitalName, values: number[]): number[] {
  const counts = new Array<number>(bucketCount(name)).fill(0);
  for (const value of values) counts[bucketOf(name, value)]! += 1;
  return counts;
}

/** The nearest-rank percentile of the values themselves. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(p * sorted.length) - 1]!;
}

/** A fixed pseudo-random sequence (no Math.random: the test gives the same figures every run). */
function* sequence(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('vitals histograms', () => {
  it('puts a value in the bucket whose edges hold it: 0 alone, then (previous edge, edge], then the overflow', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 0.1)).toBe(1);
    expect(bucketOf('LCP', 250)).toBe(1);
    expect(bucketOf('LCP', 250.1)).toBe(2);
    expect(bucketOf('LCP', 2500)).toBe(BUCKET_EDGES.LCP.indexOf(2500));
    expect(bucketOf('LCP', 2500.5)).toBe(BUCKET_EDGES.LCP.indexOf(2500) + 1);
    expect(bucketOf('LCP', 10 ** 6)).toBe(BUCKET_EDGES.LCP.length);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.1)).toBe(BUCKET_EDGES.CLS.indexOf(0.1));
  });

  it('has every web.dev threshold as an edge, edges rising, so a percentile read back is rated as the exact one', () => {
    for (const name of VITAL_NAMES) {
      const edges = BUCKET_EDGES[name];
      expect(edges[0]).toBe(0);
      for (let i = 1; i < edges.length; i += 1) expect(edges[i]!).toBeGreaterThan(edges[i - 1]!);
      for (const threshold of THRESHOLDS[name]) expect(edges).toContain(threshold);
    }
  });

  it('reads p75 from the counts: in the same bucket as the exact p75, with the same rating', () => {
    const random = sequence(7);
    for (const name of VITAL_NAMES) {
      const top = BUCKET_EDGES[name].at(-1)! * 1.2;
      for (let round = 0; round < 40; round += 1) {
        const size = 1 + Math.floor(random.next().value * 300);
        // Skewed towards small values, as real timings are, with some exact zeros.
        const values = Array.from({ length: size }, () => {
          const r = random.next().value;
          return r < 0.05 ? 0 : Number((top * r ** 3).toFixed(4));
        });
        const exact = exactPercentile(values, 0.75);
        const read = p75(name, histogramOf(name, values))!;
        expect(bucketOf(name, read), `${name} ${values.join(',')}`).toBe(bucketOf(name, exact));
        expect(rate(name, read)).toBe(rate(name, exact));
      }
    }
  });

  it('interpolates inside the bucket and answers exact figures where the counts pin them down', () => {
    // 4 reports of LCP, all in (2250, 2500]: p75 is 3 of 4 of the way through that bucket.
    expect(p75('LCP', histogramOf('LCP', [2300, 2400, 2450, 2490]))).toBeCloseTo(2250 + 250 * 0.75, 6);
    // Every CLS 0: p75 is exactly 0, not somewhere in the first bucket above it.
    expect(p75('CLS', histogramOf('CLS', [0, 0, 0, 0]))).toBe(0);
    // 3 of 4 at 0, one large shift: p75 still 0 (the third value).
    expect(p75('CLS', histogramOf('CLS', [0, 0, 0, 0.4]))).toBe(0);
    // Beyond the last edge: the last edge, a lower bound.
    expect(p75('INP', histogramOf('INP', [20_000, 30_000]))).toBe(BUCKET_EDGES.INP.at(-1));
    expect(percentile('TTFB', histogramOf('TTFB', [100]), 0.5)).toBe(75);
    expect(p75('LCP', [])).toBeNull();
    expect(p75('LCP', histogramOf('LCP', []))).toBeNull();
  });

  it('adds histograms bucket by bucket, so days and device classes combine before p75 is read', () => {
    const a = histogramOf('INP', [40, 180, 220]);
    const b = histogramOf('INP', [600, 90]);
    expect(addHistograms(a, b)).toEqual(histogramOf('INP', [40, 180, 220, 600, 90]));
    expect(p75('INP', addHistograms(a, b))).toBe(p75('INP', histogramOf('INP', [40, 180, 220, 600, 90])));
    expect(addHistograms([], [1, 2])).toEqual([1, 2]);
  });

  it('rates values as web.dev does: at most the first threshold is good, above the second poor', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4000)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('INP', 200)).toBe('good');
    expect(rate('INP', 500.5)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.25)).toBe('needs-improvement');
    expect(rate('CLS', 0.26)).toBe('poor');
  });
});

describe('page templates', () => {
  it('files each route under its template', () => {
    expect(pageTemplate('/')).toBe('home');
    expect(pageTemplate('/products')).toBe('listing');
    expect(pageTemplate('/products/label-printers/page/2')).toBe('listing');
    expect(pageTemplate('/search')).toBe('listing');
    expect(pageTemplate('/product-detail/65a1b2c3d4e5f6a7b8c9d0e1')).toBe('product');
    expect(pageTemplate('/blogs')).toBe('article');
    expect(pageTemplate(`/${ARTICLE_SLUGS[0]}`)).toBe('article');
    expect(pageTemplate('/Best_thermal_tvse_printers_sanvio')).toBe('article');
    expect(pageTemplate('/about')).toBe('content');
    expect(pageTemplate(`/${POLICY_SLUGS[0]}`)).toBe('content');
    expect(pageTemplate('/contact')).toBe('contact');
    expect(pageTemplate('/track-order')).toBe('tracking');
    expect(pageTemplate('/track-order?orderNumber=SAN-1')).toBe('tracking');
    expect(pageTemplate('/contact/')).toBe('contact');
  });

  it('files everything else under other, so the stored keys stay eight', () => {
    for (const path of ['/my-cart', '/buy-now', '/login', '/slider', '/service-request', '/no-such-page', '/about/x', '/product-detail/a/b', '/%00']) {
      expect(pageTemplate(path), path).toBe('other');
    }
  });
});

describe('page templates come from the route table', () => {
  it('every route that files real-visitor figures names a known template', async () => {
    const { ROUTES } = await import('@/lib/routes.mjs');
    const { PAGE_TEMPLATES } = await import('@/lib/vitals-histogram');
    const named = Object.values(ROUTES).flatMap((route) => ('vitals' in route ? [route.vitals.template] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const template of named) expect(PAGE_TEMPLATES).toContain(template);
  });
});
