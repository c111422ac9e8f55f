import { type ChartSeries, conditionCodeColour, type StatusColour, WALL_BANDS } from '@rigready/core';
import { BarPlot } from '../bar-chart/bar-plot.js';
import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';
import { statusColourVar } from '../status-colour-var.js';

/** Which condition a {@link ConditionBarChart} shows. */
export type ConditionKind = 'ipc' | 'wall';

/** Props of {@link ConditionBarChart}. */
export interface ConditionBarChartProps {
  kind: ConditionKind;
  /** Joints per class (the tallies' `IPC` or `Wall` series). */
  series: ChartSeries;
  title?: string;
  description?: string;
  height?: number;
  width?: number;
}

const DEFAULT_TITLES: Record<ConditionKind, string> = { ipc: 'IPC status', wall: 'Wall status' };

/** The condition code of a class label: the label itself for IPC, the wall band's code for a wall band. */
function colourOf(kind: ConditionKind, label: string | number): StatusColour {
  if (kind === 'wall') {
    const band = WALL_BANDS.find((b) => b.label === String(label));
    if (band) return conditionCodeColour(band.code);
  }
  return conditionCodeColour(label);
}

const LEGEND = [
  { label: '1 / A', colour: statusColourVar('green') },
  { label: '2 / B', colour: statusColourVar('light-green') },
  { label: '3 / C', colour: statusColourVar('yellow') },
  { label: '4 / D', colour: statusColourVar('amber') },
  { label: '5 / E', colour: statusColourVar('red') },
];

/**
 * IPC or wall status as bars, each class in core's condition colour (spec part 2 §9: 1/A green, 2/B light
 * green, 3/C yellow, 4/D amber, 5/E red; wall bands take the code core's `WALL_BANDS` gives them).
 *
 * @example
 * <ConditionBarChart kind="ipc" series={{ labels: ['1', '2', '3', '4', '5'], data: [40, 12, 3, 1, 0] }} />
 */
export function ConditionBarChart({
  kind,
  series,
  title,
  description,
  height = 240,
  width,
}: ConditionBarChartProps) {
  const bars = series.labels.map((label, i) => ({
    label: String(label),
    value: series.data[i] ?? 0,
    colour: statusColourVar(colourOf(kind, label)),
  }));
  const heading = title ?? DEFAULT_TITLES[kind];
  return (
    <ChartFrame
      title={heading}
      description={
        description ??
        `Joints per ${kind === 'ipc' ? 'IPC class' : 'remaining-wall band'}, coloured by condition code.`
      }
      table={{
        columns: [kind === 'ipc' ? 'IPC class' : 'Wall band', 'Joints'],
        rows: bars.map((b) => [b.label, b.value]),
      }}
      height={height}
      width={width}
      empty={bars.every((b) => b.value === 0)}
      emptyText="No joints inspected"
      legend={<ChartLegend entries={LEGEND} />}
    >
      {(size) => <BarPlot bars={bars} {...size} />}
    </ChartFrame>
  );
}
