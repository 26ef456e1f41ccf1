/**
 * Real visitors' Web Vitals: each report is added to its day's aggregate with one atomic update, and
 * the dashboard reads p75 per page template back from the histograms (lib/vitals-histogram.ts).
 *
 * Nothing about the visitor is stored in the aggregate but the device class (mobile or desktop,
 * worked out from the request's headers, which are not kept) and the connection's effective type
 * when the browser gives it: no address, no user agent, no page path (only its template), no metric id.
 *
 * So that one address cannot bend the figures (recordVitals), a value is counted only when
 *   1. it is the first of its metric for its page load: the (load id, metric) pair is inserted under a
 *      unique `_id` (models/VitalsGuard.ts), kept two days;
 *   2. the address has sent fewer than VITALS_SAMPLES_PER_ADDRESS values of that metric for that
 *      page template today (India time): a counter taken with one atomic `$inc` before counting,
 *      keyed by a SHA-256 of the day and the address and removed the day after.
 * Values past either rule are accepted (204) and dropped, so a sender learns nothing.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type { DashboardVital, RealVisitorsSummary, TemplateVitals, VitalsWindow } from '@/lib/types/real-visitors';
import { config } from '@/lib/server/platform/config.mjs';
import { connectToDatabase } from '@/lib/server/platform/db';
import { lastIndiaDays } from '@/lib/server/insights/dashboard';
import { indiaToday, startOfIndiaDay } from '@/lib/india-date';
import type { VitalsReport } from '@/lib/validation/vitals-report';
import {
  DASHBOARD_VITALS,
  PAGE_TEMPLATES,
  addHistograms,
  bucketCount,
  bucketOf,
  p75,
  pageTemplate,
  type DeviceClass,
  type VitalName,
} from '@/lib/vitals-histogram';
import { VitalsDayModel } from '@/models/VitalsDay';
import { VitalsLoadModel, VitalsQuotaModel } from '@/models/VitalsGuard';
import { addressKey } from '@/lib/server/platform/client-ip';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';

/** Days an aggregate is kept (the TTL index removes older ones); the dashboard reads the last 28. */
export const VITALS_KEEP_DAYS = 90;
export const RECENT_DAYS = 7;
export const MONTH_DAYS = 28;

const DAY_MS = 86_400_000;

/** The values of a report that are counted: its page, metrics and connection. */
export type CountedReport = Omit<VitalsReport, 'load'>;

/**
 * Mobile or desktop, from the request's headers: the User-Agent Client Hint `Sec-CH-UA-Mobile`
 * where the browser sends it, else the user agent's "Mobi"/"Android"/"iPhone"/"iPad" token. The
 * headers themselves are never stored.
 */
export function deviceClass(headers: Headers): DeviceClass {
  const hint = headers.get('sec-ch-ua-mobile')?.trim();
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPad|iPod/i.test(headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}

/** The `$inc` that adds one report to its day's document. */
export function reportIncrement(report: CountedReport): Record<string, number> {
  const inc: Record<string, number> = {};
  const add = (path: string, by = 1) => {
    inc[path] = (inc[path] ?? 0) + by;
  };
  for (const metric of report.metrics) {
    add(`m.${metric.name}.n`);
    add(`m.${metric.name}.k${bucketOf(metric.name, metric.value)}`);
    // TTFB comes exactly once per page load (and once per return from the back/forward cache),
    // so it is what counts page views.
    if (metric.name === 'TTFB') {
      add('views');
      if (report.connection) add(`net.${report.connection}`);
    }
  }
  return inc;
}

/** How long a page load's counted metrics are remembered: longer than any page stays open and reports. */
const LOAD_KEEP_MS = 2 * DAY_MS;

/** The metrics of a report not yet counted for its page load, each now marked as counted (unique `_id`). */
async function firstOfLoad(report: VitalsReport, now: Date): Promise<VitalsReport['metrics']> {
  const expiresAt = new Date(now.getTime() + LOAD_KEEP_MS);
  const claimed = await Promise.all(
    report.metrics.map((metric) =>
      VitalsLoadModel.create({ _id: `${report.load}:${metric.name}`, expiresAt }).then(
        () => true,
        (error: unknown) => {
          if (isDuplicateKey(error)) return false;
          throw error;
        },
      ),
    ),
  );
  return report.metrics.filter((_, i) => claimed[i]);
}

/** The metrics still within the address's allowance for this page template today, taken from it first. */
async function withinAllowance(metrics: VitalsReport['metrics'], page: string, address: string, now: Date): Promise<VitalsReport['metrics']> {
  if (metrics.length === 0) return metrics;
  const day = indiaToday(now);
  const who = createHash('sha256')
    .update(`${day}|${addressKey(address)}`)
    .digest('base64url');
  const _id = `${day}:${pageTemplate(page)}:${who}`;
  const inc = Object.fromEntries(metrics.map((metric) => [`m.${metric.name}`, 1]));
  const expiresAt = new Date(startOfIndiaDay(day).getTime() + 2 * DAY_MS);
  let taken: { m?: Record<string, number> } | null = null;
  for (let attempt = 1; !taken; attempt += 1) {
    try {
      taken = await VitalsQuotaModel.findOneAndUpdate({ _id }, { $inc: inc, $setOnInsert: { expiresAt } }, { upsert: true, new: true }).lean().exec();
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= 3) throw error;
    }
  }
  const allowance = config().VITALS_SAMPLES_PER_ADDRESS;
  return metrics.filter((metric) => (taken.m?.[metric.name] ?? Infinity) <= allowance);
}

