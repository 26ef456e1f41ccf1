import type { DashboardVital, RealVisitorsSummary, TemplateVitals } from '@/lib/types/real-visitors';
import { THRESHOLDS, rate, type PageTemplate, type Rating } from '@/lib/vitals-histogram';
import ui from '../admin-ui.module.css';
import styles from './real-visitors.module.css';

const TEMPLATE_LABELS: Record<PageTemplate, string> = {
  home: 'Home',
  listing: 'Product listing',
  product: 'Product page',
  article: 'Blog and articles',
  content: 'About and policies',
  contact: 'Contact',
  tracking: 'Order tracking',
  other: 'Other pages',
};

const METRICS: { name: DashboardVital; label: string }[] = [
  { name: 'LCP', label: 'Largest Contentful Paint' },
  { name: 'INP', label: 'Interaction to Next Paint' },
  { name: 'CLS', label: 'Cumulative Layout Shift' },
];

const RATING_LABELS: Record<Rating, string> = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };

/** 2.35 s, 180 ms, 0.05. */
export function formatVital(name: DashboardVital, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  if (name === 'LCP') return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

const WIDTH = 380;
const LEFT = 128;
const RIGHT = 60;
const ROW = 26;
const TOP = 8;
const BOTTOM = 22;

/**
 * One metric's p75 per page template as horizontal bars, the last 7 days above the last 28, each
 * coloured by its rating, with the good and poor thresholds drawn as lines. Drawn on the server.
 */
function VitalBars({ name, label, rows }: { name: DashboardVital; label: string; rows: TemplateVitals[] }) {
  const [good, poor] = THRESHOLDS[name];
  const values = rows.flatMap((row) => [row.recent.p75[name], row.month.p75[name]]).filter((value): value is number => value !== null);
  const max = Math.max(poor * 1.25, ...values);
  const plot = WIDTH - LEFT - RIGHT;
  const x = (value: number) => LEFT + (value / max) * plot;
  const height = TOP + rows.length * ROW + BOTTOM;
  const id = `vitals-${name.toLowerCase()}`;
  const bar = (value: number | null, y: number, period: 'recent' | 'month') =>
    value === null ? (
      <text x={LEFT + 4} y={y + 8} className={styles.tick}>
        —
      </text>
    ) : (
      <g>
        <rect x={LEFT} y={y} width={Math.max(1, x(value) - LEFT)} height={10} className={`${styles.bar} ${styles[period]}`} data-rating={rate(name, value)} />
        <text x={x(value) + 4} y={y + 9} className={styles.tick}>
          {formatVital(name, value)}
        </text>
      </g>
    );
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className={styles.chartSvg}>
        <title id={`${id}-title`}>{`${label} (${name}), 75th percentile per page type`}</title>
        <desc id={`${id}-desc`}>
          {`Upper bar: last 7 days; lower bar: last 28 days. Good up to ${formatVital(name, good)}, poor above ${formatVital(name, poor)}. The same figures are in the table below.`}
        </desc>
        {[good, poor].map((threshold, i) => (
          <g key={threshold}>
            <line x1={x(threshold)} x2={x(threshold)} y1={TOP - 4} y2={height - BOTTOM} className={i === 0 ? styles.goodLine : styles.poorLine} />
            <text x={x(threshold)} y={height - 6} textAnchor="middle" className={styles.tick}>
              {formatVital(name, threshold)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const y = TOP + i * ROW;
          return (
            <g key={row.template}>
              <text x={LEFT - 8} y={y + 15} textAnchor="end" className={styles.label}>
                {TEMPLATE_LABELS[row.template]}
              </text>
              {bar(row.recent.p75[name], y, 'recent')}
              {bar(row.month.p75[name], y + 12, 'month')}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        {label} ({name}), 75th percentile
      </figcaption>
    </figure>
  );
}

function VitalCell({ name, value }: { name: DashboardVital; value: number | null }) {
  if (value === null) return <td className={styles.numeric}>—</td>;
  const rating = rate(name, value);
  return (
    <td className={styles.numeric} data-rating={rating}>
      {formatVital(name, value)}
      <span className="visually-hidden"> ({RATING_LABELS[rating]})</span>
    </td>
  );
}

/**
 * The "Real visitors" panel: how fast the shop's pages are on visitors' own devices, from the Web
 * Vitals their browsers report (p75 per page type, last 7 and 28 days, and the page views behind them).
 */
export function RealVisitorsPanel({ summary }: { summary: RealVisitorsSummary }) {
  const rows = summary.templates;
  const shown = rows.filter((row) => row.month.views > 0 || METRICS.some(({ name }) => row.month.samples[name] > 0));
  const totalViews = rows.reduce((sum, row) => sum + row.month.views, 0);
  const sampled = summary.sampleRate < 1 ? ` Page views are those reported: about ${Math.round(summary.sampleRate * 100)}% of all.` : '';
  return (
    <section className={`${ui.panel} ${styles.panel}`} aria-labelledby="dashboard-real-visitors">
      <h2 id="dashboard-real-visitors" className={styles.title}>
        Real visitors
      </h2>
      <p className={ui.muted}>
        Speed measured in visitors&apos; own browsers: the 75th percentile, so three visits in four were at least this fast. Good, needs improvement and poor as
        web.dev rates them.{sampled}
      </p>
      {shown.length === 0 ? (
        <p className={ui.muted}>No reports from visitors in the last 28 days yet.</p>
      ) : (
        <>
          <div className={styles.charts}>
            {METRICS.map(({ name, label }) => (
              <VitalBars key={name} name={name} label={label} rows={shown} />
            ))}
          </div>
          <div className={styles.tableWrap} role="region" aria-labelledby="real-visitors-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="real-visitors-caption">
                Real visitors per page type: page views and 75th percentiles, last 7 and 28 days ({totalViews} page views in 28 days)
              </caption>
              <thead>
                <tr>
                  <th scope="col" rowSpan={2}>
                    Page type
                  </th>
                  <th scope="colgroup" colSpan={4}>
                    Last 7 days
                  </th>
                  <th scope="colgroup" colSpan={4}>
                    Last 28 days
                  </th>
                </tr>
                <tr>
                  {['7', '28'].flatMap((days) => [
                    <th key={`views-${days}`} scope="col" className={styles.numeric}>
                      Page views
                    </th>,
                    ...METRICS.map(({ name }) => (
                      <th key={`${name}-${days}`} scope="col" className={styles.numeric}>
                        {name}
                      </th>
                    )),
                  ])}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.template} data-template={row.template}>
                    <th scope="row">{TEMPLATE_LABELS[row.template]}</th>
                    {[row.recent, row.month].flatMap((window, i) => [
                      <td key={`views-${i}`} className={styles.numeric} data-views={i === 0 ? 'recent' : 'month'}>
                        {window.views}
                      </td>,
                      ...METRICS.map(({ name }) => <VitalCell key={`${name}-${i}`} name={name} value={window.p75[name]} />),
                    ])}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
