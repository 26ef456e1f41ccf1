/**
 * POST /api/vitals: real visitors' Web Vitals, checked, limited per client address, and added to
 * the day's aggregate with one atomic $inc per report; each page load's metric counted once, and one
 * address's values per page type and day capped, so one address cannot bend the figures. GET
 * /api/admin/vitals reads them back.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/vitals/route';
import { GET as adminVitals } from '@/app/api/admin/vitals/route';
import { randomBytes } from 'node:crypto';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { addReport, realVisitors } from '@/lib/server/insights/vitals-store';
import { indiaToday } from '@/lib/india-date';
import { bucketOf } from '@/lib/vitals-histogram';
import type { VitalsReport } from '@/lib/validation/vitals-report';
import { VitalsDayModel } from '@/models/VitalsDay';
import { VitalsLoadModel, VitalsQuotaModel } from '@/models/VitalsGuard';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { ORIGIN, bodyOf, request, signedInAdmin } from './http';

// Small enough to reach in a test; read when the limiter is first made in this file's database.
process.env.RATE_LIMIT_VITALS = '5/600';

useTestDatabase();
beforeAll(() => Promise.all([VitalsDayModel.createIndexes(), VitalsLoadModel.createIndexes(), VitalsQuotaModel.createIndexes()]));
beforeEach(() => clearCollections());

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let ipCounter = 0;
/** A fresh client address per call unless one is given, so the limit is met only where a test means to. */
function beacon(body: unknown, options: { type?: string; ip?: string; userAgent?: string; headers?: Record<string, string> } = {}): Request {
  ipCounter += 1;
  return new Request(`${ORIGIN}/api/vitals`, {
    method: 'POST',
    headers: {
      host: 'shop.test',
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? PHONE,
      [CLIENT_IP_HEADER]: options.ip ?? `198.51.100.${ipCounter % 250}`,
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A fresh page load id, as the browser's reporter makes one. */
const newLoad = () => randomBytes(16).toString('hex');

const pageView = (page: string, lcp = 1834.2, load = newLoad()): VitalsReport => ({
  page,
  load,
  metrics: [
    { name: 'TTFB', value: 120.5, id: 'v4-1-1' },
    { name: 'FCP', value: 900, id: 'v4-1-2' },
    { name: 'LCP', value: lcp, id: 'v4-1-3' },
  ],
  connection: '4g',
});

async function stored() {
  return VitalsDayModel.find().lean<
    Array<{ day: string; template: string; device: string; views?: number; net?: Record<string, number>; m?: Record<string, Record<string, number>> }>
  >();
}

describe('POST /api/vitals', () => {
  it('adds a page view to its day, template and device class: counts and histogram buckets, nothing personal', async () => {
    const response = await POST(beacon(pageView('/products/label-printers/page/2')));
    expect(response.status).toBe(204);
    // sendBeacon's text/plain and a fetch's application/json are both read as JSON.
    expect(
      (await POST(beacon({ page: '/products', load: newLoad(), metrics: [{ name: 'CLS', value: 0.02, id: 'v4-1-4' }] }, { type: 'application/json' }))).status,
    ).toBe(204);

    const docs = await stored();
    expect(docs).toHaveLength(1);
    const [doc] = docs;
    expect(doc).toMatchObject({ day: indiaToday(), template: 'listing', device: 'mobile', views: 1, net: { '4g': 1 } });
    expect(doc!.m).toEqual({
      TTFB: { n: 1, [`k${bucketOf('TTFB', 120.5)}`]: 1 },
      FCP: { n: 1, [`k${bucketOf('FCP', 900)}`]: 1 },
      LCP: { n: 1, [`k${bucketOf('LCP', 1834.2)}`]: 1 },
      CLS: { n: 1, [`k${bucketOf('CLS', 0.02)}`]: 1 },
    });
    // No path, id, address or user agent anywhere in what is stored.
    const text = JSON.stringify(docs);
    for (const secret of ['label-printers', 'v4-1', '198.51.100', 'Android', 'Pixel']) expect(text).not.toContain(secret);
  });

  it('files desktops, client hints and unknown paths apart, so the keys stay finite', async () => {
    await POST(beacon(pageView('/'), { userAgent: DESKTOP }));
    await POST(beacon(pageView('/no/such/page/at/all'), { userAgent: DESKTOP, headers: { 'sec-ch-ua-mobile': '?1' } }));
    await POST(beacon(pageView('/contact')));
    const keys = (await stored()).map(({ template, device }) => `${template}/${device}`).sort();
    expect(keys).toEqual(['contact/mobile', 'home/desktop', 'other/mobile']);
  });

  it.each([
    ['no page', { metrics: [{ name: 'LCP', value: 1, id: 'a' }] }, 'page'],
    ['no page load id', { page: '/', metrics: [{ name: 'LCP', value: 1, id: 'a' }] }, 'load'],
    ['a page load id that is not one', { page: '/', load: 'short', metrics: [{ name: 'LCP', value: 1, id: 'a' }] }, 'load'],
    [
      'one metric twice in a report',
      {
        page: '/',
        load: 'a'.repeat(32),
        metrics: [
          { name: 'LCP', value: 1200, id: 'a' },
          { name: 'LCP', value: 60000, id: 'b' },
        ],
      },
      'metrics',
    ],
    ['a page that is not a path', { page: 'https://evil.test/', metrics: [{ name: 'LCP', value: 1, id: 'a' }] }, 'page'],
    ['no metrics', { page: '/', metrics: [] }, 'metrics'],
    ['eleven metrics', { page: '/', metrics: Array.from({ length: 11 }, (_, i) => ({ name: 'LCP', value: 1, id: `a${i}` })) }, 'metrics'],
    ['an unknown metric', { page: '/', metrics: [{ name: 'FID', value: 1, id: 'a' }] }, 'metrics'],
    ['a negative value', { page: '/', metrics: [{ name: 'LCP', value: -1, id: 'a' }] }, 'metrics'],
    ['a value out of range', { page: '/', metrics: [{ name: 'CLS', value: 250, id: 'a' }] }, 'metrics'],
    ['a value as text', { page: '/', metrics: [{ name: 'LCP', value: '1834', id: 'a' }] }, 'metrics'],
    ['no id', { page: '/', metrics: [{ name: 'LCP', value: 1 }] }, 'metrics'],
    ['an unknown connection', { page: '/', metrics: [{ name: 'LCP', value: 1, id: 'a' }], connection: '5g' }, 'connection'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, body, field) => {
    const response = await POST(beacon(body));
    expect(response.status).toBe(400);
    expect(Object.keys(((await bodyOf(response)).errors ?? {}) as object)).toContain(field);
    expect(await VitalsDayModel.countDocuments()).toBe(0);
  });

  it('refuses a whole report when one metric is bad: its good metrics are not written either', async () => {
    const report = {
      page: '/',
      load: newLoad(),
      metrics: [
        { name: 'TTFB', value: 100, id: 'a' },
        { name: 'LCP', value: 1200, id: 'b' },
        { name: 'INP', value: -5, id: 'c' },
      ],
    };
    expect((await POST(beacon(report))).status).toBe(400);
    expect(await VitalsDayModel.countDocuments()).toBe(0);
  });

  it('refuses a body that is not JSON (400), another content type (415), a large body (413) and a cross-site sender (403)', async () => {
    expect((await POST(beacon('{"page": "/", "metrics": ['))).status).toBe(400);
    expect((await POST(beacon(pageView('/'), { type: 'application/x-www-form-urlencoded' }))).status).toBe(415);
    const large = { ...pageView('/'), padding: 'x'.repeat(5000) };
    expect((await POST(beacon(large))).status).toBe(413);
    expect((await POST(beacon(pageView('/'), { headers: { 'sec-fetch-site': 'cross-site' } }))).status).toBe(403);
    expect((await POST(beacon(pageView('/'), { headers: { 'sec-fetch-site': 'same-origin' } }))).status).toBe(204);
    expect((await stored()).map((doc) => doc.views)).toEqual([1]);
  });

  it('limits reports per client address (RATE_LIMIT_VITALS): the next one gets 429 and is not counted', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 5; i += 1) expect((await POST(beacon(pageView('/about'), { ip }))).status).toBe(204);
    const limited = await POST(beacon(pageView('/about'), { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await POST(beacon(pageView('/about'), { ip: '203.0.113.91' }))).status).toBe(204);
    const [doc] = await stored();
    expect(doc?.views).toBe(6);
    expect(doc?.m?.LCP?.n).toBe(6);
  });

  it('counts every one of a burst of simultaneous reports exactly once', async () => {
    const reports = Array.from({ length: 60 }, (_, i) => pageView(i % 2 ? '/products' : '/products/page/2', 1000 + i * 50));
    const statuses = await Promise.all(reports.map((report) => POST(beacon(report)).then((response) => response.status)));
    expect(statuses).toEqual(reports.map(() => 204));
    const docs = await stored();
    expect(docs).toHaveLength(1);
    const [doc] = docs;
    expect(doc!.views).toBe(60);
    expect(doc!.net).toEqual({ '4g': 60 });
    expect(doc!.m!.LCP!.n).toBe(60);
    const expected: Record<string, number> = { n: 60 };
    for (const report of reports) {
      const key = `k${bucketOf('LCP', report.metrics[2]!.value)}`;
      expected[key] = (expected[key] ?? 0) + 1;
    }
    expect(doc!.m!.LCP).toEqual(expected);
  });

  describe('on two connections at once, as two app instances', () => {
    let second: mongoose.Connection;
    let otherModel: typeof VitalsDayModel;
    beforeAll(async () => {
      const uri = process.env.MONGODB_URI!;
      second = await mongoose.createConnection(uri).asPromise();
      otherModel = second.model('VitalsDay', VitalsDayModel.schema, 'vitals') as unknown as typeof VitalsDayModel;
    });
    afterAll(() => second.close());

    it('creates one document for a day and loses no report, however the first inserts race', async () => {
      const now = new Date();
      const report = {
        page: '/blogs',
        metrics: [
          { name: 'TTFB' as const, value: 300, id: 'x' },
          { name: 'INP' as const, value: 180, id: 'y' },
        ],
      };
      // Several rounds, each starting from an empty collection, so the upsert race is run again and again.
      for (let round = 0; round < 5; round += 1) {
        await VitalsDayModel.deleteMany({});
        await Promise.all(Array.from({ length: 40 }, (_, i) => addReport(i % 2 ? otherModel : VitalsDayModel, report, 'mobile', now)));
        const docs = await stored();
        expect(docs).toHaveLength(1);
        expect(docs[0]).toMatchObject({ template: 'article', views: 40, m: { INP: { n: 40, [`k${bucketOf('INP', 180)}`]: 40 } } });
      }
    });
  });

  it('retries the loser of an upsert race (duplicate key, as MongoDB answers it) as an update, counting its report once', async () => {
    const now = new Date();
    const report = { page: '/about', metrics: [{ name: 'TTFB' as const, value: 300, id: 'x' }] };
    await addReport(VitalsDayModel, report, 'desktop', now);
    // mongod can answer an upsert that lost the race for the same key with E11000 (the embedded
    // database runs writes one at a time and never does): the first attempt here gets that answer.
    let calls = 0;
    const losing = {
      updateOne: (...args: Parameters<typeof VitalsDayModel.updateOne>) => {
        calls += 1;
        if (calls === 1) return Promise.reject(Object.assign(new Error('E11000 duplicate key error'), { code: 11000 }));
        return VitalsDayModel.updateOne(...args);
      },
    } as unknown as typeof VitalsDayModel;
    await addReport(losing, report, 'desktop', now);
    expect(calls).toBe(2);
    expect((await stored()).map((doc) => doc.views)).toEqual([2]);
  });

  it('reads p75 per template for the last 7 and 28 days, and the page views', async () => {
    const now = new Date('2026-11-26T12:00:00+05:30');
    const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000);
    const fortyDaysAgo = new Date(now.getTime() - 40 * 86_400_000);
    for (let i = 0; i < 4; i += 1) await addReport(VitalsDayModel, pageView('/', 2000 + i * 100), 'mobile', now);
    await addReport(VitalsDayModel, pageView('/', 2200), 'desktop', now);
    for (let i = 0; i < 5; i += 1) await addReport(VitalsDayModel, pageView('/', 6000), 'mobile', tenDaysAgo);
    await addReport(VitalsDayModel, pageView('/', 9000), 'mobile', fortyDaysAgo);
    const summary = await realVisitors(now);
    const home = summary.templates.find((row) => row.template === 'home')!;
    expect(home.recent.views).toBe(5);
    expect(home.month.views).toBe(10);
    // Last 7 days, phones and desktops together: 2000, 2100, 2200, 2200, 2300: p75 (the 4th) in (2000, 2250].
    expect(home.recent.p75.LCP).toBeGreaterThan(2000);
    expect(home.recent.p75.LCP).toBeLessThanOrEqual(2250);
    // Last 28 days: half the reports at 6000 -> p75 in (5000, 6000].
    expect(home.month.p75.LCP).toBeGreaterThan(5000);
    expect(home.month.p75.LCP).toBeLessThanOrEqual(6000);
    expect(home.recent.p75.INP).toBeNull();
    expect(home.recent.samples.LCP).toBe(5);
    expect(summary.templates.find((row) => row.template === 'listing')!.month.views).toBe(0);
  });
});

describe('one address cannot bend the figures', () => {
  /** Runs with a higher report limit than this file's, as production has (120 per 10 minutes). */
  async function withReportLimit<T>(limit: string, run: () => Promise<T>): Promise<T> {
    const before = process.env.RATE_LIMIT_VITALS;
    process.env.RATE_LIMIT_VITALS = limit;
    try {
      return await run();
    } finally {
      process.env.RATE_LIMIT_VITALS = before;
    }
  }

  it('counts each (page load, metric) once, however often and from however many addresses it is sent, and at once', async () => {
    const load = newLoad();
    const repeats = Array.from({ length: 12 }, () => pageView('/contact', 1500, load));
    const statuses = await Promise.all(repeats.map((report) => POST(beacon(report)).then((response) => response.status)));
    expect(statuses).toEqual(repeats.map(() => 204));
    // A later report of the same load adds only the metric it had not sent.
    expect(
      (
        await POST(
          beacon({
            page: '/contact',
            load,
            metrics: [
              { name: 'LCP', value: 9000, id: 'x' },
              { name: 'INP', value: 80, id: 'y' },
            ],
          }),
        )
      ).status,
    ).toBe(204);
    const [doc] = await stored();
    expect(doc).toMatchObject({ views: 1, m: { LCP: { n: 1 }, TTFB: { n: 1 }, INP: { n: 1 } } });
    expect(doc!.m!.LCP).toEqual({ n: 1, [`k${bucketOf('LCP', 1500)}`]: 1 });
  });

  it('caps one address at VITALS_SAMPLES_PER_ADDRESS values per metric, page type and day: the rest get 204 and are not counted', async () => {
    const ip = '203.0.113.44';
    await withReportLimit('120/600', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => POST(beacon(pageView('/product-detail/some-printer', 60_000), { ip })).then((r) => r.status)),
      );
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 204));
      // Another page type from the same address, and the same page type from another address, still count.
      expect((await POST(beacon(pageView('/contact', 60_000), { ip }))).status).toBe(204);
      expect((await POST(beacon(pageView('/product-detail/other-printer', 1200), { ip: '203.0.113.45' }))).status).toBe(204);
    });
    const byTemplate = Object.fromEntries((await stored()).map((doc) => [doc.template, doc]));
    expect(byTemplate.product).toMatchObject({ views: 21, m: { LCP: { n: 21 } } });
    expect(byTemplate.product!.m!.LCP![`k${bucketOf('LCP', 60_000)}`]).toBe(20);
    expect(byTemplate.contact).toMatchObject({ views: 1 });
    // The allowance is kept under a hash of the day and the address, never the address.
    expect(JSON.stringify(await VitalsQuotaModel.find().lean())).not.toContain('203.0.113');
  });

  it('replays the attack: 300 honest visits at 1.2 s, then one address at the limit; p75 LCP stays in the honest bucket', async () => {
    const { token } = await signedInAdmin();
    const figures = async () => {
      const response = await adminVitals(request('/api/admin/vitals?days=7', { token }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { templates: Array<{ template: string; views: number; p75: Record<string, number | null> }> };
      return body.templates.find((row) => row.template === 'product')!;
    };
    for (let batch = 0; batch < 6; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => POST(beacon(pageView(`/product-detail/p${i}`, 1200), { ip: `192.0.2.${batch * 50 + i}` }))));
    }
    const honest = await figures();
    expect(honest.views).toBe(300);
    expect(bucketOf('LCP', honest.p75.LCP!)).toBe(bucketOf('LCP', 1200));

    // The red team's attacker: one address, one metric per report, every report a new page load, at the
    // report limit (120 per 10 minutes), each LCP in the top bucket.
    const attacker = '198.18.0.66';
    await withReportLimit('120/600', async () => {
      for (let i = 0; i < 120; i += 1) {
        const report = { page: `/product-detail/p${i}`, load: newLoad(), metrics: [{ name: 'LCP' as const, value: 59_000, id: `v5-${i}` }] };
        expect((await POST(beacon(report, { ip: attacker }))).status).toBe(204);
      }
      // Past the report limit: 429, as any sender.
      expect((await POST(beacon(pageView('/product-detail/p0', 59_000), { ip: attacker }))).status).toBe(429);
    });
    const attacked = await figures();
    expect(attacked.views).toBe(300);
    const [doc] = await stored();
    expect(doc!.m!.LCP!.n).toBe(320);
    expect(Math.abs(bucketOf('LCP', attacked.p75.LCP!) - bucketOf('LCP', honest.p75.LCP!))).toBeLessThanOrEqual(1);
    expect(attacked.p75.LCP).toBeLessThan(2500);
  });
});