/**
 * Adds a report from a client address to the aggregate of its day, page template and device class,
 * counting only its values that pass the two rules above (the page load's first of each metric, and
 * within the address's allowance).
 */
export async function recordVitals(report: VitalsReport, device: DeviceClass, address: string, now = new Date()): Promise<void> {
  await connectToDatabase();
  const metrics = await withinAllowance(await firstOfLoad(report, now), report.page, address, now);
  if (metrics.length > 0) await addReport(VitalsDayModel, { page: report.page, metrics, connection: report.connection }, device, now);
}

/**
 * Adds a report's values to the aggregate: one upserting `$inc`, atomic however many reports arrive
 * at once. Two first reports of a day can both try to insert the document; the unique index lets one
 * win, and the other retries, now as a plain update. Takes the model so that the tests can run it on
 * two connections at once, as two instances would.
 */
export async function addReport(model: typeof VitalsDayModel, report: CountedReport, device: DeviceClass, now: Date): Promise<void> {
  const day = indiaToday(now);
  const filter = { day, template: pageTemplate(report.page), device };
  const expiresAt = new Date(startOfIndiaDay(day).getTime() + VITALS_KEEP_DAYS * DAY_MS);
  const update = { $inc: reportIncrement(report), $setOnInsert: { expiresAt } };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await model.updateOne(filter, update, { upsert: true });
      return;
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= 3) throw error;
    }
  }
}

interface StoredMetric {
  n?: number;
  [bucket: `k${number}`]: number | undefined;
}

interface StoredDay {
  day: string;
  template: string;
  views?: number;
  m?: Partial<Record<VitalName, StoredMetric>>;
}

function histogramOf(name: VitalName, stored: StoredMetric | undefined): number[] {
  return Array.from({ length: bucketCount(name) }, (_, i) => stored?.[`k${i}`] ?? 0);
}

function emptyWindow(): { views: number; histograms: Record<DashboardVital, number[]> } {
  return { views: 0, histograms: { LCP: [], INP: [], CLS: [] } };
}

function summarize({ views, histograms }: ReturnType<typeof emptyWindow>): VitalsWindow {
  const p = {} as Record<DashboardVital, number | null>;
  const samples = {} as Record<DashboardVital, number>;
  for (const name of DASHBOARD_VITALS) {
    p[name] = p75(name, histograms[name]);
    samples[name] = histograms[name].reduce((sum, count) => sum + count, 0);
  }
  return { views, p75: p, samples };
}

/** p75 of LCP, INP and CLS and the page views per template, for the last 7 and 28 India days. */
export async function realVisitors(now = new Date()): Promise<RealVisitorsSummary> {
  await connectToDatabase();
  const month = lastIndiaDays(MONTH_DAYS, now);
  const recentFrom = month[MONTH_DAYS - RECENT_DAYS]!;
  const rows = await VitalsDayModel.find({ day: mongoose.trusted({ $gte: month[0]!, $lte: month.at(-1)! }) }, { day: 1, template: 1, views: 1, m: 1 })
    .lean<StoredDay[]>()
    .exec();
  const windows = new Map(PAGE_TEMPLATES.map((template) => [template, { recent: emptyWindow(), month: emptyWindow() }]));
  for (const row of rows) {
    const entry = windows.get(row.template as (typeof PAGE_TEMPLATES)[number]);
    if (!entry) continue;
    const targets = row.day >= recentFrom ? [entry.recent, entry.month] : [entry.month];
    for (const target of targets) {
      target.views += row.views ?? 0;
      for (const name of DASHBOARD_VITALS) target.histograms[name] = addHistograms(target.histograms[name], histogramOf(name, row.m?.[name]));
    }
  }
  const templates: TemplateVitals[] = PAGE_TEMPLATES.map((template) => {
    const entry = windows.get(template)!;
    return { template, recent: summarize(entry.recent), month: summarize(entry.month) };
  });
  return { templates, sampleRate: config().VITALS_SAMPLE_RATE };
}

/** The figures of GET /api/admin/vitals: per template, the page views and p75 of LCP and INP (ms) and CLS. */
export interface TemplateFigures {
  template: string;
  views: number;
  p75: Record<DashboardVital, number | null>;
}

/** realVisitors' figures for the last 7 or 28 India days, as the admin API answers them. */
export async function vitalsFigures(days: typeof RECENT_DAYS | typeof MONTH_DAYS, now = new Date()): Promise<{ templates: TemplateFigures[] }> {
  const summary = await realVisitors(now);
  return {
    templates: summary.templates.map(({ template, recent, month }) => {
      const window = days === RECENT_DAYS ? recent : month;
      return { template, views: window.views, p75: window.p75 };
    }),
  };
}
