import { z } from 'zod';
import { CONNECTION_TYPES, MAX_VALUE, VITAL_NAMES } from '@/lib/vitals-histogram';
import { validationMessages } from '@/lib/messages';

/** Metrics one report may carry: a page view's batch. */
export const MAX_METRICS_PER_REPORT = 10;
/** The largest report body accepted, in bytes (ten metrics take about 700). */
export const MAX_VITALS_BODY_BYTES = 4 * 1024;

const metricSchema = z
  .object({
    name: z.enum(VITAL_NAMES, { message: validationMessages.vitals.name(VITAL_NAMES) }),
    value: z.number({ message: validationMessages.vitals.valueNotNumber }).finite().min(0, { message: validationMessages.vitals.valueNegative }),
    // web-vitals' id for the page view's metric (e.g. "v5-1764180000000-1234567890123"); checked, never stored.
    id: z.string().min(1).max(100),
  })
  .refine((metric) => metric.value <= MAX_VALUE[metric.name], { message: validationMessages.vitals.valueOutOfRange, path: ['value'] });

/**
 * POST /api/vitals: one page view's Core Web Vitals, sent by the browser with navigator.sendBeacon.
 * `load` is the page load's random id (components/site/web-vitals-reporter.ts), the same in every
 * report of that load: the server counts each metric of a load once. A report holds each metric at
 * most once.
 */
export const vitalsReportSchema = z.object({
  page: z.string().min(1).max(512).startsWith('/', { message: validationMessages.vitals.page }),
  load: z.string({ message: validationMessages.vitals.load }).regex(/^[A-Za-z0-9_-]{16,64}$/, { message: validationMessages.vitals.loadFormat }),
  metrics: z
    .array(metricSchema)
    .min(1, { message: validationMessages.vitals.metricsEmpty })
    .max(MAX_METRICS_PER_REPORT, { message: validationMessages.vitals.metricsTooMany(MAX_METRICS_PER_REPORT) })
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, {
      message: validationMessages.vitals.metricsRepeated,
    }),
  // NetworkInformation.effectiveType, when the browser gives it.
  connection: z.enum(CONNECTION_TYPES).optional(),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
