import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import {
  TONG_SPACE_LIMITS,
  TONG_SPACE_POINTS,
  WALL_LIMITS,
  WALL_POINTS,
  WALL_PROJECTION,
  WEAR_TODAY,
} from './wear-chart.fixtures.js';
import { WearChart } from './wear-chart.js';

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('given a WearChart of the wall with its limits and projection', () => {
  const renderWall = () =>
    render(
      <WearChart
        title="Remaining wall"
        unit="%"
        series={[{ name: 'Wall', points: WALL_POINTS }]}
        limits={WALL_LIMITS}
        projection={WALL_PROJECTION}
        today={WEAR_TODAY}
        width={520}
      />,
    );

  it('should draw a dot per inspection, the limits as labelled dashed lines, and the projection dashed', () => {
    renderWall();
    const image = screen.getByRole('img', { name: /^Remaining wall/ });
    expect(image.querySelectorAll('.rr-wear-chart__series circle')).toHaveLength(3);
    expect([...image.querySelectorAll('.rr-wear-chart__limit-label')].map((t) => t.textContent)).toEqual([
      'Premium 80 %',
      'Class 2 70 %',
    ]);
    for (const line of image.querySelectorAll('.rr-wear-chart__limit line')) {
      expect(line.getAttribute('stroke-dasharray')).toBe('6 4');
    }
    expect(image.querySelector('.rr-wear-chart__projection')?.getAttribute('stroke-dasharray')).toBe('4 4');
    expect(image.querySelector('.rr-wear-chart__today text')?.textContent).toBe('Today');
  });

  it('should describe itself and give its figures as a table, the projection in its own column', () => {
    renderWall();
    expect(
      screen.getByText(
        'Remaining wall at each inspection, against Premium 80 % and Class 2 70 %, with the projected trend.',
      ),
    ).toBeTruthy();
    expect(rowsOf('Remaining wall')).toEqual([
      ['Date', 'Wall (%)', 'Projection (%)'],
      ['15.02.2024', '92', '92.163'],
      ['14.02.2025', '88.5', '—'],
      ['16.02.2026', '84', '—'],
      ['03.09.2029', '—', '70.008'],
    ]);
  });

  it('should key its lines and limits in words', () => {
    renderWall();
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Wall', 'Premium 80 %', 'Class 2 70 %', 'Projection (dashed)']);
  });

  it('should have no axe violations', async () => {
    const { container } = renderWall();
    await expectNoAxeViolations(container);
  });
});

describe('given a WearChart of two series in inches', () => {
  it('should draw both and table them by date', () => {
    render(
      <WearChart
        title="Tong space"
        unit="in"
        series={[
          { name: 'Pin', points: TONG_SPACE_POINTS.pin },
          { name: 'Box', points: TONG_SPACE_POINTS.box },
        ]}
        limits={TONG_SPACE_LIMITS}
        width={480}
      />,
    );
    const image = screen.getByRole('img', { name: /^Tong space/ });
    expect(
      [...image.querySelectorAll('.rr-wear-chart__series')].map((g) => g.getAttribute('data-series')),
    ).toEqual(['Pin', 'Box']);
    expect([...image.querySelectorAll('.rr-wear-chart__limit-label')].map((t) => t.textContent)).toEqual([
      'Pin minimum 4 in',
      'Box minimum 4.5 in',
    ]);
    expect(rowsOf('Tong space')).toEqual([
      ['Date', 'Pin (in)', 'Box (in)'],
      ['15.02.2024', '7', '7.5'],
      ['14.02.2025', '6.2', '7.5'],
      ['16.02.2026', '5.5', '6.6'],
    ]);
    expect(image.querySelector('.rr-wear-chart__projection')).toBeNull();
  });
});

describe('given a WearChart with nothing measured', () => {
  it('should say so instead of drawing', async () => {
    const { container } = render(
      <WearChart title="Box OD" unit="in" series={[{ name: 'Box OD', points: [] }]} />,
    );
    expect(screen.getByText('No inspection measured this figure')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('given a WearChart of one inspection', () => {
  it('should draw its one dot', () => {
    render(
      <WearChart
        title="Wall"
        unit="%"
        series={[{ name: 'Wall', points: [{ date: '2026-02-16', value: 80 }] }]}
        limits={WALL_LIMITS}
        width={400}
      />,
    );
    expect(screen.getByRole('img', { name: /^Wall/ }).querySelectorAll('circle')).toHaveLength(1);
  });
});

describe('given a WearChart of one inspection in a third of a desk', () => {
  it('should space its date labels so that none overlaps the next', () => {
    render(
      <WearChart
        title="Wall"
        unit="%"
        series={[{ name: 'Wall', points: [{ date: '2026-02-16', value: 80 }] }]}
        limits={WALL_LIMITS}
        today={WEAR_TODAY}
        width={420}
      />,
    );
    const ticks = [
      ...screen.getByRole('img', { name: /^Wall/ }).querySelectorAll('.visx-axis-bottom .visx-axis-tick'),
    ];
    const xs = ticks.map((tick) => Number(tick.querySelector('text')?.getAttribute('x')));
    const labels = ticks.map((tick) => tick.textContent);
    // Weekly ticks 61 px apart at this width; a day label such as "22 Feb 2026" is about 62 px at the
    // chart's 11 px type, so 80 px between ticks leaves a gap.
    expect(labels.length).toBeGreaterThanOrEqual(2);
    const gaps = xs.slice(1).map((at, i) => at - (xs[i] ?? 0));
    expect(Math.min(...gaps), labels.join(' | ')).toBeGreaterThanOrEqual(80);
  });
});
