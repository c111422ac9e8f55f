import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import {
  EMPTY_EQUIPMENT_STATISTICS,
  FIXTURE_EQUIPMENT_STATISTICS,
  FIXTURE_HARDBANDING,
  FIXTURE_LEAD_TIME_BY_SCOPE,
  FIXTURE_LEAD_TIME_BY_YEAR,
  FIXTURE_MACHINING_TOTAL,
  FIXTURE_PIPE_STATUS,
  FIXTURE_SUMMARY,
  FIXTURE_TONGSPACE,
} from './charts.fixtures.js';
import { ConditionBarChart } from './condition-bar-chart/condition-bar-chart.js';
import { EquipmentStatisticsPanel } from './equipment-statistics-panel/equipment-statistics-panel.js';
import { HistogramChart } from './histogram-chart/histogram-chart.js';
import { LeadTimeChart } from './lead-time-chart/lead-time-chart.js';
import { LeadTimeDistribution } from './lead-time-chart/lead-time-distribution.js';
import { PieChart } from './pie-chart/pie-chart.js';
import { ResultBarChart } from './result-bar-chart/result-bar-chart.js';
import { TongSpaceChart } from './tong-space-chart/tong-space-chart.js';
import { HardbandingChart } from './treatment-bar-chart/hardbanding-chart.js';
import { MachiningChart } from './treatment-bar-chart/machining-chart.js';

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const barFills = (name: RegExp) =>
  [...screen.getByRole('img', { name }).querySelectorAll('rect.visx-bar')].map((bar) =>
    bar.getAttribute('fill'),
  );

describe('given the IPC and wall status charts', () => {
  it('should colour each IPC class by its condition code', () => {
    render(<ConditionBarChart kind="ipc" series={FIXTURE_SUMMARY.IPC} width={400} />);
    expect(barFills(/^IPC status/)).toEqual([
      'var(--rr-status-green)',
      'var(--rr-status-light-green)',
      'var(--rr-status-yellow)',
      'var(--rr-status-amber)',
      'var(--rr-status-red)',
    ]);
    expect(rowsOf('IPC status')).toEqual([
      ['1', '39'],
      ['2', '12'],
      ['3', '3'],
      ['4', '3'],
      ['5', '3'],
    ]);
  });

  it('should colour letter codes and wall bands by the same codes', () => {
    render(
      <>
        <ConditionBarChart
          kind="ipc"
          title="IPC letters"
          series={{ labels: ['A', 'C', 'E'], data: [4, 2, 1] }}
          width={300}
        />
        <ConditionBarChart kind="wall" series={FIXTURE_SUMMARY.Wall} width={400} />
      </>,
    );
    expect(barFills(/^IPC letters/)).toEqual([
      'var(--rr-status-green)',
      'var(--rr-status-yellow)',
      'var(--rr-status-red)',
    ]);
    expect(barFills(/^Wall status/)).toEqual([
      'var(--rr-status-green)',
      'var(--rr-status-light-green)',
      'var(--rr-status-yellow)',
      'var(--rr-status-amber)',
      'var(--rr-status-red)',
    ]);
  });

  it('should show the empty state when every class counts zero', () => {
    render(<ConditionBarChart kind="ipc" series={{ labels: ['1', '2'], data: [0, 0] }} width={300} />);
    expect(screen.getByText('No joints inspected')).toBeTruthy();
  });
});

