// @vitest-environment jsdom
/** The dashboard's per-day chart: SVG drawn on the server, named for screen readers, with the same figures as a table. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { DailyChart } from '@/components/admin/dashboard/daily-chart';
import type { DayTotals } from '@/lib/types/dashboard';

afterEach(() => cleanup());

const points: DayTotals[] = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i === 9 ? 4 : i % 2,
  revenue: i === 9 ? 10_000 : (i % 2) * 500,
}));

describe('DailyChart', () => {
  it('draws two named SVG bar charts, one bar per day with orders, the tallest for the busiest day', () => {
    const { container } = render(<DailyChart points={points} />);
    const orders = screen.getByRole('img', { name: new RegExp(adminTexts.ordersPerDay) });
    expect(screen.getByRole('img', { name: new RegExp(adminTexts.revenuePerDay.replace(/[()]/g, '.')) })).toBeTruthy();
    const bars = orders.querySelectorAll('rect');
    expect(bars).toHaveLength(points.filter((point) => point.orders > 0).length);
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[4]); // the 10th day is the 5th day with orders
    expect(orders.querySelector('desc')?.textContent).toBe(adminTexts.chartSummary('01/11', '30/11', '18', '4'));
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });

  it('has the same figures as a table, newest day first, in a focusable scrolling region', () => {
    render(<DailyChart points={points} />);
    const region = screen.getByRole('region', { name: adminTexts.perDayTable });
    expect(region.getAttribute('tabindex')).toBe('0');
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]?.textContent).toBe('30/111₹500');
    expect(within(region).getByRole('rowheader', { name: '10/11' }).parentElement?.textContent).toBe('10/114₹10,000');
  });
});
