import type { ChartSeries } from '@rigready/core';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';

/** Props of {@link PieChart}. */
export interface PieChartProps {
  /** Count per category, e.g. the item statistics' `Pipe_Status`. */
  series: ChartSeries;
  title?: string;
  /** What is counted, e.g. 'Joints'. */
  countLabel?: string;
  description?: string;
  height?: number;
  width?: number;
}

const PALETTE_SIZE = 8;
const paletteColour = (index: number) => `var(--rr-chart-${(index % PALETTE_SIZE) + 1})`;

/**
 * A pie of counts per category (the pipe status pie of the item statistics), slices in the theme's
 * categorical palette (`--rr-chart-1` … `--rr-chart-8`), with a legend and the counts as a table.
 *
 * @example
 * <PieChart series={{ labels: ['Rig Ready', 'Scrap'], data: [48, 3] }} />
 */
export function PieChart({
  series,
  title = 'Pipe status',
  countLabel = 'Joints',
  description,
  height = 240,
  width,
}: PieChartProps) {
  const slices = series.labels
    .map((label, i) => ({ label: String(label), value: series.data[i] ?? 0, colour: paletteColour(i) }))
    .filter((slice) => slice.value > 0);
  return (
    <ChartFrame
      title={title}
      description={description ?? `${countLabel} per ${title.toLowerCase()}.`}
      table={{ columns: ['Category', countLabel], rows: slices.map((s) => [s.label, s.value]) }}
      height={height}
      width={width}
      empty={slices.length === 0}
      emptyText="No data"
      legend={
        <ChartLegend entries={slices.map((s) => ({ label: `${s.label} (${s.value})`, colour: s.colour }))} />
      }
    >
      {({ width: w, height: h }) => {
        const radius = Math.max(Math.min(w, h) / 2 - 4, 0);
        return (
          <Group top={h / 2} left={w / 2}>
            <Pie
              data={slices}
              pieValue={(s) => s.value}
              outerRadius={radius}
              padAngle={0.01}
              pieSort={null}
              pieSortValues={null}
            >
              {({ arcs, path }) =>
                arcs.map((arc) => (
                  <path
                    key={arc.data.label}
                    d={path(arc) ?? undefined}
                    fill={arc.data.colour}
                    stroke="var(--rr-color-bg)"
                  />
                ))
              }
            </Pie>
          </Group>
        );
      }}
    </ChartFrame>
  );
}