describe('given the machining and hardbanding charts', () => {
  it('should draw Total, Pin and Box in the spec colours with core’s percentages', () => {
    render(
      <MachiningChart rates={[FIXTURE_MACHINING_TOTAL, ...FIXTURE_SUMMARY.machining_rates]} width={480} />,
    );
    const fills = barFills(/^Machining/);
    expect(fills.slice(0, 3)).toEqual([
      'var(--rr-chart-total)',
      'var(--rr-chart-pin)',
      'var(--rr-chart-box)',
    ]);
    expect(rowsOf('Machining')).toEqual([
      ['Total', '7.5', '7.5', '85', '15'],
      ['Pin', '6.7', '6.7', '86.7', '13.3'],
      ['Box', '8.3', '8.3', '83.3', '16.7'],
    ]);
  });

  it('should leave out the Reject group for payloads without it, and show the box hardbanding', () => {
    render(
      <>
        <MachiningChart rates={[{ connection: 'Pin', recut: 10, srf: 5, ok: 85 }]} width={400} />
        <HardbandingChart rates={FIXTURE_HARDBANDING ? [FIXTURE_HARDBANDING] : null} width={400} />
      </>,
    );
    expect(
      screen.getByRole('table', { name: 'Machining', hidden: true }).querySelectorAll('thead th'),
    ).toHaveLength(4);
    expect(rowsOf('Hardbanding')).toEqual([['Box', '24.5', '75.5', '13.2']]);
    expect(barFills(/^Hardbanding/)[0]).toBe('var(--rr-chart-box)');
  });

  it('should show no data for missing hardbanding', () => {
    render(<HardbandingChart rates={null} width={400} />);
    expect(screen.getByText('No data')).toBeTruthy();
  });
});

