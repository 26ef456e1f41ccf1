import { z } from 'zod';
import { CONNECTION_TYPES, MAX_VALUE, VITAL_NAMES } from '@/lib/vitals-histogram';

/** Metrics one report may carry: a page view's batch. */
export const MAX_METRICS_PER_REPORT = 10;
/** The largest report body accepted, in bytes (ten metrics take about 700). */
export const MAX_VITALS_BODY_BYTES = 4 * 1024;

const metricSchema = z
  .object({
    name: z.enum(VITAL_NAMES, { message: `name must be one of ${VITAL_NAMES.join(', ')}` }),
    value: z.number({ message: 'value must be a number' }).finite().min(0, { message: 'value must be 0 or more' }),
    // web-vitals' id for the page view's metric (e.g. "v5-1764180000000-1234567890123"); checked, never stored.
    id: z.string().min(1).max(100),
  })
  .refine((metric) => metric.value <= MAX_VALUE[metric.name], { message: 'value is out of range for its metric', path: ['value'] });

/**
 * POST /api/vitals: one page view's Core Web Vitals, sent by the browser with navigator.sendBeacon.
 * `load` is the page load's random id (components/site/web-vitals-reporter.tsx), the same in every
 * report of that load: the server counts each metric of a load once. A report holds each metric at
 * most once.
 */
export const vitalsReportSchema = z.object({
  page: z.string().min(1).max(512).startsWith('/', { message: 'page must be a path starting with /' }),
  load: z.string({ message: 'load must be the page load id' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'load must be 16 to 64 letters, digits, - or _' }),
  metrics: z
    .array(metricSchema)
    .min(1, { message: 'metrics must hold at least one metric' })
    .max(MAX_METRICS_PER_REPORT, { message: `metrics must hold at most ${MAX_METRICS_PER_REPORT} metrics` })
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, {
      message: 'metrics must hold each metric at most once',
    }),
  // NetworkInformation.effectiveType, when the browser gives it.
  connection: z.enum(CONNECTION_TYPES).optional(),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
