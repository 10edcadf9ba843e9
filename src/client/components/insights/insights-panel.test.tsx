import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InsightsDay } from '../../../shared/schemas/insights.ts';
import { InsightsPanel } from './insights-panel.tsx';

const day = (date: string, views: number, clicks = 0): InsightsDay => ({
  day: date,
  views,
  whatsapp: clicks,
  phone: 0,
  map: 0,
});

describe('InsightsPanel', () => {
  it('shows the totals, a bar per day and the same figures day by day', () => {
    const days = [day('2026-11-23', 2), day('2026-11-24', 0), day('2026-11-25', 5, 3)];
    render(
      <InsightsPanel insights={{ days, totals: { views: 7, whatsapp: 3, phone: 0, map: 0 } }} />,
    );
    const totals = screen.getByText('Visualizações da página').closest('div') as HTMLElement;
    expect(within(totals).getByText('7')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Visualizações por dia' });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(chart.querySelector('title')?.textContent).toBe('seg., 23 de novembro: 2');
    expect(screen.getByText('23/11')).toBeInTheDocument();
    expect(screen.getByText('25/11')).toBeInTheDocument();
    expect(
      screen.getByText('7 visualizações em 30 dias; o dia com mais teve 5.'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // Newest first, under the header row.
    expect(rows[1]).toHaveTextContent('qua., 25 de novembro5300');
  });

  it('never draws a bar outside the chart, whatever the counts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 30 }), (views) => {
        const days = views.map((count, index) =>
          day(`2026-10-${String(index + 1).padStart(2, '0')}`, count),
        );
        const total = views.reduce((sum, count) => sum + count, 0);
        const { container, unmount } = render(
          <InsightsPanel
            insights={{ days, totals: { views: total, whatsapp: 0, phone: 0, map: 0 } }}
          />,
        );
        for (const bar of container.querySelectorAll('rect')) {
          const y = Number(bar.getAttribute('y'));
          const height = Number(bar.getAttribute('height'));
          expect(height).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y + height).toBeLessThanOrEqual(120.0001);
        }
        unmount();
      }),
      { numRuns: 30 },
    );
  });
});
