// @vitest-environment jsdom
/** The dashboard's "Real visitors" panel: p75 per page type, coloured by web.dev's ratings, as SVG bars and a table. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RealVisitorsPanel } from '@/components/admin/dashboard/real-visitors';
import type { RealVisitorsSummary, VitalsWindow } from '@/lib/types/real-visitors';
import { PAGE_TEMPLATES } from '@/lib/vitals-histogram';

afterEach(() => cleanup());

const empty: VitalsWindow = { views: 0, p75: { LCP: null, INP: null, CLS: null }, samples: { LCP: 0, INP: 0, CLS: 0 } };
const figures = (views: number, LCP: number, INP: number | null, CLS: number): VitalsWindow => ({
  views,
  p75: { LCP, INP, CLS },
  samples: { LCP: views, INP: INP === null ? 0 : views, CLS: views },
});

const summary: RealVisitorsSummary = {
  sampleRate: 1,
  templates: PAGE_TEMPLATES.map((template) => {
    if (template === 'home') return { template, recent: figures(12, 2100, 150, 0), month: figures(40, 3200, 260, 0.05) };
    if (template === 'product') return { template, recent: figures(3, 4800, 650, 0.3), month: figures(9, 4800, 650, 0.3) };
    return { template, recent: empty, month: empty };
  }),
};

describe('RealVisitorsPanel', () => {
  it('lists the page types with reports: page views and p75 for 7 and 28 days, each value with its rating', () => {
    render(<RealVisitorsPanel summary={summary} />);
    const table = screen.getByRole('table', { name: /Real visitors per page type/ });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows.map((row) => row.getAttribute('data-template'))).toEqual(['home', 'product']);
    const home = rows[0]!.querySelectorAll('td');
    expect([...home].map((cell) => cell.textContent)).toEqual([
      '12',
      '2.10 s (good)',
      '150 ms (good)',
      '0.00 (good)',
      '40',
      '3.20 s (needs improvement)',
      '260 ms (needs improvement)',
      '0.05 (good)',
    ]);
    const product = [...rows[1]!.querySelectorAll('td')].map((cell) => cell.getAttribute('data-rating'));
    expect(product).toEqual([null, 'poor', 'poor', 'poor', null, 'poor', 'poor', 'poor']);
  });

  it('draws one named SVG chart per metric, bars coloured by rating, with the thresholds', () => {
    render(<RealVisitorsPanel summary={summary} />);
    const lcp = screen.getByRole('img', { name: /Largest Contentful Paint \(LCP\)/ });
    const bars = [...lcp.querySelectorAll('rect')].map((bar) => bar.getAttribute('data-rating'));
    // Home: 7 days then 28 days; product page: the same.
    expect(bars).toEqual(['good', 'needs-improvement', 'poor', 'poor']);
    expect(lcp.textContent).toContain('2.50 s');
    expect(lcp.textContent).toContain('4.00 s');
    expect(screen.getByRole('img', { name: /Interaction to Next Paint \(INP\)/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Cumulative Layout Shift \(CLS\)/ })).toBeTruthy();
  });

  it('says so when no visitor has reported yet', () => {
    render(<RealVisitorsPanel summary={{ sampleRate: 0.5, templates: PAGE_TEMPLATES.map((template) => ({ template, recent: empty, month: empty })) }} />);
    expect(screen.getByText('No reports from visitors in the last 28 days yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
