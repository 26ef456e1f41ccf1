/** The dashboard's "Real visitors" figures (lib/server/insights/vitals-store.ts). */
import type { PageTemplate } from '@/lib/vitals-histogram';

export type DashboardVital = 'LCP' | 'INP' | 'CLS';

export interface VitalsWindow {
  /** Page views reported in the window. */
  views: number;
  /** 75th percentile of each metric, null without reports (ms; CLS unitless). */
  p75: Record<DashboardVital, number | null>;
  /** Reports behind each percentile. */
  samples: Record<DashboardVital, number>;
}

export interface TemplateVitals {
  template: PageTemplate;
  /** The last 7 India days, today included. */
  recent: VitalsWindow;
  /** The last 28 India days, today included. */
  month: VitalsWindow;
}

export interface RealVisitorsSummary {
  templates: TemplateVitals[];
  /** Share of page views whose vitals are reported (VITALS_SAMPLE_RATE). */
  sampleRate: number;
}
