import { type EquipmentStatistics, hardbandingTotalRate, machiningTotalRate } from '@rigready/core';
import { ConditionBarChart } from '../condition-bar-chart/condition-bar-chart.js';
import { HistogramChart } from '../histogram-chart/histogram-chart.js';
import { ResultBarChart } from '../result-bar-chart/result-bar-chart.js';
import { TongSpaceChart } from '../tong-space-chart/tong-space-chart.js';
import { HardbandingChart } from '../treatment-bar-chart/hardbanding-chart.js';
import { MachiningChart } from '../treatment-bar-chart/machining-chart.js';

/** Props of {@link EquipmentStatisticsPanel}. */
export interface EquipmentStatisticsPanelProps {
  /** The equipment the panel is about, e.g. 'Drill Pipe' or 'OCTG'. */
  equipment: string;
  /** The statistics payload of that equipment (`/statistics/equipment`), figures computed by core. */
  statistics: EquipmentStatistics;
  /** Fixed chart width in pixels; without it every chart fills its grid cell. */
  chartWidth?: number;
}

const shown = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '—' : `${value}${unit}`;

/**
 * One equipment's statistics dashboard: quantity inspected and minimum values, then the IPC and wall
 * status, tube and tool-joint results, the tong-space and box-OD histograms (in ranges), and the machining and
 * hardbanding rates, each chart responsive with its own table fallback. The machining and hardbanding
 * charts lead with a Total bar that core computes from the payload's counts (`Machining_Data`, and
 * `Hardbanding` when given), never from the rounded per-connection percentages.
 *
 * @example
 * <EquipmentStatisticsPanel equipment="Drill Pipe" statistics={answer.statistics} />
 */
export function EquipmentStatisticsPanel({
  equipment,
  statistics,
  chartWidth,
}: EquipmentStatisticsPanelProps) {
  const size = chartWidth === undefined ? {} : { width: chartWidth };
  const min = statistics.minimum_values;
  const figures: [string, string][] = [
    ['Quantity inspected', String(statistics.quantity_inspected)],
    ['Min. tong space pin', shown(min.TS_Pin, ' in')],
    ['Min. tong space box', shown(min.TS_Box, ' in')],
    ['Min. box OD', shown(min.OD_Box, ' in')],
    ['Min. wall', shown(min.Wall, ' %')],
  ];
  const machiningTotal = machiningTotalRate(statistics.Machining_Data);
  const hardbandingTotal = hardbandingTotalRate(statistics.Hardbanding);
  const machining = [machiningTotal, ...statistics.machining_rates];
  const hardbanding = hardbandingTotal ? [hardbandingTotal, ...statistics.hb_rates] : statistics.hb_rates;
  return (
    <div className="rr-statistics-panel">
      <h3 className="rr-statistics-panel__title">{equipment}</h3>
      <dl className="rr-statistics-panel__figures">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rr-statistics-panel__charts">
        <ConditionBarChart kind="ipc" series={statistics.IPC} {...size} />
        <HistogramChart
          title="Remaining wall"
          binLabel="Wall (%)"
          unit="%"
          series={statistics.wall}
          {...size}
        />
        <ResultBarChart title="Tube" series={statistics.TU_Tube} {...size} />
        <ResultBarChart title="Tool joint" series={statistics.TJ_Tooljoint} {...size} />
        <TongSpaceChart pin={statistics.tongspace.Pin} box={statistics.tongspace.Box} {...size} />
        <HistogramChart title="Box OD" binLabel="OD (in)" unit="in" series={statistics.od.Box} {...size} />
        <MachiningChart rates={machining} {...size} />
        <HardbandingChart rates={hardbanding} {...size} />
      </div>
    </div>
  );
}
