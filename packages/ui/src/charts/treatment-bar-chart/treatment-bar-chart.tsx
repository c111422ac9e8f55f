import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';
import { GroupedBarPlot } from '../grouped-bar-chart/grouped-bar-plot.js';
import { treatmentColour } from './treatment-colour.js';

/** One connection's percentages (Total, Pin or Box). */
export interface TreatmentRates {
  connection: string;
}

/** Props of {@link TreatmentBarChart}. */
export interface TreatmentBarChartProps<R extends TreatmentRates> {
  /** Per connection its percentages, in the order drawn (Total, Pin, Box). */
  rates: readonly R[];
  /** The figures to draw, in order: each rate's key and its axis label. */
  figures: readonly { key: keyof R & string; label: string }[];
  title: string;
  description: string;
  height?: number;
  width?: number;
}

/**
 * Percentages per figure as grouped bars, one bar per connection in the spec's colours (Total #2b1d0e,
 * Pin #70675d, Box #aab1b7, through tokens). The base of {@link MachiningChart} and
 * {@link HardbandingChart}.
 *
 * @example
 * <TreatmentBarChart title="Machining" description="…" figures={[{ key: 'recut', label: 'Recut' }]}
 *   rates={[{ connection: 'Pin', recut: 10 }]} />
 */
export function TreatmentBarChart<R extends TreatmentRates>({
  rates,
  figures,
  title,
  description,
  height = 240,
  width,
}: TreatmentBarChartProps<R>) {
  const series = rates.map((rate) => ({
    name: rate.connection,
    colour: treatmentColour(rate.connection),
    values: figures.map((f) => Number(rate[f.key] ?? 0)),
  }));
  return (
    <ChartFrame
      title={title}
      description={description}
      table={{
        columns: ['Connection', ...figures.map((f) => `${f.label} (%)`)],
        rows: series.map((s) => [s.name, ...s.values]),
      }}
      height={height}
      width={width}
      empty={series.length === 0 || series.every((s) => s.values.every((v) => v === 0))}
      emptyText="No data"
      legend={<ChartLegend entries={series.map((s) => ({ label: s.name, colour: s.colour }))} />}
    >
      {(size) => (
        <GroupedBarPlot
          categories={figures.map((f) => f.label)}
          series={series}
          max={100}
          unit="%"
          {...size}
        />
      )}
    </ChartFrame>
  );
}