describe('GET /api/admin/vitals', () => {
  it('answers each template with its views and p75 of LCP, INP (ms) and CLS for 7 or 28 days; admins only; other windows 400', async () => {
    const now = new Date();
    await addReport(VitalsDayModel, pageView('/', 2100), 'mobile', now);
    await addReport(VitalsDayModel, pageView('/', 6000), 'mobile', new Date(now.getTime() - 10 * 86_400_000));
    const { token } = await signedInAdmin();
    expect((await adminVitals(request('/api/admin/vitals?days=7'))).status).toBe(401);
    const refused = await adminVitals(request('/api/admin/vitals?days=5', { token }));
    expect(refused.status).toBe(400);
    expect(Object.keys(((await bodyOf(refused)).errors ?? {}) as object)).toEqual(['days']);
    expect((await adminVitals(request('/api/admin/vitals', { token }))).status).toBe(400);

    const week = (await (await adminVitals(request('/api/admin/vitals?days=7', { token }))).json()) as { templates: Array<Record<string, unknown>> };
    const month = (await (await adminVitals(request('/api/admin/vitals?days=28', { token }))).json()) as { templates: Array<Record<string, unknown>> };
    expect(week.templates.map((row) => row.template)).toEqual(['home', 'listing', 'product', 'article', 'content', 'contact', 'tracking', 'other']);
    const home = (body: typeof week) => body.templates.find((row) => row.template === 'home')!;
    expect(home(week)).toEqual({ template: 'home', views: 1, p75: { LCP: expect.any(Number), INP: null, CLS: null } });
    expect(home(week).p75).toMatchObject({ LCP: expect.any(Number) });
    expect(bucketOf('LCP', (home(week).p75 as { LCP: number }).LCP)).toBe(bucketOf('LCP', 2100));
    expect(home(month)).toMatchObject({ views: 2 });
    expect(bucketOf('LCP', (home(month).p75 as { LCP: number }).LCP)).toBe(bucketOf('LCP', 6000));
  });
});
