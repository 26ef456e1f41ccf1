import type { DayTotals } from '@/lib/types/dashboard';
import { formatRupees } from '@/lib/money';
import { adminTexts } from '../admin-texts';
import styles from './dashboard-summary.module.css';

const WIDTH = 600;
const HEIGHT = 150;
const LEFT = 84;
const BOTTOM = 24;
const TOP = 10;

/** dd/mm of a YYYY-MM-DD day. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

interface BarsProps {
  id: string;
  title: string;
  points: DayTotals[];
  value: (point: DayTotals) => number;
  format: (value: number) => string;
}

/** One bar per day, drawn on the server as SVG: no chart library, nothing to load in the browser. */
function Bars({ id, title, points, value, format }: BarsProps) {
  const max = Math.max(1, ...points.map(value));
  const slot = (WIDTH - LEFT) / points.length;
  const plot = HEIGHT - TOP - BOTTOM;
  const total = points.reduce((sum, point) => sum + value(point), 0);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className={styles.chartSvg}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{adminTexts.chartSummary(shortDay(points[0]!.day), shortDay(points.at(-1)!.day), format(total), format(max))}</desc>
        <line x1={LEFT} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className={styles.axis} />
        <line x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} className={styles.gridLine} />
        <text x={LEFT - 6} y={TOP + 4} textAnchor="end" className={styles.tick}>
          {format(max)}
        </text>
        <text x={LEFT - 6} y={TOP + plot} textAnchor="end" className={styles.tick}>
          0
        </text>
        {points.map((point, i) => {
          const height = (value(point) / max) * plot;
          const x = LEFT + i * slot;
          return (
            <g key={point.day}>
              {height > 0 && <rect x={x + slot * 0.15} y={TOP + plot - height} width={slot * 0.7} height={height} className={styles.bar} />}
              {(i % 5 === 0 || i === points.length - 1) && (
                <text
                  x={i === points.length - 1 ? x + slot : x + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor={i === points.length - 1 ? 'end' : 'middle'}
                  className={styles.tick}
                >
                  {shortDay(point.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}

/** Orders and revenue per day for the last 30 days: two bar charts, and the same figures as a table beside them. */
export function DailyChart({ points }: { points: DayTotals[] }) {
  return (
    <div className={styles.chartLayout}>
      <div className={styles.charts}>
        <Bars id="chart-orders" title={adminTexts.ordersPerDay} points={points} value={(point) => point.orders} format={(n) => String(n)} />
        <Bars id="chart-revenue" title={adminTexts.revenuePerDay} points={points} value={(point) => point.revenue} format={formatRupees} />
      </div>
      <div className={styles.dayTable} role="region" aria-labelledby="day-table-caption" tabIndex={0}>
        <table>
          <caption id="day-table-caption">{adminTexts.perDayTable}</caption>
          <thead>
            <tr>
              <th scope="col">{adminTexts.date}</th>
              <th scope="col">{adminTexts.ordersTitle}</th>
              <th scope="col">{adminTexts.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.day}>
                <th scope="row">
                  <time dateTime={point.day}>{shortDay(point.day)}</time>
                </th>
                <td>{point.orders}</td>
                <td>{formatRupees(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
