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

/** Height in px of one page type's pair of bars (7 days above 28 days); the SVG's units are px down, % across. */
const ROW = 34;
const BAR = 11;
const RECENT_Y = 5;
const MONTH_Y = 18;

/** Where a value label sits: just after its bar, but never past the track's right edge. */
const labelLeft = (percent: number) => `min(calc(${percent}% + 4px), calc(100% - 3.75rem))`;

/**
 * One metric's p75 per page template as horizontal bars, the last 7 days above the last 28, each
 * coloured by its rating, with the good and poor thresholds drawn as dashed lines and named in the
 * legend (never as axis labels, which ran into each other). The bars are SVG stretched to the width;
 * the names and values are HTML beside them, so they keep their size on a phone. Drawn on the server.
 */
function VitalBars({ name, label, rows }: { name: DashboardVital; label: string; rows: TemplateVitals[] }) {
  const [good, poor] = THRESHOLDS[name];
  const values = rows.flatMap((row) => [row.recent.p75[name], row.month.p75[name]]).filter((value): value is number => value !== null);
  const max = Math.max(poor * 1.25, ...values);
  const percent = (value: number) => (value / max) * 100;
  const height = rows.length * ROW;
  const id = `vitals-${name.toLowerCase()}`;
  const bar = (value: number | null, y: number, period: 'recent' | 'month') =>
    value === null ? null : (
      <rect x={0} y={y} width={Math.max(0.5, percent(value))} height={BAR} className={`${styles.bar} ${styles[period]}`} data-rating={rate(name, value)} />
    );
  const valueLabel = (value: number | null, top: number) => (
    <span className={styles.value} style={{ top, left: value === null ? 4 : labelLeft(percent(value)) }}>
      {value === null ? '—' : formatVital(name, value)}
    </span>
  );
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        {label} ({name}), 75th percentile
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatchLine} ${styles.goodSwatch}`} /> good up to {formatVital(name, good)}
        </li>
        <li>
          <span className={`${styles.swatchLine} ${styles.poorSwatch}`} /> poor above {formatVital(name, poor)}
        </li>
      </ul>
      <div className={styles.vitalGrid}>
        <ul className={styles.rowLabels} aria-hidden="true">
          {rows.map((row) => (
            <li key={row.template} style={{ height: ROW }}>
              {TEMPLATE_LABELS[row.template]}
            </li>
          ))}
        </ul>
        <div className={styles.track}>
          <svg
            viewBox={`0 0 100 ${height}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className={styles.vitalSvg}
            style={{ height }}
          >
            <title id={`${id}-title`}>{`${label} (${name}), 75th percentile per page type`}</title>
            <desc id={`${id}-desc`}>
              {`Upper bar: last 7 days; lower bar: last 28 days. Good up to ${formatVital(name, good)}, poor above ${formatVital(name, poor)}. The same figures are in the table below.`}
            </desc>
            {[good, poor].map((threshold, i) => (
              <line
                key={threshold}
                x1={percent(threshold)}
                x2={percent(threshold)}
                y1={0}
                y2={height}
                className={i === 0 ? styles.goodLine : styles.poorLine}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {rows.map((row, i) => (
              <g key={row.template}>
                {bar(row.recent.p75[name], i * ROW + RECENT_Y, 'recent')}
                {bar(row.month.p75[name], i * ROW + MONTH_Y, 'month')}
              </g>
            ))}
          </svg>
          <div className={styles.values} aria-hidden="true">
            {rows.map((row, i) => (
              <span key={row.template}>
                {valueLabel(row.recent.p75[name], i * ROW + RECENT_Y - 1)}
                {valueLabel(row.month.p75[name], i * ROW + MONTH_Y - 1)}
              </span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}

const PERIODS = ['7 days', '28 days'] as const;

function VitalCell({ name, value, label }: { name: DashboardVital; value: number | null; label: string }) {
  if (value === null)
    return (
      <td className={styles.numeric} data-label={label}>
        —
      </td>
    );
  const rating = rate(name, value);
  return (
    <td className={styles.numeric} data-rating={rating} data-label={label}>
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
          <ul className={styles.legend} aria-label="Legend">
            <li>
              <span className={`${styles.swatch} ${styles.recentSwatch}`} /> Upper bar: last 7 days
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.monthSwatch}`} /> Lower, lighter bar: last 28 days
            </li>
            <li>Colour: good, needs improvement or poor</li>
          </ul>
          <div className={styles.charts}>
            {METRICS.map(({ name, label }) => (
              <VitalBars key={name} name={name} label={label} rows={shown} />
            ))}
          </div>
          {/* The caption is shown above the scrolling table (inside it, it was as wide as the table and cut off on a phone). */}
          <p className={styles.tableTitle} aria-hidden="true">
            Real visitors per page type: page views and 75th percentiles, last 7 and 28 days ({totalViews} page views in 28 days)
          </p>
          <div className={styles.tableWrap} role="region" aria-labelledby="real-visitors-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="real-visitors-caption" className="visually-hidden">
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
                      <td key={`views-${i}`} className={styles.numeric} data-views={i === 0 ? 'recent' : 'month'} data-label={`${PERIODS[i]}: page views`}>
                        {window.views}
                      </td>,
                      ...METRICS.map(({ name }) => <VitalCell key={`${name}-${i}`} name={name} value={window.p75[name]} label={`${PERIODS[i]}: ${name}`} />),
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