describe('given the histogram, result, pie and tong space charts', () => {
  it('should count raw measurements into round ranges, one bar per range, labels turned to fit', () => {
    render(
      <HistogramChart
        title="Box OD"
        binLabel="OD (in)"
        unit="in"
        series={{
          x: [8.125, 8.1875, 8.25, 8.3125, 8.375, 8.4375, 8.5, 8.5625, 8.625, 8.6875, 8.75, 8.8125],
          y: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        }}
        width={320}
      />,
    );
    expect(rowsOf('Box OD')).toEqual([
      ['8.1–8.2 in', '2'],
      ['8.2–8.3 in', '1'],
      ['8.3–8.4 in', '2'],
      ['8.4–8.5 in', '1'],
      ['8.5–8.6 in', '2'],
      ['8.6–8.7 in', '2'],
      ['8.7–8.8 in', '1'],
      ['8.8–8.9 in', '1'],
    ]);
    expect(barFills(/^Box OD/)).toHaveLength(8);
    const ticks = screen.getByRole('img', { name: /^Box OD/ }).querySelectorAll('text.rr-chart__tick');
    expect([...ticks].map((tick) => tick.textContent)).toEqual(rowsOf('Box OD').map((row) => row[0]));
    expect(ticks[0]?.getAttribute('transform')).toMatch(/^rotate\(-45 /);
  });

  it('should draw one bar for one distinct value and refuse bins without counts', () => {
    render(
      <HistogramChart title="Wall" binLabel="Wall (%)" unit="%" series={{ x: [92], y: [60] }} width={400} />,
    );
    expect(rowsOf('Wall')).toEqual([['92–93 %', '60']]);
    expect(() =>
      render(
        <HistogramChart
          title="Broken"
          binLabel="Wall (%)"
          unit="%"
          series={{ x: [1, 2], y: [1] }}
          width={400}
        />,
      ),
    ).toThrow('Histogram "Broken" has 2 values but 1 counts');
  });

  it('should draw a single-value result chart', () => {
    render(<ResultBarChart title="Tool joint" series={{ labels: ['OK'], data: [60] }} width={300} />);
    expect(rowsOf('Tool joint')).toEqual([['OK', '60']]);
  });

  it('should draw a pie slice per non-zero status in input order', () => {
    render(
      <PieChart
        series={{
          labels: [...FIXTURE_PIPE_STATUS.labels, 'Shipped'],
          data: [...FIXTURE_PIPE_STATUS.data, 0],
        }}
        width={300}
      />,
    );
    const slices = screen.getByRole('img', { name: /^Pipe status/ }).querySelectorAll('path');
    expect([...slices].map((s) => s.getAttribute('fill'))).toEqual([
      'var(--rr-chart-1)',
      'var(--rr-chart-2)',
      'var(--rr-chart-3)',
      'var(--rr-chart-4)',
    ]);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Scrap (4)')).toBeTruthy();
  });

  it('should count pin and box tong space into the same ranges, side by side', () => {
    render(<TongSpaceChart pin={FIXTURE_TONGSPACE.Pin} box={FIXTURE_TONGSPACE.Box} width={400} />);
    expect(rowsOf('Tong space')).toEqual([
      ['6.0–6.5 in', '7', '0'],
      ['6.5–7.0 in', '23', '0'],
      ['7.0–7.5 in', '18', '4'],
      ['7.5–8.0 in', '2', '21'],
      ['8.0–8.5 in', '0', '25'],
      ['8.5–9.0 in', '0', '10'],
    ]);
    expect(barFills(/^Tong space/)).toEqual([
      ...Array.from({ length: 6 }, () => ['var(--rr-chart-pin)', 'var(--rr-chart-box)']).flat(),
    ]);
  });
});

describe('given the lead-time charts', () => {
  it('should draw core’s median and average per year with the order counts', () => {
    render(<LeadTimeChart by="year" groups={FIXTURE_LEAD_TIME_BY_YEAR} width={480} />);
    expect(rowsOf('Lead time by year')).toEqual([
      ['2022', '10', '32', '31'],
      ['2023', '9', '25', '27'],
      ['2024', '10', '29', '28'],
    ]);
  });

  it('should draw one dot per order in the distribution', () => {
    render(<LeadTimeDistribution by="scope" groups={FIXTURE_LEAD_TIME_BY_SCOPE} width={480} />);
    const image = screen.getByRole('img', { name: /^Lead time distribution/ });
    expect(image.querySelectorAll('circle')).toHaveLength(29);
    expect(
      screen
        .getByRole('table', { name: 'Lead time distribution', hidden: true })
        .querySelectorAll('tbody tr'),
    ).toHaveLength(29);
  });

  it('should say when no order counts', () => {
    render(<LeadTimeChart by="scope" groups={[]} width={480} />);
    expect(screen.getByText('No completed orders count towards lead time')).toBeTruthy();
  });
});

describe('given an EquipmentStatisticsPanel', () => {
  it('should show the figures and every chart of the equipment', async () => {
    const { container } = render(
      <EquipmentStatisticsPanel
        equipment="Drill Pipe"
        statistics={FIXTURE_EQUIPMENT_STATISTICS}
        chartWidth={360}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Drill Pipe' })).toBeTruthy();
    expect(screen.getByText('Quantity inspected').nextSibling?.textContent).toBe('60');
    expect(screen.getByText('Min. wall').nextSibling?.textContent).toBe('78 %');
    expect(screen.getAllByRole('img')).toHaveLength(8);
    await expectNoAxeViolations(container);
  });

  it('should lead the machining and hardbanding charts with the Total core computes from the counts', () => {
    render(
      <EquipmentStatisticsPanel
        equipment="Drill Pipe"
        statistics={FIXTURE_EQUIPMENT_STATISTICS}
        chartWidth={360}
      />,
    );
    // 120 connection ends: Pin SUM 4, SRF 4, OK+FR+RF 52; Box SUM 5, SRF 5, OK+FR+RF 50. Total recut 9/120,
    // srf 9/120, ok 102/120, reject 18/120; Pin 4/60, 4/60, 52/60, 8/60; Box 5/60, 5/60, 50/60, 10/60.
    expect(rowsOf('Machining')).toEqual([
      ['Total', '7.5', '7.5', '85', '15'],
      ['Pin', '6.7', '6.7', '86.7', '13.3'],
      ['Box', '8.3', '8.3', '83.3', '16.7'],
    ]);
    expect(barFills(/^Machining/).slice(0, 3)).toEqual([
      'var(--rr-chart-total)',
      'var(--rr-chart-pin)',
      'var(--rr-chart-box)',
    ]);
    // Only the box is hardbanded: SUM_HB 13, OK 40 (53), REJ 7, so the Total repeats the Box figures.
    expect(rowsOf('Hardbanding')).toEqual([
      ['Total', '24.5', '75.5', '13.2'],
      ['Box', '24.5', '75.5', '13.2'],
    ]);
  });

  it('should show each chart’s empty state when nothing was inspected', () => {
    render(
      <EquipmentStatisticsPanel equipment="OCTG" statistics={EMPTY_EQUIPMENT_STATISTICS} chartWidth={360} />,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByText('Min. wall').nextSibling?.textContent).toBe('—');
  });
});
