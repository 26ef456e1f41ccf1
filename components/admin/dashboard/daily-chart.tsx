import type { DayTotals } from '@/lib/types/dashboard';
import { formatMoney, storedRupees } from '@/lib/money';

/** The day's revenue (rupees, as the dashboard's figures give it), formatted. */
const formatRevenue = (rupees: number) => formatMoney(storedRupees(rupees));
import { adminTexts } from '../admin-texts';
import styles from './dashboard-summary.module.css';
import { TableHead } from '../admin-table';

/** The plot's own units: stretched to the figure's width, so the labels are HTML around it and keep their size. */
const PLOT_WIDTH = 300;
const PLOT_HEIGHT = 100;
/** A day label every week (and the last day): never more than five, so they cannot run into each other. */
const LABEL_EVERY = 7;

/** dd/mm of a YYYY-MM-DD day. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** ₹950, ₹12.5k, ₹3.2L, ₹1.1Cr: the axis's short form of an amount (the table has the exact figures). */
export function axisRupees(amount: number): string {
  const short = (value: number, unit: string) => `₹${value.toFixed(1).replace(/\.0$/, '')}${unit}`;
  if (amount >= 1e7) return short(amount / 1e7, 'Cr');
  if (amount >= 1e5) return short(amount / 1e5, 'L');
  if (amount >= 1e3) return short(amount / 1e3, 'k');
  return formatRevenue(amount);
}

interface BarsProps {
  id: string;
  title: string;
  points: DayTotals[];
  value: (point: DayTotals) => number;
  format: (value: number) => string;
  axisFormat: (value: number) => string;
}

/** The days that get a label: one a week from the first, and the last (a week label too close to it is left out). */
function labelledDays(count: number): number[] {
  const days: number[] = [];
  for (let i = 0; i < count - 1; i += LABEL_EVERY) if (count - 1 - i >= LABEL_EVERY / 2) days.push(i);
  days.push(count - 1);
  return days;
}

/** One bar per day, drawn on the server as SVG: no chart library, nothing to load in the browser. */
function Bars({ id, title, points, value, format, axisFormat }: BarsProps) {
  const max = Math.max(1, ...points.map(value));
  const slot = PLOT_WIDTH / points.length;
  const total = points.reduce((sum, point) => sum + value(point), 0);
  return (
    <figure className={styles.chart}>
      <div className={styles.plotGrid}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{axisFormat(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className={styles.chartSvg}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{adminTexts.chartSummary(shortDay(points[0]!.day), shortDay(points.at(-1)!.day), format(total), format(max))}</desc>
          <line x1={0} x2={PLOT_WIDTH} y1={0.5} y2={0.5} className={styles.gridLine} vectorEffect="non-scaling-stroke" />
          {points.map((point, i) => {
            const height = (value(point) / max) * PLOT_HEIGHT;
            return height > 0 ? (
              <rect key={point.day} x={i * slot + slot * 0.15} y={PLOT_HEIGHT - height} width={slot * 0.7} height={height} className={styles.bar} />
            ) : null;
          })}
        </svg>
        <div className={styles.xAxis} aria-hidden="true">
          {labelledDays(points.length).map((i) => (
            <span
              key={points[i]!.day}
              style={
                i === 0
                  ? { left: 0 }
                  : i === points.length - 1
                    ? { right: 0 }
                    : { left: `${((i + 0.5) / points.length) * 100}%`, transform: 'translateX(-50%)' }
              }
            >
              {shortDay(points[i]!.day)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}

/** Orders and revenue per day for the last 30 days: two bar charts, and the same figures as a table beside them. */
export function DailyChart({ points }: { points: DayTotals[] }) {
  return (
    <div className={styles.chartLayout}>
      <div className={styles.charts}>
        <Bars id="chart-orders" title={adminTexts.ordersPerDay} points={points} value={(point) => point.orders} format={String} axisFormat={String} />
        <Bars
          id="chart-revenue"
          title={adminTexts.revenuePerDay}
          points={points}
          value={(point) => point.revenue}
          format={formatRevenue}
          axisFormat={axisRupees}
        />
      </div>
      <div className={styles.dayTable} role="region" aria-labelledby="day-table-caption" tabIndex={0}>
        <table>
          <caption id="day-table-caption">{adminTexts.perDayTable}</caption>
          <TableHead columns={[adminTexts.date, adminTexts.ordersTitle, adminTexts.revenue]} />
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.day}>
                <th scope="row">
                  <time dateTime={point.day}>{shortDay(point.day)}</time>
                </th>
                <td>{point.orders}</td>
                <td>{formatRevenue(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
